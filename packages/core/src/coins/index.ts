export { PERFECT_BONUS_SHARE, PRICES, PRICE_LIST, coinAward, problemPrice } from './coin-rules.ts';
export type { CoinAward } from './coin-rules.ts';
