import type { PracticeArea } from '@soroban/core';
import { AREA_COLOURS } from '@/lib/area-colours';

/** What a practice mode's icon shows in its middle. */
export type ModeGlyph = 'plus' | 'minus' | 'times' | 'divide' | 'abacus' | 'flash' | 'audible' | 'ten' | 'five';

/** The big white sign in the middle of the tile's 48-unit square. */
const GLYPHS: Record<ModeGlyph, React.ReactNode> = {
  plus: <path d="M24 14v20M14 24h20" />,
  minus: <path d="M14 24h20" />,
  times: <path d="M16.5 16.5l15 15M31.5 16.5l-15 15" />,
  divide: (
    <>
      <path d="M14 24h20" />
      <circle cx="24" cy="15.5" r="2.2" fill="#fff" stroke="none" />
      <circle cx="24" cy="32.5" r="2.2" fill="#fff" stroke="none" />
    </>
  ),
  abacus: (
    <>
      <rect x="10" y="12" width="28" height="24" rx="3" strokeWidth="3" />
      <path d="M10 20h28M17 12v24M24 12v24M31 12v24" strokeWidth="1.6" />
      <g fill="#fff" stroke="none">
        <ellipse cx="17" cy="17" rx="3.4" ry="2.2" />
        <ellipse cx="24" cy="23" rx="3.4" ry="2.2" />
        <ellipse cx="31" cy="17" rx="3.4" ry="2.2" />
        <ellipse cx="17" cy="27.5" rx="3.4" ry="2.2" />
        <ellipse cx="31" cy="32" rx="3.4" ry="2.2" />
      </g>
    </>
  ),
  flash: <path d="M27 10l-11 16h8l-3 12 11-16h-8z" fill="#fff" strokeWidth="1.5" strokeLinejoin="round" />,
  audible: (
    <>
      <path d="M12 20h5l7-6v20l-7-6h-5z" fill="#fff" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M28 19a7 7 0 0 1 0 10M31.5 15.5a12 12 0 0 1 0 17" strokeWidth="2.6" />
    </>
  ),
  ten: <Digits text="10" />,
  five: <Digits text="5" />,
};

function Digits({ text }: { text: string }) {
  return (
    <text x="24" y="31" textAnchor="middle" fontSize="20" fontWeight="800" fill="#fff" stroke="none" fontFamily="system-ui, sans-serif">
      {text}
    </text>
  );
}

/** The area's small mark in the bottom right corner, so a mode's icon also tells its area. */
const AREA_MARKS: Record<PracticeArea, React.ReactNode> = {
  soroban: <ellipse cx="39" cy="40" rx="4" ry="2.6" fill="#fff" stroke="none" opacity="0.75" />,
  mental: <path d="M35.5 42a2.8 2.8 0 0 1 .4-5.5 3.4 3.4 0 0 1 6.4.6 2.5 2.5 0 0 1 .2 4.9z" fill="#fff" stroke="none" opacity="0.75" />,
  facts: <path d="M35 36h3.5v3.5H35zM39.5 36H43v3.5h-3.5zM35 40.5h3.5V44H35zM39.5 40.5H43V44h-3.5z" fill="#fff" stroke="none" opacity="0.75" />,
  tools: (
    <g opacity="0.8" strokeWidth="1.4">
      <circle cx="39" cy="40" r="3.8" />
      <path d="M39 40v-2.2M39 34.6v1.6" />
    </g>
  ),
};

/**
 * A practice mode's icon (launchpad tiles): a square in its area's colour, the mode's sign in the
 * middle, a ring around it for a graded "Levels" mode, and the area's mark in the corner.
 */
export function ModeIcon({ area, glyph, ring = false, size = 44 }: { area: PracticeArea; glyph: ModeGlyph; ring?: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <rect width="48" height="48" rx="12" fill={AREA_COLOURS[area]} />
      <g fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round">
        {ring && <circle cx="24" cy="24" r="16" strokeWidth="2" opacity="0.6" />}
        {GLYPHS[glyph]}
        {AREA_MARKS[area]}
      </g>
    </svg>
  );
}
