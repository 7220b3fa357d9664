import { sitePaths } from '@/lib/config';
import styles from '@/app/shell/shell.module.css';

/**
 * A margin ad for free accounts (SPEC 6): an image that links to the pricing page, in a new tab, so
 * following it never takes a learner out of a quiz in progress (or any other unsaved screen).
 */
export function MarginAd({ side, src }: { side: 'left' | 'right'; src: string }) {
  return (
    <div data-testid={`${side}-margin-ad`} className={styles.ad}>
      <a href={sitePaths.pricing} target="_blank" rel="noopener" aria-label="Go ad-free: see plans (opens in a new tab)">
        <img src={src} alt="" width={160} height={600} />
      </a>
    </div>
  );
}
