import VideocamIcon from '@mui/icons-material/Videocam';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState } from 'react';
import { Loading } from '@/components/loading';
import type { FeedbackUppy } from '@/features/feedback-videos/uppy-setup';

// Uppy, its styles and the dashboard load only when someone opens the dialog.
const UppyWidget = lazy(() => import('@/features/feedback-videos/components/uppy-widget'));

interface Upload {
  uppy: FeedbackUppy;
}

/** 'Send feedback video': a dialog with the upload widget (SPEC 2.6); the uploaded video plays back in it. */
export function FeedbackVideoButton() {
  const [upload, setUpload] = useState<Upload | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  const open = async () => {
    setOpening(true);
    setUploadedUrl(null);
    setFailure(null);
    try {
      const { createFeedbackUppy } = await import('@/features/feedback-videos/uppy-setup');
      const uppy = createFeedbackUppy({
        onUploaded: (url) => {
          setFailure(null);
          setUploadedUrl(url);
        },
        onFailed: setFailure,
      });
      setUpload({ uppy });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setOpening(false);
    }
  };

  const close = () => {
    upload?.uppy.destroy();
    setUpload(null);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<VideocamIcon />} onClick={() => void open()} disabled={opening}>
        Send feedback video
      </Button>
      {!upload && failure && <Alert severity="error">{failure}</Alert>}
      <Dialog open={upload !== null} onClose={close} maxWidth={false} aria-labelledby="feedback-video-title">
        <DialogTitle id="feedback-video-title">Send a feedback video</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography color="textSecondary">Record yourself working the soroban, or choose a video. Your teacher can watch it.</Typography>
            {upload && (
              <Suspense fallback={<Loading />}>
                <UppyWidget uppy={upload.uppy} />
              </Suspense>
            )}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {uploadedUrl && (
              <Stack spacing={1} component="section" aria-label="Uploaded video">
                <Typography>Uploaded. Here is your video:</Typography>
                <video src={uploadedUrl} controls preload="metadata" aria-label="Your feedback video" style={{ maxWidth: '100%', maxHeight: 320 }} />
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
