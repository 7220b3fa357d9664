import styles from '@/components/plain.module.css';
import { APP_BASE } from '@/lib/config';

/** The logo and the app's name above the sign-in and sign-out cards: plain elements, no component library. */
export function BrandMark() {
  return (
    <div className={styles.brand}>
      <img src={`${APP_BASE}/logo.svg`} alt="" width={56} height={56} />
      <span className={styles.brandName}>Soroban Quiz</span>
    </div>
  );
}
