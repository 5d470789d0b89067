import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv, WORKER_QUEUE_NAMES } from '@kadr/core/env';
import { exhaustedQueue } from '@kadr/core/queue/job-queue';
import { DELIVER_EMAIL_QUEUE } from '@kadr/server/lib/mailer';
import { ISSUE_INVOICE_QUEUE, SEND_TO_KSEF_QUEUE } from '@kadr/server/modules/invoices/invoice-jobs';
import { ACCOUNT_DELETION_QUEUE, DATA_EXPORT_QUEUE } from '@kadr/server/modules/privacy/privacy-jobs';
import { PROCESS_WEBHOOK_QUEUE } from '@kadr/server/modules/webhooks/webhook-inbox';
import { CHANGE_BACKGROUND_QUEUE } from '@kadr/workflows/generation/change-background.contract';
import { GENERATE_HEADSHOTS_QUEUE } from '@kadr/workflows/generation/generate-headshots.contract';
import { GENERATE_VIDEO_QUEUE } from '@kadr/workflows/generation/generate-video.contract';
import { TRAINING_QUEUE } from '@kadr/workflows/training/train-model.contract';
import { createTestApp, type TestApp } from '../support/test-app';

// WORKER_QUEUES limits a worker process to some kinds of work (docker/compose.yml runs one worker service per kind).
// Each kind is the pg-boss queues below, its dead-letter queue included; an API process (RUN_WORKERS=false) runs none.
const QUEUES_OF: Record<(typeof WORKER_QUEUE_NAMES)[number], string[]> = {
  training: [TRAINING_QUEUE, exhaustedQueue(TRAINING_QUEUE)],
  generation: [GENERATE_HEADSHOTS_QUEUE, exhaustedQueue(GENERATE_HEADSHOTS_QUEUE)],
  media: [GENERATE_VIDEO_QUEUE, exhaustedQueue(GENERATE_VIDEO_QUEUE), CHANGE_BACKGROUND_QUEUE, exhaustedQueue(CHANGE_BACKGROUND_QUEUE)],
  mail: [DELIVER_EMAIL_QUEUE],
  webhooks: [PROCESS_WEBHOOK_QUEUE, exhaustedQueue(PROCESS_WEBHOOK_QUEUE)],
  privacy: [DATA_EXPORT_QUEUE, exhaustedQueue(DATA_EXPORT_QUEUE), ACCOUNT_DELETION_QUEUE],
  billing: [ISSUE_INVOICE_QUEUE, SEND_TO_KSEF_QUEUE],
};
const ALL = Object.values(QUEUES_OF).flat().sort();

// Mail is delivered only with a transport; nothing connects to it unless a mail is sent.
const SMTP = { SMTP_URL: 'smtp://127.0.0.1:2' };

describe('worker queues (WORKER_QUEUES)', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });
  const start = async (overrides: Record<string, string>) => {
    const t = await createTestApp({ ...SMTP, ...overrides });
    apps.push(t);
    return t.services.jobs.workedQueues().sort();
  };

  it('runs every queue when unset, only the named kinds when set, and none in an API process', async () => {
    const [all, media, mailAndWebhooks, api] = await Promise.all([
      start({}),
      start({ WORKER_QUEUES: 'media' }),
      start({ WORKER_QUEUES: 'webhooks, mail' }),
      start({ RUN_WORKERS: 'false', WORKER_QUEUES: 'training' }),
    ]);
    expect(all).toEqual(ALL);
    expect(media).toEqual([...QUEUES_OF.media].sort());
    expect(mailAndWebhooks).toEqual([...QUEUES_OF.mail, ...QUEUES_OF.webhooks].sort());
    expect(api).toEqual([]);
  });

  it('refuses a name that is not a kind of work, naming the valid ones', () => {
    expect(() => loadEnv({ WORKER_QUEUES: 'training,videos' })).toThrow(/WORKER_QUEUES: must be some of training, generation, media, mail, webhooks, privacy, billing, comma-separated; not videos/);
    expect(() => loadEnv({ WORKER_QUEUES: ' , ' })).toThrow(/WORKER_QUEUES/);
    expect(loadEnv({ WORKER_QUEUES: 'mail,training,mail', JWT_SECRET: 'x'.repeat(32) }).WORKER_QUEUES).toEqual(['training', 'mail']);
  });
});
