import { PARTNER_EVENT_TYPES } from '../catalogue/partner-api';

/** The job events partners can subscribe webhook endpoints to (the catalogue's list, shown on the developer page). */
export { PARTNER_EVENT_TYPES };

export type PartnerEventType = (typeof PARTNER_EVENT_TYPES)[number];

/** The event of a job's end: a background change counts as headshots (as its notification does). */
export function partnerEventOf(kind: string, outcome: 'succeeded' | 'failed'): PartnerEventType | null {
  const ok = outcome === 'succeeded';
  switch (kind) {
    case 'training':
      return ok ? 'training.succeeded' : 'training.failed';
    case 'headshot':
    case 'background':
      return ok ? 'headshots.completed' : 'headshots.failed';
    case 'video':
      return ok ? 'video.completed' : 'video.failed';
    default:
      return null;
  }
}

/** What a delivery's body holds (Standard Webhooks' recommended shape). */
export interface PartnerEventPayload {
  type: PartnerEventType;
  timestamp: string;
  data: { jobId: string; modelId?: string; status: 'succeeded' | 'failed'; imageIds?: string[]; videoId?: string; error?: string };
}
