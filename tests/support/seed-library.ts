// A library of many delivered images in seconds, for tests of the screens and lists at size (issue #32): the rows
// as the generation pipeline leaves them, written in one statement, and their files (image and thumbnail) put in the
// store the server reads, so every tile and download of the seeded library works as for a generated one.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { inject } from 'vitest';
import { imageKeys } from '@kadr/core/media/media-keys';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { databaseUrl } from './postgres';

/** A fresh database cloned from the run's migrated template (tests/support/global-setup.ts), for a spawned server. */
export async function cloneTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('pgServerUrl');
  const name = `${inject('pgPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface SeedLibraryOptions {
  databaseUrl: string;
  /** The store the server uses (createObjectStore over the server's own configuration). */
  store: ObjectStore;
  userId: string;
  count: number;
  /** Every n-th image (the first included) is a favorite, favorited in the order the images were made; 0: none. */
  favoriteEvery?: number;
  /** The newest image's time; the others are one second older each. */
  newest?: Date;
}

export interface SeededLibrary {
  /** The images' ids newest first: the order of My photos (NEWEST). */
  ids: string[];
  /** The favorites' ids, most recently favorited first: the order of the favorites list. */
  favoriteIds: string[];
}

/** A small JPEG of one colour (hue by `n`), as the image and its thumbnail. */
async function jpeg(size: number, n: number): Promise<Buffer> {
  const c = (k: number) => (n * k) % 200 + 40;
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: c(37), g: c(73), b: c(151) } } }).jpeg({ quality: 70 }).toBuffer();
}

/**
 * `count` delivered, usable headshots of `userId`, newest first one second apart, with measured identity scores,
 * and their files in `store`; favorites as `favoriteEvery` says. 500 images take a second or two (one INSERT, files
 * written 32 at a time; a handful of distinct pictures shared by all).
 */
export async function seedLibrary({ databaseUrl, store, userId, count, favoriteEvery = 0, newest = new Date() }: SeedLibraryOptions): Promise<SeededLibrary> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const createdAt = ids.map((_, i) => new Date(newest.getTime() - i * 1000));
  const favoriteIds = favoriteEvery > 0 ? ids.filter((_, i) => i % favoriteEvery === 0) : [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO generated_images (id, user_id, kind, status, storage_key, width, height, identity_score, usable, prompt, style_id, created_at)
       SELECT id, $1::uuid, 'headshot', 'succeeded', 'users/' || $1 || '/images/' || id || '.jpg', 1024, 1024, score, true, 'professional headshot', 'professional', created_at
       FROM unnest($2::uuid[], $3::float8[], $4::timestamptz[]) AS t(id, score, created_at)`,
      [userId, ids, ids.map((_, i) => 0.6 + (i % 40) / 100), createdAt],
    );
    // Favorited when made: the newest favorite is the most recently favorited.
    await client.query(
      `INSERT INTO favorites (user_id, image_id, created_at) SELECT $1::uuid, id, created_at FROM unnest($2::uuid[], $3::timestamptz[]) AS t(id, created_at)`,
      [userId, favoriteIds, favoriteIds.map((id) => createdAt[ids.indexOf(id)])],
    );
  } finally {
    await client.end();
  }
  const pictures = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(async (n) => ({ image: await jpeg(96, n), thumbnail: await jpeg(48, n) })));
  for (let i = 0; i < ids.length; i += 32) {
    await Promise.all(
      ids.slice(i, i + 32).flatMap((id, j) => {
        const keys = imageKeys(userId, id);
        const picture = pictures[(i + j) % pictures.length]!;
        return [store.put(keys.image, picture.image, { contentType: 'image/jpeg' }), store.put(keys.thumbnail, picture.thumbnail, { contentType: 'image/jpeg' })];
      }),
    );
  }
  return { ids, favoriteIds: [...favoriteIds] };
}
