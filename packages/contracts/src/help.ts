import { isLessonId } from '@soroban/core';
import { z } from 'zod/mini';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';

/** A help video plays from an external address or is one of the app's own animated lessons. */
export const helpVideo = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('external'), url: z.url({ protocol: /^https$/ }) }),
  z.object({
    kind: z.literal('lesson'),
    lessonId: z
      .string()
      .check(
        z.refine(
          (id) => id.startsWith('lesson:') && isLessonId(id.slice('lesson:'.length)),
          "lessonId must name one of the app's lessons, like lesson:direct-add",
        ),
      ),
  }),
]);

export const helpTopic = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  title: z.string().check(z.minLength(1), z.maxLength(80)),
  description: z.string().check(z.minLength(1), z.maxLength(400)),
  /** Topics that are best explained in words (installing, joining a classroom) have no video. */
  video: z.optional(helpVideo),
});
export type HelpTopic = z.infer<typeof helpTopic>;

/** The shape of content/help/videos.json. */
export const helpTopics = z.array(helpTopic).check(z.minLength(1));

/** SPEC 2.4: what the help screen says when a video cannot load. */
export const VIDEO_LOAD_FAILURE = [
  'We had some trouble loading the requested video on your device.',
  'Please check if your device is restricting YouTube videos and try again.',
] as const;

export const videoHelpCall = defineCall(apiPath('video_help_api'), clientBody, successEnvelope({ topics: helpTopics }));
