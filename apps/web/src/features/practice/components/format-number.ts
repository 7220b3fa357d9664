let numbers: Intl.NumberFormat | undefined;

/**
 * A number with thousands separators and every decimal it has: exam operands carry up to 8
 * decimals (e.g. 0.5746498), which toLocaleString's default of 3 would round away. A whole number
 * below a thousand needs no formatter: building one loads the language's number data, which a
 * quiz's first problem need not wait for; the one formatter is then kept, as toLocaleString would
 * build a new one for every number.
 */
export const formatNumber = (n: number) =>
  Number.isInteger(n) && Math.abs(n) < 1000 ? String(n) : (numbers ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 })).format(n);
