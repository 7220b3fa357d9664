/**
 * A number with thousands separators and every decimal it has: exam operands carry up to 8
 * decimals (e.g. 0.5746498), which toLocaleString's default of 3 would round away.
 */
export const formatNumber = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 20 });
