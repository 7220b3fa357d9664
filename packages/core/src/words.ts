// One formatter, made when a count first needs a thousands separator: building it loads the
// language's number data, which a first screen (the practice modes' labels, today's practice) need
// not wait for, and toLocaleString with a locale would build a new one for every call.
let counts: Intl.NumberFormat | undefined;
const countText = (n: number) => (Number.isInteger(n) && Math.abs(n) < 1000 ? String(n) : (counts ??= new Intl.NumberFormat('en')).format(n));

/** A count and its noun ("1 coin", "2 shares", "1,000 problems"): the one English form the app and its messages use. */
export const plural = (n: number, one: string, many = `${one}s`) => `${countText(n)} ${Math.abs(n) === 1 ? one : many}`;

/** An amount of coins in words ("1 coin", "1,250 coins"). */
export const coinAmount = (n: number) => plural(n, 'coin');
