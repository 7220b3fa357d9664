import stocksJson from '../../../../content/stocks/stocks.json' with { type: 'json' };
import type { StockList } from './stock.ts';

/** The shipped stock list, for tests only: core itself never reads files. */
export const STOCKS: StockList = stocksJson;
