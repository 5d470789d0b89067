import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CenteredSpinner } from '../components/ui/centered-spinner';
import { localizePath, type Access } from '../config/routes';
import { useAuth } from '../features/auth/auth-context';
import { ForbiddenPage } from './routes/forbidden-page';
import { useLanguage } from './language-context';
import { WithApollo } from './with-apollo';

/** Sign-in guard (and admin flag for admin screens; the server checks too). Signed-in screens get Apollo. */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const { code } = useLanguage();
  if (access === 'public') return children;
  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'unauthenticated' || !user) {
    return <Navigate to={localizePath('login', code)} replace state={{ from: location }} />;
  }
  if (access === 'admin' && !user.isAdmin) return <ForbiddenPage />;
  return <WithApollo>{children}</WithApollo>;
}
