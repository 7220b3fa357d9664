import { type BeadId, type Rod, type Soroban, readNumber, rodForDigit, rodValue, tapSorobanBead } from '@soroban/core';
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import styles from '@/components/soroban/soroban.module.css';

/**
 * Geometry in CSS px, worked out from the width there is: the rods share it (ROD_GAP_MIN to
 * ROD_GAP_MAX each) and a bead is at least 24 px high and as wide as its rod (WCAG 2.2 target
 * size), so 13 rods fit a 390 px phone. Where even the narrowest rods do not fit (27 rods held
 * upright), they scroll sideways inside the soroban with a visible bar and a hint, and the page
 * itself stays put.
 */
const ROD_GAP_MIN = 24;
const ROD_GAP_MAX = 72;
/** Before the width is known (and in tests): the drawing's classic proportions. */
const ROD_GAP_DEFAULT = 44;
const SIDE = 8;
const TOP = 8;
const BEAM_H = 8;
const BEAD_H_MIN = 24;
const BEAD_H_MAX = 40;
const EARTH_BEADS: readonly BeadId[] = [0, 1, 2, 3];
const PLACE_NAMES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands', 'millions'];

interface Geometry {
  gap: number;
  beadW: number;
  beadH: number;
  beamY: number;
  earthTop: number;
  height: number;
}

/** The rod spacing and bead size for `count` rods in `width` px (0: not measured yet). */
export function sorobanGeometry(count: number, width: number): Geometry {
  const fitted = width > 0 ? Math.floor((width - 2 * SIDE) / count) : ROD_GAP_DEFAULT;
  const gap = Math.max(ROD_GAP_MIN, Math.min(ROD_GAP_MAX, fitted));
  const beadH = Math.max(BEAD_H_MIN, Math.min(BEAD_H_MAX, Math.round(gap * 0.55)));
  const beamY = TOP + beadH * 2 + 8;
  const earthTop = beamY + BEAM_H;
  return { gap, beadW: Math.max(20, gap - 6), beadH, beamY, earthTop, height: earthTop + beadH * 5 + 8 };
}

interface Props {
  rods: Soroban;
  onChange: (rods: Soroban) => void;
  /** Rod index of the ones place: unit dots mark it and every third rod from it. */
  unitRod?: number;
  /** Only shown (a lesson's picture): no bead moves, no keyboard stops, drawn to fit. */
  readOnly?: boolean;
  /** In a picture, the rod the words are about (the right move's bead move), drawn on a marked band. */
  markedRod?: number;
}

const beadY = (g: Geometry, rod: Rod, bead: BeadId) => {
  if (bead === 'heaven') return rod.heaven ? g.beamY - g.beadH : TOP;
  // Earth bead k sits k beads below the beam when it counts, one bead further down when it does not.
  return g.earthTop + (bead + (bead < rod.earth ? 0 : 1)) * g.beadH;
};

const placeName = (index: number, unitRod: number) => {
  const place = index - unitRod;
  return place >= 0 ? (PLACE_NAMES[place] ?? `10^${place}`) : `decimal place ${-place}`;
};

/**
 * A soroban of any rod count: tap a bead to move it and the beads it pushes (the direction follows
 * from where it is, so no drag is needed), or drag it toward or away from the beam. Each rod is a
 * spin button for keyboards and screen readers: arrows step its digit, 0–9 set it, ←/→ move between
 * rods. The soroban is one Tab stop (the rod last used, first the ones rod), not one per rod.
 */
export function DigitalSoroban({ rods, onChange, unitRod = 0, readOnly = false, markedRod }: Props) {
  const press = useRef<{ y: number } | null>(null);
  const rodRefs = useRef<Array<SVGGElement | null>>([]);
  const scroller = useRef<HTMLDivElement>(null);
  const count = rods.length;
  const [tabRod, setTabRod] = useState(unitRod);
  const [available, setAvailable] = useState(0);
  // A picture scales to fit whatever its box is; the working soroban is drawn 1:1 in the width it has.
  const g = sorobanGeometry(count, readOnly ? 0 : available);
  const width = count * g.gap + 2 * SIDE;
  const overflows = available > 0 && width > available;
  const x = (index: number) => SIDE + (count - 1 - index) * g.gap + g.gap / 2;
  const tabStop = Math.min(tabRod, count - 1);
  /** A rod's whole column, `inset` px in from its neighbours: the focus ring's and the marked rod's shape. */
  const rodBand = (index: number, inset: number) => ({
    x: x(index) - g.gap / 2 + inset,
    y: TOP - 2,
    width: g.gap - 2 * inset,
    height: g.height - 2 * TOP + 4,
    rx: 5,
  });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth);
    measure();
    // jsdom has no ResizeObserver: there the drawing keeps its default proportions.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Small numbers live on the right-hand rods: where the rods scroll, show those first.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [count, overflows]);

  const tap = (rodIndex: number, bead: BeadId) => onChange(tapSorobanBead(rods, rodIndex, bead).rods);

  const setDigit = (rodIndex: number, digit: number) => {
    const next = rods.slice();
    next[rodIndex] = rodForDigit(digit);
    onChange(next);
  };

  const onBeadPointerUp = (event: PointerEvent, rodIndex: number, bead: BeadId, rod: Rod) => {
    const start = press.current;
    press.current = null;
    if (!start) return;
    const dy = event.clientY - start.y;
    if (Math.abs(dy) < 8) return tap(rodIndex, bead);
    // A drag moves the bead only if it goes the way the bead can go.
    const towardBeam = bead === 'heaven' ? dy > 0 : dy < 0;
    const active = bead === 'heaven' ? rod.heaven : bead < rod.earth;
    if (towardBeam !== active) tap(rodIndex, bead);
  };

  const onRodKey = (event: KeyboardEvent, rodIndex: number) => {
    const digit = rodValue(rods[rodIndex] ?? { heaven: false, earth: 0 });
    const focusRod = (index: number) => rodRefs.current[index]?.focus();
    if (/^[0-9]$/.test(event.key)) setDigit(rodIndex, Number(event.key));
    else if (event.key === 'ArrowUp') setDigit(rodIndex, Math.min(9, digit + 1));
    else if (event.key === 'ArrowDown') setDigit(rodIndex, Math.max(0, digit - 1));
    else if (event.key === 'ArrowLeft') focusRod(Math.min(count - 1, rodIndex + 1));
    else if (event.key === 'ArrowRight') focusRod(Math.max(0, rodIndex - 1));
    else if (event.key === 'Delete' || event.key === 'Backspace') setDigit(rodIndex, 0);
    else return;
    event.preventDefault();
  };

  const frame = (
    <>
      <rect x={1} y={1} width={width - 2} height={g.height - 2} rx={8} fill="#5d4037" />
      <rect x={SIDE - 2} y={TOP - 3} width={width - 2 * SIDE + 4} height={g.height - 2 * TOP + 6} rx={5} fill="#fdf6e3" />
      {rods.map((rod, index) => (
        <line key={`rod-${index}`} x1={x(index)} x2={x(index)} y1={TOP - 3} y2={g.height - TOP + 3} stroke="#8d6e63" strokeWidth={3} />
      ))}
      <rect x={SIDE - 2} y={g.beamY} width={width - 2 * SIDE + 4} height={BEAM_H} fill="#4e342e" />
      {rods.map((_, index) =>
        (index - unitRod) % 3 === 0 ? <circle key={`dot-${index}`} cx={x(index)} cy={g.beamY + BEAM_H / 2} r={2.6} fill="#fff" /> : null,
      )}
    </>
  );
  const { beadW, beadH } = g;
  const beadShape = (bead: BeadId) => (
    <path
      d={`M0 ${beadH / 2} L${beadW / 2 - beadW / 6} 1 L${beadW / 2 + beadW / 6} 1 L${beadW} ${beadH / 2} L${beadW / 2 + beadW / 6} ${beadH - 1} L${beadW / 2 - beadW / 6} ${beadH - 1} Z`}
      fill={bead === 'heaven' ? '#c62828' : '#37474f'}
      stroke="#1b1b1b"
      strokeWidth={1}
    />
  );
  const at = (index: number, rod: Rod, bead: BeadId) => ({ transform: `translate(${x(index) - beadW / 2}px, ${beadY(g, rod, bead)}px)` });

  if (readOnly) {
    return (
      <svg
        className={styles.picture}
        viewBox={`0 0 ${width} ${g.height}`}
        role="img"
        aria-label={`Soroban showing ${readNumber(rods).toLocaleString('en-US')}`}
        data-value={readNumber(rods)}
        data-marked-rod={markedRod}
      >
        {frame}
        {markedRod !== undefined && markedRod < count && <rect {...rodBand(markedRod, 2)} fill="#ffd54f" fillOpacity={0.55} stroke="#f9a825" strokeWidth={2} />}
        {rods.map((rod, index) =>
          (['heaven', ...EARTH_BEADS] as BeadId[]).map((bead) => (
            <g key={`${index}-${String(bead)}`} className={styles.bead} style={at(index, rod, bead)}>
              {beadShape(bead)}
            </g>
          )),
        )}
      </svg>
    );
  }

  const shownRods = overflows ? Math.floor((available - 2 * SIDE) / g.gap) : count;
  return (
    <div className={styles.soroban}>
      <div ref={scroller} className={`${styles.scroller} ${overflows ? styles.overflowing : ''}`} data-overflowing={overflows || undefined}>
        <svg
          className={styles.frame}
          width={width}
          height={g.height}
          viewBox={`0 0 ${width} ${g.height}`}
          role="group"
          aria-label={`Soroban with ${count} rods`}
          data-value={readNumber(rods)}
        >
          {frame}
          {rods.map((rod, index) => {
            const digit = rodValue(rod);
            return (
              <g
                key={`beads-${index}`}
                ref={(element) => {
                  rodRefs.current[index] = element;
                }}
                className={styles.rod}
                tabIndex={index === tabStop ? 0 : -1}
                onFocus={() => setTabRod(index)}
                role="spinbutton"
                aria-label={`Rod ${index + 1} from the right, ${placeName(index, unitRod)}`}
                aria-valuemin={0}
                aria-valuemax={9}
                aria-valuenow={digit}
                onKeyDown={(event) => onRodKey(event, index)}
              >
                <rect className={styles.focusRing} {...rodBand(index, 1)} fill="none" stroke="#1565c0" strokeWidth={3} />
                {(['heaven', ...EARTH_BEADS] as BeadId[]).map((bead) => (
                  <g
                    key={String(bead)}
                    className={styles.bead}
                    data-rod={index}
                    data-bead={bead}
                    style={at(index, rod, bead)}
                    onPointerDown={(event) => {
                      press.current = { y: event.clientY };
                      (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
                    }}
                    onPointerUp={(event) => onBeadPointerUp(event, index, bead, rod)}
                    // A swipe that scrolls the rods sideways is not a bead move.
                    onPointerCancel={() => (press.current = null)}
                  >
                    {/* The bead's whole slot (the rod's width) answers a tap, not just the painted diamond. */}
                    <rect x={-(g.gap - beadW) / 2} y={0} width={g.gap} height={beadH} fill="transparent" />
                    {beadShape(bead)}
                  </g>
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      {overflows && (
        <p className={styles.hint}>
          {shownRods} of {count} rods in view: swipe the rods sideways for the rest, or turn the phone.
        </p>
      )}
    </div>
  );
}
