import { ComingSoonPage } from './coming-soon-page';
import type { PageProps } from './pages';

/** The programmatic pages' index (placeholder until its content lands). */
export function AiHeadshotsIndexPage(props: PageProps) {
  return <ComingSoonPage {...props} />;
}
