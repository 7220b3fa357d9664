import { PAGE_FRAME, PAGE_FRAME_WORDS } from '@soroban/contracts';
import '@/components/page-frame.css';

/** What a lazily loaded screen shows meanwhile (SPEC 2.1), as the server's page does before the code has run (PAGE_FRAME). */
export function Loading() {
  return (
    <div role="status" className={PAGE_FRAME.status}>
      {PAGE_FRAME_WORDS.loading}
    </div>
  );
}
