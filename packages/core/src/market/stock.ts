/** One company of content/stocks/stocks.json: the JSON shape the server and web load. */
export interface Stock {
  /** 3–4 capital letters, unique; also seeds the stock's price noise, so never reuse one. */
  readonly ticker: string;
  readonly name: string;
  readonly sector: string;
  readonly description: string;
  /** Whole coins on day 0 (the market epoch). */
  readonly initialPrice: number;
  /** μ of the geometric Brownian motion, per year (0.05 = +5 % a year expected). */
  readonly drift: number;
  /** σ of the geometric Brownian motion, per year (0.3 = 30 %). */
  readonly volatility: number;
}

/** The file content/stocks/stocks.json is an array of these. */
export type StockList = readonly Stock[];

export interface PricePoint {
  readonly day: number;
  /** Whole coins, at least 1. */
  readonly price: number;
}
