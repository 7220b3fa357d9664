import { z } from 'zod/mini';
import { integer } from './fields.ts';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';

/** SPEC 5: the largest feedback video, in bytes; the server enforces it too. */
export const FEEDBACK_VIDEO_MAX_BYTES = 45_000_000;

/** SPEC 7: multipart form data, the file in `files[]` (bundled) or `file`. */
export const UPLOAD_PATH = '/rlm/includes/uppy/uppy_uploader.php';
export const UPLOAD_FILE_FIELDS = ['files[]', 'file'] as const;

/** GET with `?id=`: plays a feedback video back to its owner and the owner's teachers. */
export const FEEDBACK_VIDEO_PATH = apiPath('feedback_video');
export const feedbackVideoUrl = (videoId: string) => `${FEEDBACK_VIDEO_PATH}?id=${encodeURIComponent(videoId)}`;

export const feedbackVideo = z.object({
  videoId: z.string(),
  url: z.string(),
  originalName: z.string(),
  size: integer,
  mime: z.string(),
  createdAt: z.string(),
});
export type FeedbackVideo = z.infer<typeof feedbackVideo>;

/** What the upload answers (the widget reads `url`). */
export const uploadAnswer = successEnvelope({ url: z.string(), video: feedbackVideo });

export const myVideosCall = defineCall(apiPath('feedback_videos_api'), clientBody, successEnvelope({ videos: z.array(feedbackVideo) }));
