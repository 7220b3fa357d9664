import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { FEEDBACK_VIDEO_MAX_BYTES, FEEDBACK_VIDEO_PATH, UPLOAD_PATH, myVideosCall, uploadAnswer } from '@soroban/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CallContext, checkedAnswer, mountCall, OK, publicContext } from '../lib/call-route.ts';
import { myFeedbackVideos, prepareFeedbackVideoFolder, uploadFeedbackVideo, watchableFeedbackVideo } from '../services/feedback-videos.ts';
import { notMultipart } from '../services/video-file.ts';

/**
 * Feedback videos (SPEC 2.6, 5, 7): streamed to config.uploadsDir under a random name, checked to
 * be a video container and at most 45,000,000 bytes while they stream (nothing partial is kept),
 * and played back only to their owner and the owner's teachers. The upload (multipart) and the
 * playback (GET) are not JSON calls, so they are mounted by hand.
 */
export default async function feedbackVideoRoutes(app: FastifyInstance) {
  const dir = prepareFeedbackVideoFolder(app.config);
  // One extra byte lets the gate see the limit crossed; busboy stops reading the file after it.
  await app.register(multipart, { limits: { fileSize: FEEDBACK_VIDEO_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 4096, parts: 25, headerPairs: 50 } });
  // Range requests and conditional GETs for playback; nothing is served from the folder by path.
  await app.register(fastifyStatic, { root: dir, serve: false, index: false, dotfiles: 'deny', cacheControl: false, etag: true, lastModified: true });

  const signedIn = async (request: Parameters<typeof publicContext>[1]): Promise<CallContext> => ({
    ...publicContext(app, request),
    user: await request.requireUser(),
  });

  const upload = {
    // A video takes longer between bursts than a JSON call: the idle limit is longer for this request.
    onRequest: async (request: FastifyRequest) => {
      // Injected requests (tests) have a stand-in socket without timers.
      if ('setTimeout' in request.raw.socket) request.raw.socket.setTimeout(app.config.timeouts.uploadIdleTimeoutMs);
    },
  };
  app.post(UPLOAD_PATH, upload, async (request, reply) => {
    const ctx = await signedIn(request);
    if (!request.isMultipart()) throw notMultipart();
    const length = Number(request.headers['content-length']);
    const video = await uploadFeedbackVideo(ctx, request.parts(), Number.isSafeInteger(length) && length > 0 ? length : undefined);
    const answer = { httpResponse: OK, message: 'Video uploaded.', url: video.url, video };
    return reply.code(OK).send(checkedAnswer(app.config, { path: UPLOAD_PATH, answer: uploadAnswer }, answer));
  });

  app.get(FEEDBACK_VIDEO_PATH, async (request, reply) => {
    const video = await watchableFeedbackVideo(await signedIn(request), (request.query as { id?: unknown }).id);
    reply
      .header('content-type', video.mime)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache');
    return reply.sendFile(video.stored_name, dir);
  });

  mountCall(app, myVideosCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', videos: await myFeedbackVideos(ctx) }));
}
