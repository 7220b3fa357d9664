import { type BeadId, type Rod, type Soroban, readNumber, rodForDigit, rodValue, tapSorobanBead } from '@soroban/core';
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import styles from '@/components/soroban/soroban.module.css';

/** Geometry in SVG units; the drawing scales to its container. */
const ROD_GAP = 44;
const BEAD_W = 38;
const BEAD_H = 24;
const TOP = 10;
const BEAM_Y = TOP + BEAD_H * 2 + 12;
const BEAM_H = 8;
const EARTH_TOP = BEAM_Y + BEAM_H;
const HEIGHT = EARTH_TOP + BEAD_H * 5 + 12;
const EARTH_BEADS: readonly BeadId[] = [0, 1, 2, 3];
/**
 * Never drawn smaller than this many CSS px per SVG unit: a bead's slot is then at least 24 px high
 * and 42 px wide (WCAG 2.2 target size). Where the rods do not fit (a phone held upright), they
 * scroll sideways inside the soroban and the page itself stays put.
 */
const MIN_SCALE = 1;
const PLACE_NAMES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands', 'millions'];

interface Props {
  rods: Soroban;
  onChange: (rods: Soroban) => void;
  /** Rod index of the ones place: unit dots mark it and every third rod from it. */
  unitRod?: number;
  /** Only shown (a lesson's picture): no bead moves, no keyboard stops, drawn to fit. */
  readOnly?: boolean;
}

const beadY = (rod: Rod, bead: BeadId) => {
  if (bead === 'heaven') return rod.heaven ? BEAM_Y - BEAD_H : TOP;
  // Earth bead k sits k beads below the beam when it counts, one bead further down when it does not.
  return EARTH_TOP + (bead + (bead < rod.earth ? 0 : 1)) * BEAD_H;
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
export function DigitalSoroban({ rods, onChange, unitRod = 0, readOnly = false }: Props) {
  const press = useRef<{ y: number } | null>(null);
  const rodRefs = useRef<Array<SVGGElement | null>>([]);
  const scroller = useRef<HTMLDivElement>(null);
  const count = rods.length;
  const [tabRod, setTabRod] = useState(unitRod);
  const width = count * ROD_GAP + 24;
  const x = (index: number) => 12 + (count - 1 - index) * ROD_GAP + ROD_GAP / 2;
  const tabStop = Math.min(tabRod, count - 1);

  // Small numbers live on the right-hand rods: where the rods scroll, show those first.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [count]);

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
      <rect x={1} y={1} width={width - 2} height={HEIGHT - 2} rx={10} fill="#5d4037" />
      <rect x={8} y={6} width={width - 16} height={HEIGHT - 12} rx={6} fill="#fdf6e3" />
      {rods.map((rod, index) => (
        <line key={`rod-${index}`} x1={x(index)} x2={x(index)} y1={6} y2={HEIGHT - 6} stroke="#8d6e63" strokeWidth={3} />
      ))}
      <rect x={8} y={BEAM_Y} width={width - 16} height={BEAM_H} fill="#4e342e" />
      {rods.map((_, index) =>
        (index - unitRod) % 3 === 0 ? <circle key={`dot-${index}`} cx={x(index)} cy={BEAM_Y + BEAM_H / 2} r={2.6} fill="#fff" /> : null,
      )}
    </>
  );
  const beadShape = (bead: BeadId) => (
    <path
      d={`M0 ${BEAD_H / 2} L${BEAD_W / 2 - 6} 1 L${BEAD_W / 2 + 6} 1 L${BEAD_W} ${BEAD_H / 2} L${BEAD_W / 2 + 6} ${BEAD_H - 1} L${BEAD_W / 2 - 6} ${BEAD_H - 1} Z`}
      fill={bead === 'heaven' ? '#c62828' : '#37474f'}
      stroke="#1b1b1b"
      strokeWidth={1}
    />
  );
  const at = (index: number, rod: Rod, bead: BeadId) => ({ transform: `translate(${x(index) - BEAD_W / 2}px, ${beadY(rod, bead)}px)` });

  if (readOnly) {
    return (
      <svg
        className={styles.picture}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={`Soroban showing ${readNumber(rods).toLocaleString('en-US')}`}
        data-value={readNumber(rods)}
      >
        {frame}
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

  return (
    <div ref={scroller} className={styles.scroller}>
      <svg
        className={styles.frame}
        style={{ minWidth: width * MIN_SCALE }}
        viewBox={`0 0 ${width} ${HEIGHT}`}
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
              <rect
                className={styles.focusRing}
                x={x(index) - ROD_GAP / 2 + 2}
                y={8}
                width={ROD_GAP - 4}
                height={HEIGHT - 16}
                rx={6}
                fill="none"
                stroke="#1565c0"
                strokeWidth={3}
              />
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
                  {/* The bead's whole slot answers a tap, not just the painted diamond. */}
                  <rect x={-(ROD_GAP - BEAD_W) / 2 + 1} y={0} width={ROD_GAP - 2} height={BEAD_H} fill="transparent" />
                  {beadShape(bead)}
                </g>
              ))}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
