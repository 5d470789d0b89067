import { createHmac } from 'node:crypto';
import type { Env } from '../env';
import { LocalObjectStore } from './local-store';
import type { ObjectStore, StoreInternals } from './object-store';
import { S3ObjectStore } from './s3-store';

type StoreEnv = Pick<
  Env,
  | 'STORAGE_DRIVER'
  | 'STORAGE_DIR'
  | 'PUBLIC_URL'
  | 'JWT_SECRET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`Invalid configuration:\n  ${name}: required when STORAGE_DRIVER=s3`);
  return value;
}

/** The store the configuration names. `internals` are test seams (clock, page sizes). */
export function createObjectStore(env: StoreEnv, internals: StoreInternals = {}): ObjectStore {
  if (env.STORAGE_DRIVER === 's3') {
    return new S3ObjectStore({
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      region: env.S3_REGION,
      bucket: required(env.S3_BUCKET, 'S3_BUCKET'),
      accessKeyId: required(env.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: required(env.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      ...internals,
    });
  }
  return new LocalObjectStore({ dir: env.STORAGE_DIR, publicUrl: env.PUBLIC_URL, secret: fileUrlKey(env.JWT_SECRET), ...internals });
}

/** A key of its own for file URLs, derived from the app secret, so a file signature is never a valid token. */
const fileUrlKey = (appSecret: string) => createHmac('sha256', appSecret).update('kadr/file-urls/v1').digest();
