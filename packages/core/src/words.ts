/** A count and its noun ("1 coin", "2 shares", "1,000 problems"): the one English form the app and its messages use. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${Math.abs(n) === 1 ? one : many}`;

/** An amount of coins in words ("1 coin", "1,250 coins"). */
export const coinAmount = (n: number) => plural(n, 'coin');
