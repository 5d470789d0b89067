import sharp from 'sharp';
import type { BackgroundMode } from '@kadr/core/jobs/background-job';
import { getFaceEngine, type FaceEngine } from '@kadr/core/vision/human';
import { getSegmenter, SEGMENTATION_SIDE, type Segmenter } from '@kadr/core/vision/segmentation';
import { mainFace } from './headshot-engine';
import { backgroundEstimate, blur, fromBytes, hexToRgb, plane, toBytes, type Plane } from './image-ops';
import { keepSubject } from './person-mask';

/**
 * The background changer: any headshot JPEG, its person found by the segmentation model on the picture itself, and
 * behind them a solid colour or their own background blurred. Same size out as in.
 */

export interface BackgroundChangeRequest {
  image: Buffer;
  mode: BackgroundMode;
  segmenter?: Segmenter;
  faceEngine?: FaceEngine;
}

/** Blur sigma at strength 1, as a share of the image's longer side. */
const MAX_BLUR = 0.03;
const FEATHER = 1.2;

export async function changeBackground(req: BackgroundChangeRequest): Promise<Buffer> {
  const { data, info } = await sharp(req.image).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const image = fromBytes(data, width, height, 3);
  const mask = await findPerson(image, req.segmenter ?? (await getSegmenter()), req.faceEngine ?? (await getFaceEngine()));

  let background: Plane;
  if (req.mode.kind === 'solid') {
    const [r, g, b] = hexToRgb(req.mode.color);
    background = plane(width, height, 3);
    for (let i = 0; i < width * height; i++) background.data.set([r, g, b], i * 3);
  } else {
    const strength = Math.min(1, Math.max(0, req.mode.strength));
    // The person's own colours are kept out of the blur (they would halo around them).
    const behind = await backgroundEstimate(image, mask, 0.02 * Math.max(width, height));
    const fill = plane(width, height, 3);
    for (let i = 0; i < width * height; i++) {
      const a = mask.data[i]! / 255;
      for (let c = 0; c < 3; c++) fill.data[i * 3 + c] = image.data[i * 3 + c]! * (1 - a) + behind.data[i * 3 + c]! * a;
    }
    background = await blur(fill, Math.max(0.3, strength * MAX_BLUR * Math.max(width, height)));
  }
  const out = plane(width, height, 3);
  for (let i = 0; i < width * height; i++) {
    const a = mask.data[i]! / 255;
    for (let c = 0; c < 3; c++) out.data[i * 3 + c] = image.data[i * 3 + c]! * a + background.data[i * 3 + c]! * (1 - a);
  }
  return sharp(toBytes(out), { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

/**
 * The person mask at the image's size: the model sees the picture squeezed to its 256² input; of what it marks, the
 * region holding the main face is kept (when a face is found); the edge is tightened and feathered.
 */
export async function findPerson(image: Plane, segmenter: Segmenter, engine: FaceEngine): Promise<Plane> {
  const { width, height } = image;
  const bytes = toBytes(image);
  const small = await sharp(bytes, { raw: { width, height, channels: 3 } })
    .resize(SEGMENTATION_SIDE, SEGMENTATION_SIDE, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let alpha = await segmenter.segmentPerson({ data: small, width: SEGMENTATION_SIDE, height: SEGMENTATION_SIDE });
  const face = mainFace(await engine.detectFaces({ data: bytes, width, height }));
  if (face) {
    const [x, y, w, h] = face.box;
    const sx = SEGMENTATION_SIDE / width;
    const sy = SEGMENTATION_SIDE / height;
    alpha = keepSubject(alpha, SEGMENTATION_SIDE, [x * sx, y * sy, w * sx, h * sy]);
  }
  const full = await sharp(alpha, { raw: { width: SEGMENTATION_SIDE, height: SEGMENTATION_SIDE, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'mitchell' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const mask = fromBytes(full, width, height, 1);
  for (let i = 0; i < mask.data.length; i++) {
    const t = Math.min(1, Math.max(0, (mask.data[i]! / 255 - 0.12) / 0.76));
    mask.data[i] = 255 * t * t * (3 - 2 * t);
  }
  return blur(mask, FEATHER * Math.max(1, Math.max(width, height) / 1024));
}
