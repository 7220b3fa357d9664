import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { WelcomeDialog } from '@/features/guided/components/welcome-dialog-code';

const GUIDE_ONLY = {
  iphoneInstallVideoLocation: '',
  androidInstallVideoLocation: '',
  existingUserGuideVideoLocation: 'lesson:direct-add',
  generalInstallVideoLocation: '',
};

/** Renders a first visit's welcome from its lazily loaded code, under a fallback that reads "waiting". */
export function renderWelcome() {
  return render(
    <Suspense fallback={<p>waiting</p>}>
      <WelcomeDialog locations={GUIDE_ONLY} onDone={() => undefined} />
    </Suspense>,
  );
}
