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
        {/* Lazy: below 1200 px the ad is hidden, and an eager image was still fetched, parsed and laid
            out as its own SVG document (its text looking up system fonts: 7-90 ms of a phone's first
            screen). A lazy image is fetched only once it would show. */}
        <img src={src} alt="" width={160} height={600} loading="lazy" />
      </a>
    </div>
  );
}
