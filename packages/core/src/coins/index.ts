export { COINS_PER_CORRECT, PERFECT_BONUS_SHARE, coinAward } from './coin-rules.ts';
export type { CoinAward } from './coin-rules.ts';
