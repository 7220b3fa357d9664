export type { PricePoint, Stock, StockList } from './stock.ts';
export { MARKET_EPOCH, dateOfDay, dayNumber } from './day.ts';
export { priceHistory, priceOn, sharesCost } from './price-model.ts';
export { type ShockSeeds, unkeyedSeeds } from './noise.ts';
