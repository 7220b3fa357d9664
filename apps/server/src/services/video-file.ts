import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { ErrorCode } from '@soroban/contracts';
import { ApiFailure, failures } from '../lib/api-failure.ts';

export const tooLarge = () =>
  new ApiFailure(ErrorCode.payloadTooLarge, 'The video is larger than 45 MB (45,000,000 bytes). Record a shorter video and upload it again.');
const notAVideo = () => new ApiFailure(ErrorCode.unsupportedMediaType, 'That file is not a video. Upload an MP4, MOV, WebM or MKV video.');
export const notMultipart = () => new ApiFailure(ErrorCode.unsupportedMediaType, 'Send the video as multipart/form-data in a field named files[] or file.');

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
/** The client went away mid-upload (closed the tab, lost the network): Node aborts the request stream. */
export function isCancelledUpload(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' && message === 'aborted';
}

export function uploadFailure(error: unknown): unknown {
  if (error instanceof ApiFailure) return error;
  if (isCancelledUpload(error)) return failures.badInput('The upload was cancelled before it finished. Send the video again.');
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

export interface StoredVideoFile {
  storedName: string;
  size: number;
  mime: string;
  originalName: string;
}

/** Streams one part to `dir` as `<id>.<extension>`, checked while it streams; nothing partial is kept. */
export async function storeVideoFile(dir: string, part: MultipartFile, id: string, maxBytes: number): Promise<StoredVideoFile> {
  const partial = join(dir, `${id}.part`);
  const gate = new VideoGate(maxBytes);
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
