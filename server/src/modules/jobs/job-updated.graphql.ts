import type { ObjectRef } from '@pothos/core';
import { requireViewer } from '../../context';
import { builder, type Types } from '../../graphql/builder';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';

interface JobUpdatedField<Dto> {
  /** The job's GraphQL type, what each update answers with. */
  type: ObjectRef<Types, Dto>;
  description: string;
  /** Where the job's changes are published (core/src/events/pubsub.ts); its events carry the job's id and owner. */
  topic: 'headshotJobChanged' | 'videoJobChanged';
  /** The viewer's own job of this kind, or null (no such job, another user's, another kind). */
  findOwned: (services: Pick<Services, 'prisma'>, actor: Actor, jobId: string) => Promise<{ id: string; userId: string } | null>;
  /** The job as the viewer sees it, read again from Postgres on each change. */
  read: (services: Services, actor: Actor, jobId: string) => Promise<Dto>;
  /** What a subscription to a job the viewer does not own fails with. */
  notFound: () => Error;
}

/**
 * A job's live updates, for its owner: the subscription starts only on the viewer's own job (else `notFound`), lets
 * through only that job's events and answers each with the job re-read, scoped to the viewer again. Headshot and video
 * jobs share it.
 */
export function jobUpdatedField<Dto extends object>(name: string, field: JobUpdatedField<Dto>): void {
  // Pothos types a resolver's result with a conditional on the field's type that stays open for a type parameter; the
  // call sites have matched `type` and `read` already, so here they are taken as any object type.
  const { type, read }: Pick<JobUpdatedField<object>, 'type' | 'read'> = field;
  builder.subscriptionField(name, (t) =>
    t.field({
      type,
      authScopes: { loggedIn: true },
      args: { jobId: t.arg.id({ required: true }) },
      description: field.description,
      subscribe: async (_r, { jobId }, ctx) => {
        const job = await field.findOwned(ctx.services, requireViewer(ctx).actor, String(jobId));
        if (!job) throw field.notFound();
        return ctx.services.pubsub.subscribe(field.topic, (e) => e.jobId === job.id && e.userId === job.userId);
      },
      resolve: (event, _a, ctx) => read(ctx.services, requireViewer(ctx).actor, event.jobId),
    }),
  );
}
