import { Navigate, useParams } from 'react-router-dom';
import { AiHeadshotsScreen, resolveMatrixRoute } from '../../features/ai-headshots';
import { useLanguage } from '../language-context';
import { NotFoundPage } from './not-found-page';

/**
 * One profession in one style. Unknown slugs are the not-found page (the server answers it with 404); the other
 * language's slugs (/en/ai-headshots/prawnicy/profesjonalny) lead to this language's.
 */
export function AiHeadshotsPage() {
  const { industry, style } = useParams();
  const { code } = useLanguage();
  const route = resolveMatrixRoute(industry, style, code);
  if (route.kind === 'notFound') return <NotFoundPage />;
  if (route.kind === 'redirect') return <Navigate replace to={route.to} />;
  return <AiHeadshotsScreen page={route.page} />;
}
