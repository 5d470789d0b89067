import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Busboy, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import { tempFolderPrefix } from '@kadr/core/temp-folders/temp-folders';
import { detectImageFormat } from '@kadr/core/vision/image-format';
import { AppError, ValidationError } from '@kadr/core/errors/app-error';
import type { RefusedFile, StagedPhoto } from '../modules/models/add-model-photos';
import { UploadError } from '../modules/models/models.errors';

/** Leading bytes a file's real format is told from (an HEIC `ftyp` box lists its brands within them). */
export const SNIFF_BYTES = 256;
/** Text fields a photo request may carry (trainingType, modelId, name…) and their longest value. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 16 * 1024;
/**
 * Temporary folders of uploads being read start with this, in the OS temp folder; it names this process, so a
 * process starting later removes the folders of one that was killed mid-upload (core/src/temp-folders).
 */
export const UPLOAD_DIR_PREFIX = tempFolderPrefix('upload');

export interface PhotoUploadLimits {
  /** More files than this refuse the whole request (TOO_MANY_FILES) as soon as the next file's part begins. */
  maxFiles: number;
  /** The detail of that refusal, e.g. "at most 20 photos per model; 3 already added". */
  tooManyDetail: string;
  /** A file longer than this refuses the whole request (FILE_TOO_LARGE) as soon as its byte maxFileBytes+1 arrives. */
  maxFileBytes: number;
  /** The detail of that refusal, e.g. "at most 15 MB". */
  tooLargeDetail: string;
  /** The whole body, multipart framing included. */
  maxTotalBytes: number;
  /** Parent of the request's temporary folder (default: the OS temp folder). */
  tmpRoot?: string;
}

export interface ReceivedPhotos {
  /** Files whose leading bytes are a JPEG, PNG, WEBP or HEIC, each written whole to a temporary file. */
  files: StagedPhoto[];
  /** Files refused from their leading bytes: never written anywhere, their other bytes read and dropped. */
  refused: RefusedFile[];
  /** Number of file parts in the request (staged or refused). */
  fileCount: number;
  fields: Record<string, string>;
  /** Removes the temporary files. Always call it (in a finally), whatever happened after. */
  dispose(): Promise<void>;
}

/** `images` (repeated) or `images[]`. */
const isPhotoField = (name: string) => name === 'images' || name === 'images[]';

/**
 * Reads a multipart photo upload as it arrives, without holding it in memory: each file goes to its own temporary
 * file (in a folder of the request's own under the OS temp folder, removed by `dispose`, or at once if reading
 * fails). The limits are enforced while reading, so a request that breaks one is refused without reading the rest:
 * one file too many, one byte over the per-file or per-request size. A file whose leading bytes are not an
 * accepted image format gets its own INVALID_FILE_FORMAT failure and the rest of its bytes are read and dropped.
 * Memory stays at a few chunks per request whatever the upload's size.
 */
export async function receivePhotoUploads(request: Request, limits: PhotoUploadLimits): Promise<ReceivedPhotos> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) {
    throw new ValidationError('Send the photos as multipart/form-data in the field "images"');
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limits.maxTotalBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (!request.body) throw new UploadError('NO_FILES');

  const dir = await mkdtemp(join(limits.tmpRoot ?? tmpdir(), UPLOAD_DIR_PREFIX));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const received = await readParts(webChunks(request.body), contentType, dir, limits);
    return { ...received, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/** A body read one chunk at a time; `stop` leaves the rest unread (and the connection to the HTTP layer). */
interface ChunkSource {
  next(): Promise<Uint8Array | null>;
  stop(): void;
}

function webChunks(body: ReadableStream<Uint8Array>): ChunkSource {
  const reader = body.getReader();
  return {
    next: async () => {
      const { done, value } = await reader.read();
      return done ? null : value;
    },
    stop: () => reader.releaseLock(),
  };
}

async function readParts(source: ChunkSource, contentType: string, dir: string, limits: PhotoUploadLimits) {
  const files: StagedPhoto[] = [];
  const refused: RefusedFile[] = [];
  const fields: Record<string, string> = {};
  const writes: Promise<void>[] = [];
  /** Stops the files being written when the request fails (their parts may never end: nothing more is read). */
  const aborts = new Set<() => void>();
  let fileCount = 0;
  let failed: unknown;
  // Wakes the reading loop out of its current wait when something fails. One wait at a time, each with its own
  // promise: racing every read against one long-lived "failed" promise would keep every chunk read reachable.
  let wake: (() => void) | null = null;
  const fail = (err: unknown) => {
    failed ??= err;
    wake?.();
  };
  const untilFailed = <T>(pending: Promise<T>) =>
    new Promise<T | null>((resolve, reject) => {
      wake = () => resolve(null);
      pending.then(resolve, reject);
    }).finally(() => (wake = null));

  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      // One file over maxFileBytes is detected at its byte maxFileBytes + 1; `files` and `parts` are backstops.
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles + 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: limits.maxFiles + MAX_FIELDS + 1 },
    });
  } catch {
    throw new ValidationError('The upload could not be read (malformed multipart body)');
  }
  const malformed = () => new ValidationError('The upload could not be read (malformed multipart body)');
  const finished = new Promise<void>((resolve, reject) => {
    parser.once('finish', resolve);
    parser.once('error', (err) => reject(err instanceof AppError ? err : malformed()));
  });
  finished.catch(fail);

  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) fail(new ValidationError(`The field "${name}" is too long`));
    else fields[name] = value;
  });
  parser.on('fieldsLimit', () => fail(new ValidationError('Too many fields in the upload')));
  parser.on('partsLimit', () => fail(new UploadError('TOO_MANY_FILES', limits.tooManyDetail)));
  parser.on('filesLimit', () => fail(new UploadError('TOO_MANY_FILES', limits.tooManyDetail)));
  parser.on('file', (field, stream, filename) => {
    if (failed) return void stream.resume();
    if (!isPhotoField(field)) {
      stream.resume();
      return fail(new UploadError('INVALID_FILE_FORMAT', `unexpected file field "${field}" (use "images")`));
    }
    fileCount += 1;
    if (fileCount > limits.maxFiles) {
      stream.resume();
      return fail(new UploadError('TOO_MANY_FILES', limits.tooManyDetail));
    }
    const index = fileCount;
    const name = (filename || 'photo').slice(0, 200);
    const staging = stageFile(stream, join(dir, `${index}`), name, limits);
    aborts.add(staging.abort);
    writes.push(
      staging.done
        .then((outcome) => {
          if (outcome.kind === 'staged') files.push({ ...outcome.file, index });
          else refused.push(outcome.refused);
        }, fail)
        .finally(() => aborts.delete(staging.abort)),
    );
  });

  let total = 0;
  try {
    while (!failed) {
      const chunk = await untilFailed(source.next());
      if (!chunk) break;
      total += chunk.byteLength;
      if (total > limits.maxTotalBytes) fail(new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large'));
      // Backpressure: a file being written to disk pauses the parser, and the parser this loop.
      else if (!parser.write(chunk)) await untilFailed(new Promise((resolve) => parser.once('drain', resolve)));
    }
    if (!failed) {
      parser.end();
      await untilFailed(finished);
      await Promise.all(writes);
    }
  } catch (err) {
    fail(err instanceof AppError ? err : new ValidationError('The upload could not be read (the connection ended before the body)'));
  } finally {
    // A refused request is not read further: the HTTP layer drops or drains the rest, and nothing of it is kept.
    source.stop();
  }
  if (failed) {
    for (const abort of aborts) abort();
    parser.destroy();
    await Promise.allSettled(writes);
    throw failed;
  }
  files.sort((a, b) => a.index - b.index);
  return { files, refused, fields, fileCount };
}

type StageOutcome = { kind: 'staged'; file: Omit<StagedPhoto, 'index'> } | { kind: 'refused'; refused: RefusedFile };

/**
 * Sniffs a file part's leading bytes, then writes it to `path` (or drops it); fails when it is over the size limit.
 * `abort` ends it at once (closing its file), whatever it was waiting for.
 */
function stageFile(stream: BusboyFileStream, path: string, name: string, limits: PhotoUploadLimits): { done: Promise<StageOutcome>; abort: () => void } {
  let abort = () => {};
  const done = new Promise<StageOutcome>((resolve, reject) => {
    let head: Buffer[] = [];
    let headBytes = 0;
    let out: WriteStream | null = null;
    let size = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    // Whatever is left of the part is read and dropped.
    const drop = () => {
      stream.removeListener('data', onData);
      stream.resume();
    };
    const refuse = (detail: string) => {
      drop();
      settle(() => resolve({ kind: 'refused', refused: { name, error: new UploadError('INVALID_FILE_FORMAT', detail) } }));
    };
    const open = () => {
      const bytes = Buffer.concat(head);
      head = [];
      if (!detectImageFormat(bytes)) return refuse('JPG, PNG, WEBP or HEIC');
      out = createWriteStream(path);
      out.once('error', (err) => {
        drop();
        settle(() => reject(err));
      });
      out.write(bytes);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (!out) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= SNIFF_BYTES) open();
        return;
      }
      if (!out.write(chunk)) {
        stream.pause();
        out.once('drain', () => stream.resume());
      }
    };
    abort = () => {
      drop();
      out?.destroy();
      settle(() => reject(new Error('aborted')));
    };
    stream.on('data', onData);
    stream.once('limit', () => {
      drop();
      out?.destroy();
      settle(() => reject(new UploadError('FILE_TOO_LARGE', `${name}: ${limits.tooLargeDetail}`)));
    });
    stream.once('error', (err) => settle(() => reject(err)));
    stream.once('end', () => {
      if (settled) return;
      if (!out) {
        if (headBytes === 0) return refuse('the file is empty');
        open();
        if (settled) return;
      }
      out!.end(() => settle(() => resolve({ kind: 'staged', file: { name, path, size } })));
    });
  });
  return { done, abort: () => abort() };
}
