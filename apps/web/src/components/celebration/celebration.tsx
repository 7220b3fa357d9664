import type { CSSProperties, ReactNode } from 'react';
import styles from '@/components/celebration/celebration.module.css';

const COLOURS = ['#ffca28', '#2e7d32', '#1565c0', '#6a1b9a', '#e65100', '#ec407a'];

/**
 * Where each piece flies: spread evenly round a circle with a fixed wobble, so the burst looks the
 * same every time (and in every screenshot) without a random number.
 */
function pieces(count: number, reach: number) {
  return Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * 2 * Math.PI + (i % 3) * 0.35;
    const distance = reach * (0.55 + ((i * 37) % 45) / 100);
    return {
      x: Math.round(Math.cos(angle) * distance * 1.6),
      y: Math.round(Math.sin(angle) * distance),
      turn: (i * 67) % 360,
      delay: (i % 5) * 0.04,
      colour: COLOURS[i % COLOURS.length]!,
      fromX: `${45 + ((i * 13) % 10)}%`,
    };
  });
}

function Star() {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true">
      <path fill="currentColor" d="M12 2l2.9 6.3 6.9.8-5.1 4.7 1.4 6.8L12 17.2l-6.1 3.4 1.4-6.8L2.2 9.1l6.9-.8z" />
    </svg>
  );
}

const SIZES = {
  pass: { pieces: 12, reach: 90, label: 'Stars: you passed' },
  perfect: { pieces: 36, reach: 140, label: 'Confetti: a perfect sheet' },
  unit: { pieces: 48, reach: 170, label: 'Stars and confetti: a unit finished' },
} as const;

/**
 * A celebration around its heading: stars for a pass, a bigger burst of confetti and stars for a
 * perfect sheet, the biggest for a finished guided unit. Named for screen readers in one short
 * phrase; still under reduced motion.
 */
export function Celebration({ size, children }: { size: keyof typeof SIZES; children: ReactNode }) {
  const big = size !== 'pass';
  const { pieces: count, reach, label } = SIZES[size];
  return (
    <div className={styles.stage}>
      <div className={styles.burst} role="img" aria-label={label} data-celebration={size}>
        {pieces(count, reach).map((p, i) => {
          const confetti = big && i % 2 === 1;
          const style = {
            '--x': `${p.x}px`,
            '--y': `${p.y}px`,
            '--turn': `${p.turn}deg`,
            '--delay': `${p.delay}s`,
            '--colour': p.colour,
            '--from-x': p.fromX,
            '--size': big ? '18px' : '22px',
          } as CSSProperties;
          return (
            <span key={i} className={confetti ? `${styles.piece} ${styles.confetti}` : styles.piece} style={style}>
              {!confetti && <Star />}
            </span>
          );
        })}
      </div>
      {children}
    </div>
  );
}
