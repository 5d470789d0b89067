import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv, trainingConcurrency } from '@kadr/core/env';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';

describe('configuration', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  it('signs users in right after registration when confirmation is off, with the signup bonus', async () => {
    const t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '5' });
    apps.push(t);
    const reg = await call(t.app, 'POST', '/api/auth/register', { email: 'bonus@example.com', password: 'secret!', fullName: 'Jan', marketingOptIn: true });
    expect(reg.status).toBe(201);
    expect(reg.body.data.requiresEmailConfirmation).toBe(false);
    expect(reg.body.data.user).toMatchObject({ creditsBalance: 5, marketingOptIn: true, emailConfirmed: true });
    const credits = await call(t.app, 'GET', '/api/profiles/credits', undefined, bearer(reg.body.data.token));
    expect(credits.body.data.balance).toBe(5);
    expect(await t.services.prisma.outboxEmail.count()).toBe(0);
  });

  it('runs one local training per worker process and eight waiting on Replicate, unless told otherwise', () => {
    const base = { JWT_SECRET: 'x'.repeat(32) };
    const replicate = { ...base, TRAINING_PROVIDER: 'replicate', REPLICATE_API_TOKEN: 'r8_x', REPLICATE_TRAINER_VERSION: 'o/t:v', REPLICATE_DESTINATION_OWNER: 'kadr' };
    expect(trainingConcurrency(loadEnv(base))).toBe(1);
    expect(trainingConcurrency(loadEnv(replicate))).toBe(8);
    expect(trainingConcurrency(loadEnv({ ...replicate, TRAINING_CONCURRENCY: '20' }))).toBe(20);
    expect(() => loadEnv({ ...base, TRAINING_CONCURRENCY: '0' })).toThrow(/TRAINING_CONCURRENCY/);
  });

  it('sizes the database pool from DATABASE_POOL_SIZE (10 unless set) and refuses a size of none', () => {
    const base = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadEnv(base).DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv({ ...base, DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
    expect(() => loadEnv({ ...base, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reports every bad setting by name', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgresql:\/\/ URL[\s\S]*JWT_SECRET: must be at least 32 characters/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://x/y' })).toThrow(/JWT_SECRET: required in production/);
  });

  it('stores files locally by default and names every missing S3 setting', () => {
    const env = loadEnv({ DATA_DIR: '/srv/kadr', JWT_SECRET: 'x'.repeat(32) });
    expect(env).toMatchObject({ STORAGE_DRIVER: 'local', STORAGE_DIR: '/srv/kadr/files', FILE_URL_TTL_SECONDS: 900, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(() => loadEnv({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'k', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /S3_BUCKET: required when STORAGE_DRIVER=s3\n\s+S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3$/,
    );
    expect(() => loadEnv({ STORAGE_DRIVER: 'gcs', S3_ENDPOINT: 'not a url', FILE_URL_TTL_SECONDS: '0' })).toThrow(
      /STORAGE_DRIVER: must be "local" or "s3"[\s\S]*S3_ENDPOINT: must be a URL[\s\S]*FILE_URL_TTL_SECONDS/,
    );
  });
});
