import { ComingSoonPage } from './coming-soon-page';
import type { PageProps } from './pages';

/** One industry and style (placeholder until its content lands). */
export function AiHeadshotsPage(props: PageProps) {
  return <ComingSoonPage {...props} />;
}
