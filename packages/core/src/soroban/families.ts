/** The rule families of DOMAIN.md, easiest first: the order in which schools teach them. */
export const FAMILIES = ['direct', 'five-complement', 'ten-complement', 'mixed'] as const;
export type Family = (typeof FAMILIES)[number];

const RANKS: Readonly<Record<Family, number>> = { direct: 0, 'five-complement': 1, 'ten-complement': 2, mixed: 3 };

/** 0 for direct up to 3 for mixed: a problem needs the family of its highest-ranked step. */
export function familyRank(family: Family): number {
  return RANKS[family];
}
