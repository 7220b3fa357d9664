import card from '@/components/plain-card.module.css';
import { PlainDialog } from '@/components/plain-dialog';
import { osName } from '@/lib/device';
import { VideoPlayer } from '@/features/guided/components/video-player';
import styles from '@/features/guided/components/welcome-dialog.module.css';

interface Locations {
  iphoneInstallVideoLocation: string;
  androidInstallVideoLocation: string;
  existingUserGuideVideoLocation: string;
  generalInstallVideoLocation: string;
}

/**
 * SPEC 4: the welcome video depends on the device: iPhone, Android, otherwise the guide or general
 * video. The server sends '' for a video that is not installed; a phone then gets the guide (the
 * install hint above it says in words what the video would show) rather than a failure notice.
 */
export function welcomeVideo(locations: Locations, userAgent = navigator.userAgent): string {
  const os = osName(userAgent);
  const device = os === 'iOS' ? locations.iphoneInstallVideoLocation : os === 'Android' ? locations.androidInstallVideoLocation : '';
  return device || locations.existingUserGuideVideoLocation || locations.generalInstallVideoLocation;
}

const INSTALL_HINTS: Record<string, string> = {
  iOS: 'To install Soroban Quiz on your iPhone: tap the Share button in Safari, then Add to Home Screen.',
  Android: 'To install Soroban Quiz on your phone: open the browser menu (⋮), then tap Install app or Add to Home screen.',
};

/**
 * The first visit's welcome (SPEC 4), drawn without the component library so that a new learner's
 * first screen does not wait for it (docs/decisions/0006). Only DONE closes it, as before: Escape
 * does not skip the welcome.
 */
export function WelcomeDialog({ locations, onDone }: { locations: Locations; onDone: () => void }) {
  const hint = INSTALL_HINTS[osName()] ?? 'Here is how the soroban works. When you are ready, start with unit 1.';
  return (
    <PlainDialog className={styles.dialog} labelledBy="welcome-title" focusSelf onCancel={() => undefined}>
      <h2 id="welcome-title" className={styles.title}>
        Welcome to Soroban Quiz!
      </h2>
      <div className={styles.content}>
        <p className={styles.hint}>{hint}</p>
        <VideoPlayer location={welcomeVideo(locations)} title="Welcome" />
      </div>
      <div className={styles.actions}>
        <button type="button" className={card.button} onClick={onDone}>
          DONE
        </button>
      </div>
    </PlainDialog>
  );
}
