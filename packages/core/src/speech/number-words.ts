/** Largest magnitude the clips can say: 9,999,999,999 (10 digits, the 1-kyu list length). */
export const MAX_SPOKEN = 9_999_999_999;

function checkSpeakable(n: number) {
  if (!Number.isInteger(n) || Math.abs(n) > MAX_SPOKEN) throw new RangeError(`cannot speak ${n}`);
}

/** English clips for 1–999 ("three hundred forty five" → en/3 en/hundred en/40 en/5). */
function englishBelowThousand(n: number): string[] {
  const clips: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) clips.push(`en/${hundreds}`, 'en/hundred');
  if (rest >= 20) {
    clips.push(`en/${rest - (rest % 10)}`);
    if (rest % 10) clips.push(`en/${rest % 10}`);
  } else if (rest) {
    clips.push(`en/${rest}`);
  }
  return clips;
}

/** The clips that say |n| in English; the sign is the reading's business (list numbers are never 0). */
export function englishNumber(n: number): string[] {
  checkSpeakable(n);
  const value = Math.abs(n);
  const billions = Math.floor(value / 1e9);
  const millions = Math.floor((value % 1e9) / 1e6);
  const thousands = Math.floor((value % 1e6) / 1e3);
  const rest = value % 1e3;
  return [
    ...(billions ? [...englishBelowThousand(billions), 'en/billion'] : []),
    ...(millions ? [...englishBelowThousand(millions), 'en/million'] : []),
    ...(thousands ? [...englishBelowThousand(thousands), 'en/thousand'] : []),
    ...englishBelowThousand(rest),
  ];
}

/** Japanese clips for 1–9999 within one 4-digit group (3,405 → ja/3000 ja/400 ja/5). */
function japaneseGroup(n: number): string[] {
  const clips: string[] = [];
  for (const unit of [1000, 100, 10, 1]) {
    const digit = Math.floor(n / unit) % 10;
    if (digit) clips.push(`ja/${digit * unit}`);
  }
  return clips;
}

/** The clips that say |n| in Japanese, grouped by 万 and 億 as Japanese counts. */
export function japaneseNumber(n: number): string[] {
  checkSpeakable(n);
  const value = Math.abs(n);
  const oku = Math.floor(value / 1e8);
  const man = Math.floor((value % 1e8) / 1e4);
  const rest = value % 1e4;
  return [...(oku ? [...japaneseGroup(oku), 'ja/oku'] : []), ...(man ? [...japaneseGroup(man), 'ja/man'] : []), ...japaneseGroup(rest)];
}
