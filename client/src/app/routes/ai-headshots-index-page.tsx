import { AiHeadshotsIndexScreen } from '../../features/ai-headshots';

/** Every profession and its style pages. */
export function AiHeadshotsIndexPage() {
  return <AiHeadshotsIndexScreen />;
}
