import { z } from 'zod';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Most images one request may delete, download, collect or reorder. */
export const MAX_IMAGES_PER_REQUEST = 100;

/** Most images one collection holds (every read of it loads and signs them all). */
export const MAX_COLLECTION_ITEMS = 500;
export const COLLECTION_FULL = `A collection holds at most ${MAX_COLLECTION_ITEMS} images`;

/** A list of image ids, 1..100 unless `min` says otherwise. Unknown ids are not a format error: they are not found. */
export const imageIdList = (min = 1) =>
  z
    .array(z.string({ error: 'Image ids must be strings' }), { error: 'Give the images as a list of image ids' })
    .min(min, 'Select at least one image')
    .max(MAX_IMAGES_PER_REQUEST, `Select at most ${MAX_IMAGES_PER_REQUEST} images at a time`);

/** Ids in their first order, each once. */
export const uniqueIds = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];
