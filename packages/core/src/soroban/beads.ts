/**
 * One rod: the heaven bead (worth 5) and the number of earth beads (worth 1 each) pushed against
 * the beam. Earth beads always move as a block, so a count describes them fully.
 */
export interface Rod {
  readonly heaven: boolean;
  readonly earth: number;
}

/** A bead on a rod: the heaven bead, or earth bead 0–3 counted from the beam outwards. */
export type BeadId = 'heaven' | 0 | 1 | 2 | 3;

export const EARTH_BEADS = 4;

export function rodValue(rod: Rod): number {
  return (rod.heaven ? 5 : 0) + rod.earth;
}

export function rodForDigit(digit: number): Rod {
  if (!Number.isInteger(digit) || digit < 0 || digit > 9) throw new RangeError(`a rod holds 0–9, got ${digit}`);
  return { heaven: digit >= 5, earth: digit % 5 };
}

/** A bead counts when it touches the beam. */
export function isBeadActive(rod: Rod, bead: BeadId): boolean {
  return bead === 'heaven' ? rod.heaven : bead < rod.earth;
}

export interface BeadTap {
  readonly rod: Rod;
  /** Every bead that moves, the tapped one included, so the UI can animate exactly those. */
  readonly moved: readonly BeadId[];
  readonly towardBeam: boolean;
}

/**
 * What a tap on one bead does, so a digital soroban needs no drag: the heaven bead toggles; an
 * earth bead away from the beam moves to it and pushes the beads between; an earth bead at the
 * beam moves away and takes the beads beyond it along.
 */
export function tapBead(rod: Rod, bead: BeadId): BeadTap {
  if (bead === 'heaven') return { rod: { heaven: !rod.heaven, earth: rod.earth }, moved: ['heaven'], towardBeam: !rod.heaven };
  const moved: BeadId[] = [];
  if (bead >= rod.earth) {
    for (let k = rod.earth; k <= bead; k++) moved.push(k as BeadId);
    return { rod: { heaven: rod.heaven, earth: bead + 1 }, moved, towardBeam: true };
  }
  for (let k = bead; k < rod.earth; k++) moved.push(k as BeadId);
  return { rod: { heaven: rod.heaven, earth: bead }, moved, towardBeam: false };
}
