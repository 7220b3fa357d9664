import type { PricePointAnswer } from '@soroban/contracts';
import { formatDay } from '@/lib/dates';

const W = 320;
const H = 140;
const PAD = 4;

/** A price history as an inline SVG line, with the lowest and highest price marked. */
export function PriceChart({ history, label }: { history: readonly PricePointAnswer[]; label: string }) {
  if (history.length < 2) return null;
  const prices = history.map((p) => p.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = Math.max(1, high - low);
  const x = (i: number) => PAD + (i / (history.length - 1)) * (W - 2 * PAD);
  const y = (price: number) => PAD + (1 - (price - low) / span) * (H - 2 * PAD);
  const line = history.map((p, i) => `${x(i).toFixed(1)},${y(p.price).toFixed(1)}`).join(' ');
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const rising = last.price >= first.price;
  const colour = rising ? '#2e7d32' : '#c62828';
  return (
    <figure style={{ margin: 0 }}>
      {/* The highest and lowest price as text in the page's size above the line, not inside the SVG,
          which stretches to the screen's width at a fixed height (at 1280 px its labels grew to
          twice their size and sat on the line). */}
      <figcaption style={{ display: 'flex', justifyContent: 'flex-end', gap: 12, fontSize: 12, color: '#555' }}>
        <span>high {high}</span>
        <span>low {low}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        height={H}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${label}: from ${first.price} to ${last.price} coins, lowest ${low}, highest ${high}`}
      >
        <polygon points={`${x(0)},${H - PAD} ${line} ${x(history.length - 1)},${H - PAD}`} fill={colour} opacity={0.08} />
        <polyline points={line} fill="none" stroke={colour} strokeWidth={1.8} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
      </svg>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: '#555' }}>
        <span>{formatDay(first.date)}</span>
        <span>{formatDay(last.date)}</span>
      </div>
    </figure>
  );
}
