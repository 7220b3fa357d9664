/**
 * exp() from + − × ÷ only. ECMAScript lets every engine approximate Math.exp differently, so the
 * browser and the server could disagree on a price by one ulp — and then, at a .5 boundary, by a
 * whole coin. Basic IEEE arithmetic is exact everywhere, so this version is the same on every engine.
 */
const LN2 = 0.6931471805599453;
const TAYLOR_TERMS = 14;

export function portableExp(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`portableExp: ${x} is not finite`);
  // exp(x) = 2^k · exp(r) with |r| ≤ ln2/2, where the series converges in a few terms.
  const k = Math.round(x / LN2);
  const r = x - k * LN2;
  let term = 1;
  let sum = 1;
  for (let n = 1; n <= TAYLOR_TERMS; n++) {
    term = (term * r) / n;
    sum += term;
  }
  // Multiplying by 2 or ½ is exact, unlike Math.pow whose accuracy the language leaves open.
  const factor = k >= 0 ? 2 : 0.5;
  for (let i = Math.abs(k); i > 0; i--) sum *= factor;
  return sum;
}
