import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, type RestJson, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { paddedPhoto } from '../support/upload-pressure';
import { UPLOAD_DIR_PREFIX } from '@kadr/server/rest/photo-multipart';

const MAX_PHOTO_MB = 2;
const MB = 1024 * 1024;

/**
 * A multipart body the test writes part by part, and may stop writing (without ending it): a server that waits for
 * the whole body before any check never answers such a request.
 */
function streamingUpload(boundary = 'kadrTestBoundary') {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let written = 0;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const push = (bytes: Uint8Array | string) => {
    const chunk = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
    written += chunk.byteLength;
    controller.enqueue(chunk);
  };
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    written: () => written,
    /** The part's headers and `bytes` (all of the file, or its beginning if `partial`). */
    file(name: string, bytes: Uint8Array, partial = false) {
      push(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`);
      // In 256 KiB pieces, as a network delivers them.
      for (let i = 0; i < bytes.byteLength; i += 256 * 1024) push(bytes.subarray(i, i + 256 * 1024));
      if (!partial) push('\r\n');
    },
    /** The rest of a file begun with `partial`, and the end of its part. */
    rest(bytes: Uint8Array) {
      for (let i = 0; i < bytes.byteLength; i += 256 * 1024) push(bytes.subarray(i, i + 256 * 1024));
      push('\r\n');
    },
    end() {
      push(`--${boundary}--\r\n`);
      controller.close();
    },
  };
}

/** Resolves with the answer, or with 'no answer' after `ms`. */
const answerWithin = async (pending: Response | Promise<Response>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), ms)));
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
};

// Issue #10, item 2: uploads were buffered whole (and decoded) before any check.
describe('photo uploads are checked while they are read', () => {
  let t: TestApp;
  let token: string;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', MAX_PHOTO_MB: String(MAX_PHOTO_MB) });
    const reg = await call(t.app, 'POST', '/api/auth/register', { email: 'limits@example.com', password: 'secret1', fullName: 'Limits' });
    token = reg.body.data.token as string;
    photo = await paddedPhoto(MB - 1234);
  }, 60_000);
  afterAll(() => t?.close());

  const newModel = async () => (await call(t.app, 'POST', '/api/ai/models', { name: 'Limits' }, bearer(token))).body.data.modelId as string;
  const send = (modelId: string, upload: ReturnType<typeof streamingUpload>) =>
    t.app.fetch(
      new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': upload.contentType },
        body: upload.body,
        duplex: 'half',
      } as RequestInit),
    );

  it("answers 'Too Many Files' at the 21st file's first bytes, without waiting for the rest of the body", async () => {
    const modelId = await newModel();
    const upload = streamingUpload();
    for (let i = 1; i <= 20; i++) upload.file(`photo-${i}.jpg`, photo);
    upload.file('photo-21.jpg', photo.subarray(0, 64 * 1024), true);
    // The body is never finished: only an answer given while reading can arrive.
    const res = await answerWithin(send(modelId, upload), 60_000);
    expect(res).not.toBe('no answer');
    const answer = res as Response;
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as RestJson).error).toEqual({ code: 'TOO_MANY_FILES', message: 'Too Many Files (at most 20 photos per model; 0 already added)' });
    expect(await t.services.prisma.uploadedPhoto.count({ where: { modelId } })).toBe(0);
  }, 90_000);

  it("answers 'File is too large' at the byte after MAX_PHOTO_MB, without waiting for the rest of the file", async () => {
    const modelId = await newModel();
    const upload = streamingUpload();
    upload.file('small.jpg', photo);
    const big = Buffer.concat([photo, Buffer.alloc(MAX_PHOTO_MB * MB)]);
    // One byte over the limit is sent, then nothing more: the rest of the file (and the body's end) never comes.
    upload.file('big.jpg', big.subarray(0, MAX_PHOTO_MB * MB + 1), true);
    const res = await answerWithin(send(modelId, upload), 60_000);
    expect(res).not.toBe('no answer');
    const answer = res as Response;
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as RestJson).error).toEqual({ code: 'FILE_TOO_LARGE', message: 'File is too large (big.jpg: at most 2 MB)' });
    expect(await t.services.prisma.uploadedPhoto.count({ where: { modelId } })).toBe(0);
  }, 90_000);

  it('refuses a file from its first bytes when they are not an image, and never writes the rest of it anywhere', async () => {
    const modelId = await newModel();
    const uploadsBefore = new Set((await readdir(tmpdir())).filter((d) => d.startsWith(UPLOAD_DIR_PREFIX)));
    const upload = streamingUpload();
    upload.file('first.jpg', photo);
    // A ZIP archive named like a photo and sent as image/jpeg: its first bytes say what it is.
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(MB, 1)]);
    upload.file('holiday.jpg', zip.subarray(0, MB / 2), true);
    const answer = send(modelId, upload);

    // While the ZIP streams: the valid photo is on disk in the upload's own temporary folder, the ZIP is not.
    const folder = await waitFor(
      async () => {
        for (const name of await readdir(tmpdir())) {
          if (!name.startsWith(UPLOAD_DIR_PREFIX) || uploadsBefore.has(name)) continue;
          const files = await readdir(join(tmpdir(), name)).catch(() => []);
          const sizes = await Promise.all(files.map((f) => stat(join(tmpdir(), name, f)).then((s) => s.size, () => -1)));
          if (sizes.includes(photo.length)) return { name, files };
        }
        return null;
      },
      { timeoutMs: 60_000, what: "the upload's temporary folder with the valid photo in it" },
    );
    expect(folder.files).toEqual(['1']);
    upload.rest(zip.subarray(MB / 2));
    upload.end();

    const res = await answer;
    expect(res.status).toBe(201);
    const body = (await res.json()) as RestJson;
    expect(body.data.failures).toEqual([{ name: 'holiday.jpg', code: 'INVALID_FILE_FORMAT', message: 'Invalid file format (JPG, PNG, WEBP or HEIC)' }]);
    expect(body.data.addedIds).toHaveLength(1);
    // The temporary folder goes with the answer.
    expect((await readdir(tmpdir())).includes(folder.name)).toBe(false);
  }, 120_000);

  it('refuses a body declared larger than 20 files of MAX_PHOTO_MB before reading any of it', async () => {
    const modelId = await newModel();
    const upload = streamingUpload();
    const res = await answerWithin(
      t.app.fetch(
        new Request(`http://kadr.test/api/ai/models/${modelId}/photos`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': upload.contentType, 'content-length': String((MAX_PHOTO_MB * 20 + 2) * MB) },
          body: upload.body,
          duplex: 'half',
        } as RequestInit),
      ),
      30_000,
    );
    expect(res).not.toBe('no answer');
    expect((res as Response).status).toBe(413);
    expect(upload.written()).toBe(0);
  }, 60_000);
});
