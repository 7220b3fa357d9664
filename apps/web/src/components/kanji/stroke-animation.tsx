import type { ReferenceStrokeAnswer } from '@soroban/contracts';

const BOX = 109;
const SECONDS_PER_STROKE = 0.7;

// Each path has pathLength 1, so a dash of 1 offset by 1 hides it and offset 0 shows it whole.
const STYLE = `
@keyframes sq-stroke-draw { from { stroke-dashoffset: 1; } to { stroke-dashoffset: 0; } }
.sq-stroke { stroke-dasharray: 1; stroke-dashoffset: 1; animation: sq-stroke-draw ${SECONDS_PER_STROKE}s ease-in-out forwards; }
@media (prefers-reduced-motion: reduce) { .sq-stroke { animation: none; stroke-dashoffset: 0; } }
`;

/**
 * Stroke order as an animation: every stroke drawn in writing order. Remount it (change its key)
 * to replay. With `only`, just that stroke is animated (a hint while drawing).
 */
export function StrokeAnimation({
  strokes,
  label,
  only,
  colour = '#1b1b1b',
  size = 220,
}: {
  strokes: readonly ReferenceStrokeAnswer[];
  label: string;
  only?: number;
  colour?: string;
  size?: number | string;
}) {
  const shown = only === undefined ? strokes.map((s, i) => [s, i] as const) : strokes.flatMap((s, i) => (i === only ? [[s, i] as const] : []));
  return (
    <svg viewBox={`0 0 ${BOX} ${BOX}`} width={size} height={size} role="img" aria-label={label} style={{ display: 'block' }}>
      <style>{STYLE}</style>
      {shown.map(([stroke, i], order) => (
        <path
          key={i}
          className="sq-stroke"
          d={stroke.d}
          pathLength={1}
          fill="none"
          stroke={colour}
          strokeWidth={4}
          strokeLinecap="round"
          strokeLinejoin="round"
          style={{ animationDelay: `${order * SECONDS_PER_STROKE}s` }}
        />
      ))}
    </svg>
  );
}
