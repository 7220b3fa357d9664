import Uppy from '@uppy/core';
import Webcam from '@uppy/webcam';
import XHRUpload from '@uppy/xhr-upload';
import { FEEDBACK_VIDEO_MAX_BYTES, UPLOAD_PATH } from '@soroban/contracts';
import { siteBaseURL } from '@/lib/config';
import { UPLOAD_LIMITS, UPPY_STRINGS } from '@/features/feedback-videos/upload-options';

export type UploadAnswerBody = { url?: string; message?: string };
export type FeedbackUppy = Uppy<Record<string, never>, UploadAnswerBody>;

interface Handlers {
  /** The server's playback address of the stored video. */
  onUploaded: (url: string) => void;
  /** A message a person can act on: the server's own when it gave one. */
  onFailed: (message: string) => void;
}

/** The message of the server's envelope on a failed upload (Uppy hands over the request, not its body). */
function serverMessage(error: Error): string | undefined {
  const request = (error as Error & { request?: XMLHttpRequest }).request;
  try {
    const message = (JSON.parse(request?.responseText ?? '') as UploadAnswerBody).message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined; // not an envelope (a proxy's page, an empty answer)
  }
}

/**
 * One Uppy per open dialog (SPEC 2.6, 5, 9): webcam recording with audio (mp4 when the browser can),
 * one video of at most 45,000,000 bytes, sent to uppy_uploader.php with the session cookie. Made in
 * the click that opens the dialog and destroyed when it closes, so no effect owns its lifetime.
 */
export function createFeedbackUppy({ onUploaded, onFailed }: Handlers): FeedbackUppy {
  const uppy: FeedbackUppy = new Uppy<Record<string, never>, UploadAnswerBody>({
    id: 'feedback-video',
    autoProceed: false,
    restrictions: { maxFileSize: FEEDBACK_VIDEO_MAX_BYTES, maxNumberOfFiles: 1, allowedFileTypes: ['video/*'] },
    locale: { strings: UPPY_STRINGS, pluralize: (count) => (count === 1 ? 0 : 1) },
    infoTimeout: 5000,
  })
    .use(Webcam, { modes: ['video-audio'], preferredVideoMimeType: 'video/mp4', showRecordingLength: true, showVideoSourceDropdown: true })
    .use(XHRUpload, {
      endpoint: new URL(UPLOAD_PATH, siteBaseURL()).toString(),
      fieldName: UPLOAD_LIMITS.fieldName,
      bundle: false,
      formData: true,
      withCredentials: true,
      timeout: UPLOAD_LIMITS.timeoutMs,
      limit: UPLOAD_LIMITS.concurrent,
      // Only a dropped connection or a server fault is worth another try: a 4xx (not a video, too
      // large, signed out) answers the same every time, and its message is what the person needs.
      shouldRetry: (xhr) => xhr.status === 0 || xhr.status >= 500,
    });
  uppy.on('upload-success', (_file, response) => {
    const url = response.body?.url;
    if (url) onUploaded(new URL(url, siteBaseURL()).toString());
  });
  uppy.on('upload-error', (_file, error, response) => {
    onFailed((response?.body as UploadAnswerBody | undefined)?.message ?? serverMessage(error) ?? error.message);
  });
  return uppy;
}
