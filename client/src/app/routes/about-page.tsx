import { LegalPage } from './legal-page';
import type { PageProps } from './pages';

/** About us (placeholder until its content lands). */
export function AboutPage(props: PageProps) {
  return <LegalPage {...props} />;
}
