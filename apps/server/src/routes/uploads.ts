import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ErrorCode, FEEDBACK_VIDEO_MAX_BYTES, FEEDBACK_VIDEO_PATH, UPLOAD_FILE_FIELDS, UPLOAD_PATH, myVideosCall, uploadAnswer } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiFailure, failures } from '../lib/api-failure.ts';
import { checkedAnswer, OK, mountLegacyCall } from '../lib/call-route.ts';
import { isTeacherOf } from '../repositories/classroom.ts';
import { findVideo, insertVideo, videoView, videosOf } from '../repositories/uploads.ts';

const tooLarge = () =>
  new ApiFailure(ErrorCode.payloadTooLarge, 'The video is larger than 45 MB (45,000,000 bytes). Record a shorter video and upload it again.');
const notAVideo = () => new ApiFailure(ErrorCode.unsupportedMediaType, 'That file is not a video. Upload an MP4, MOV, WebM or MKV video.');
const notMultipart = () => new ApiFailure(ErrorCode.unsupportedMediaType, 'Send the video as multipart/form-data in a field named files[] or file.');

interface Container {
  extension: string;
  mime: string;
}

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** Enough of the start of a file for the ftyp brand and the EBML DocType. */
const SNIFF_BYTES = 64;

/**
 * What the first bytes say the file is: an ISO media `ftyp` box (MP4, or QuickTime when the
 * major brand is 'qt  ') or an EBML header (WebM when its DocType says so, else Matroska).
 * The name and the type the browser claims are not trusted.
 */
export function sniffContainer(head: Buffer): Container | undefined {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && head.readUInt32BE(0) >= 8) {
    return head.toString('latin1', 8, 12) === 'qt  ' ? { extension: '.mov', mime: 'video/quicktime' } : { extension: '.mp4', mime: 'video/mp4' };
  }
  if (head.length >= 8 && head.subarray(0, 4).equals(EBML)) {
    return head.includes('webm', 4, 'latin1') ? { extension: '.webm', mime: 'video/webm' } : { extension: '.mkv', mime: 'video/x-matroska' };
  }
  return undefined;
}

/** Passes bytes through, refusing the stream once it is not a video or grows past the limit. */
class VideoGate extends Transform {
  bytes = 0;
  container: Container | undefined;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(tooLarge());
    if (this.container) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return done();
    this.decide(done);
  }

  override _flush(done: TransformCallback) {
    if (this.container) return done();
    this.decide(done);
  }

  private decide(done: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.container = sniffContainer(head);
    if (!this.container) return done(notAVideo());
    done(null, head);
  }
}

/** Multipart and busboy failures as envelopes a person can act on. */
function uploadFailure(error: unknown): unknown {
  if (error instanceof ApiFailure) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return notMultipart();
  if (code === 'FST_FILES_LIMIT') return failures.badInput('Upload one video at a time.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return failures.badInput('The upload has too many or unexpected form fields. Send just the video.');
  }
  if (error instanceof Error && /multipart|boundary|unexpected end|part|malformed/i.test(error.message)) {
    return failures.badInput('The upload is not complete multipart data (it may have been cut off). Try again.');
  }
  return error;
}

const cleanName = (name: string) => name.replace(/[\p{Cc}<>]/gu, '').slice(0, 200) || 'video';

/**
 * Feedback videos (SPEC 2.6, 5, 7): streamed to config.uploadsDir under a random name, checked to
 * be a video container and at most 45,000,000 bytes while they stream (nothing partial is kept),
 * and played back only to their owner and the owner's teachers.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  const dir = app.config.uploadsDir;
  const fromWebRoot = relative(app.config.webDistDir, dir);
  if (fromWebRoot === '' || (!fromWebRoot.startsWith('..') && !isAbsolute(fromWebRoot))) {
    throw new Error(`uploadsDir ${dir} is inside the served web root ${app.config.webDistDir}; choose a folder outside it (UPLOADS_DIR)`);
  }
  mkdirSync(dir, { recursive: true });

  // One extra byte lets the gate see the limit crossed; busboy stops reading the file after it.
  await app.register(multipart, { limits: { fileSize: FEEDBACK_VIDEO_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: 4096, parts: 25, headerPairs: 50 } });
  // Range requests and conditional GETs for playback; nothing is served from the folder by path.
  await app.register(fastifyStatic, { root: dir, serve: false, index: false, dotfiles: 'deny', cacheControl: false, etag: true, lastModified: true });

  const db = app.db.kysely;
  const accepted = new Set<string>(UPLOAD_FILE_FIELDS);

  async function store(part: MultipartFile, id: string) {
    const partial = join(dir, `${id}.part`);
    const gate = new VideoGate(FEEDBACK_VIDEO_MAX_BYTES);
    try {
      await pipeline(part.file, gate, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      if (part.file.truncated || !gate.container) throw part.file.truncated ? tooLarge() : notAVideo();
      const storedName = `${id}${gate.container.extension}`;
      await rename(partial, join(dir, storedName));
      return { storedName, size: gate.bytes, mime: gate.container.mime, originalName: cleanName(part.filename) };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  app.post(UPLOAD_PATH, async (request, reply) => {
    const user = await request.requireUser();
    if (!request.isMultipart()) throw notMultipart();
    const id = randomBytes(18).toString('base64url');
    let stored: Awaited<ReturnType<typeof store>> | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (stored || !accepted.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        stored = await store(part, id);
      }
      if (!stored) throw failures.badInput('There is no video in the upload: send it in a field named files[] or file.');
      const video = {
        id,
        owner_id: user.id,
        original_name: stored.originalName,
        stored_name: stored.storedName,
        size: stored.size,
        mime: stored.mime,
        created_at: app.clock().toISOString(),
      };
      await insertVideo(db, video);
      const view = videoView(video);
      return reply
        .code(OK)
        .send(
          checkedAnswer(app.config, { path: UPLOAD_PATH, answer: uploadAnswer }, { httpResponse: OK, message: 'Video uploaded.', url: view.url, video: view }),
        );
    } catch (error) {
      if (stored) await rm(join(dir, stored.storedName), { force: true });
      throw uploadFailure(error);
    }
  });

  app.get(FEEDBACK_VIDEO_PATH, async (request, reply) => {
    const user = await request.requireUser();
    const id = (request.query as { id?: unknown }).id;
    const video = typeof id === 'string' && /^[\w-]{10,64}$/.test(id) ? await findVideo(db, id) : undefined;
    // Someone else's video answers exactly like a missing one.
    if (!video || (video.owner_id !== user.id && !(await isTeacherOf(db, user.id, video.owner_id)))) {
      throw failures.notFound('There is no video with that id that you can watch.');
    }
    reply
      .header('content-type', video.mime)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache');
    return reply.sendFile(video.stored_name, dir);
  });

  mountLegacyCall(app, myVideosCall, async (request) => {
    const user = await request.requireUser();
    const videos = await videosOf(db, [user.id]);
    return { httpResponse: OK, message: 'OK', videos: videos.map(videoView) };
  });
}
