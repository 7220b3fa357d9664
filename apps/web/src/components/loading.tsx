import styles from '@/components/plain.module.css';

/** What a lazily loaded screen shows meanwhile (SPEC 2.1). */
export function Loading() {
  return (
    <div role="status" className={styles.status}>
      Please wait loading...
    </div>
  );
}
