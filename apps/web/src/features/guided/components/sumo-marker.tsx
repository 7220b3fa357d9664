import { useLayoutEffect, useRef } from 'react';
import styles from '@/features/guided/components/sumo-marker.module.css';

/** The sumo fighter that marks the current working activity (SPEC 2.4). */
export function SumoMarker({ size = 40, label = 'You are here' }: { size?: number; label?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={label}>
      <circle cx="20" cy="9" r="6" fill="#f5cba7" stroke="#6d4c41" />
      <path d="M14 6 q6 -6 12 0" fill="#3e2723" />
      <ellipse cx="20" cy="25" rx="13" ry="10" fill="#f5cba7" stroke="#6d4c41" />
      <rect x="8" y="27" width="24" height="6" rx="2" fill="#c62828" />
      <rect x="10" y="33" width="6" height="6" rx="2" fill="#f5cba7" stroke="#6d4c41" />
      <rect x="24" y="33" width="6" height="6" rx="2" fill="#f5cba7" stroke="#6d4c41" />
    </svg>
  );
}

const centre = (element: Element) => {
  const r = element.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

/**
 * The marker above the working activity. When it has just moved on from `walkFrom` (an activity
 * completed), it walks there from its old place: a short hop-step path over about a second. No
 * motion when reduced motion is asked for, or when the old place is not on screen (another unit).
 */
export function WalkingSumo({ walkFrom, onWalked }: { walkFrom: string | null; onWalked: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const marker = ref.current;
    if (!walkFrom || !marker) return;
    onWalked();
    const start = document.querySelector(`[data-activity-id="${CSS.escape(walkFrom)}"]`);
    const here = marker.parentElement?.querySelector('[data-activity-id]');
    if (!start || !here || typeof marker.animate !== 'function' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const from = centre(start);
    const to = centre(here);
    const dx = from.x - to.x;
    const dy = from.y - to.y;
    if (Math.hypot(dx, dy) < 1) return;
    const at = (f: number, hop: number) => ({ transform: `translate(${dx * (1 - f)}px, ${dy * (1 - f) - hop}px)`, offset: f });
    marker.animate([at(0, 0), at(0.25, 10), at(0.5, 0), at(0.75, 10), at(1, 0)], { duration: 1000, delay: 250, easing: 'ease-in-out', fill: 'backwards' });
  }, [walkFrom, onWalked]);
  return (
    <div ref={ref} data-testid="sumo" className={styles.walking}>
      <SumoMarker />
    </div>
  );
}
