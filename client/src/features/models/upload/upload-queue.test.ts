import { describe, expect, it } from 'vitest';
import { fitInside, jpegSize } from './shrink-photo-protocol';
import { inFlight, uploadQueue, type PendingUpload } from './upload-queue';

const item = (key: string, state: PendingUpload['state'] = 'preparing'): PendingUpload => ({ key, file: { name: `${key}.jpg` } as File, previewUrl: null, progress: 0, state });

describe('the upload queue', () => {
  it('takes a photo from preparing through waiting, uploading and checking', () => {
    let items = uploadQueue([], { type: 'add', items: [item('a'), item('b')] });
    items = uploadQueue(items, { type: 'prepared', key: 'a', previewUrl: 'blob:a' });
    expect(items.map((i) => [i.key, i.state, i.previewUrl])).toEqual([['a', 'waiting', 'blob:a'], ['b', 'preparing', null]]);
    items = uploadQueue(items, { type: 'start', key: 'a' });
    items = uploadQueue(items, { type: 'progress', key: 'a', fraction: 0.4 });
    expect(items[0]).toMatchObject({ state: 'uploading', progress: 0.4 });
    items = uploadQueue(items, { type: 'progress', key: 'a', fraction: 1 });
    expect(items[0]!.state).toBe('checking');
    expect(inFlight(items)).toBe(2);
  });

  it('offers a retry for a photo that did not get through or found the model full, not for its own verdict', () => {
    let items = uploadQueue([], { type: 'add', items: [item('a', 'uploading'), item('b', 'uploading'), item('c', 'uploading')] });
    items = uploadQueue(items, { type: 'failed', key: 'a', error: 'UPLOAD_FAILED' });
    items = uploadQueue(items, { type: 'failed', key: 'b', error: 'INVALID_FILE_FORMAT' });
    items = uploadQueue(items, { type: 'failed', key: 'c', error: 'TOO_MANY_FILES' });
    expect(items.map((i) => [i.key, i.state, i.retryable])).toEqual([['a', 'failed', true], ['b', 'failed', false], ['c', 'failed', true]]);
    expect(inFlight(items)).toBe(0);
    items = uploadQueue(items, { type: 'retry', key: 'a' });
    expect(items[0]).toMatchObject({ state: 'waiting', progress: 0, error: undefined, retryable: undefined });
    expect(items.slice(1).map((i) => i.state)).toEqual(['failed', 'failed']);
  });
});

describe('the size a photo is shrunk to', () => {
  it('fits the long side, keeps the aspect ratio and never enlarges', () => {
    expect(fitInside(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitInside(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitInside(6000, 4000, 2048)).toEqual({ width: 2048, height: 1365 });
    expect(fitInside(1200, 900, 2048)).toEqual({ width: 1200, height: 900 });
    expect(fitInside(10_000, 3, 2048)).toEqual({ width: 2048, height: 1 });
  });
});

describe('the size in a JPEG header', () => {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const frame = (marker: number, width: number, height: number) => segment(marker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const jpeg = (...parts: number[][]) => new Uint8Array([0xff, 0xd8, ...parts.flat(), 0xff, 0xda, 0, 2, 0xff, 0xd9]);
  const exif = segment(0xe1, [...'Exif'].map((c) => c.charCodeAt(0)).concat(new Array(300).fill(7)));
  const huffman = segment(0xc4, new Array(20).fill(1));

  it('reads width and height from the frame header, past EXIF, tables and fill bytes, baseline or progressive', () => {
    expect(jpegSize(jpeg(exif, huffman, frame(0xc0, 4032, 3024)))).toEqual({ width: 4032, height: 3024 });
    expect(jpegSize(jpeg(exif, [0xff], frame(0xc2, 3024, 4032)))).toEqual({ width: 3024, height: 4032 });
  });

  it('answers null for what it cannot read: not a JPEG, no frame header before the scan, a cut-off file', () => {
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(jpegSize(jpeg(exif, huffman))).toBeNull();
    expect(jpegSize(jpeg(exif, frame(0xc0, 4032, 3024)).subarray(0, 200))).toBeNull();
    expect(jpegSize(jpeg(frame(0xc0, 0, 3024)))).toBeNull();
  });
});
