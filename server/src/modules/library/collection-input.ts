import { z } from 'zod';

export const MAX_COLLECTION_NAME = 80;
export const MAX_COLLECTION_DESCRIPTION = 500;

export const collectionName = z
  .string({ error: 'Collection name is required' })
  .trim()
  .min(1, 'Collection name is required')
  .max(MAX_COLLECTION_NAME, `Collection name must be at most ${MAX_COLLECTION_NAME} characters`);

/** Optional; empty (or null) means none. */
export const collectionDescription = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(MAX_COLLECTION_DESCRIPTION, `Description must be at most ${MAX_COLLECTION_DESCRIPTION} characters`)
  .nullish()
  .transform((value) => (value === '' ? null : value));
