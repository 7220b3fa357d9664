import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import '@uppy/webcam/css/style.min.css';
import Dashboard from '@uppy/react/dashboard';
import type { FeedbackUppy } from '@/features/feedback-videos/uppy-setup';
import { DASHBOARD_OPTIONS } from '@/features/feedback-videos/upload-options';

/** The inline Uppy dashboard (SPEC 2.6); kept in its own chunk with Uppy and its styles. */
export default function UppyWidget({ uppy }: { uppy: FeedbackUppy }) {
  return (
    <Dashboard
      uppy={uppy}
      {...DASHBOARD_OPTIONS}
      plugins={['Webcam']}
      proudlyDisplayPoweredByUppy={false}
      note="One video, up to 45 MB"
      // Fill the dialog on small screens; 750 × 550 where there is room.
      style={{ maxWidth: '100%' }}
    />
  );
}
