import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../app/language-context';
import { localizePath, type ScreenKey } from '../../config/routes';

/** Either a literal path (`to`) or a screen of the route table in the current language. */
interface TargetProps {
  to?: string;
  screen?: ScreenKey;
  params?: Record<string, string>;
  /** Query string for a screen, e.g. '?tab=models'. */
  search?: string;
}

function useTarget({ to, screen, params, search = '' }: TargetProps): string {
  const { code } = useLanguage();
  return screen ? localizePath(screen, code, params) + search : (to ?? '/');
}

export function AppLink({ to, screen, params, search, children, ...rest }: TargetProps & Omit<LinkProps, 'href'>) {
  const href = useTarget({ to, screen, params, search });
  return (
    <Link asChild {...rest}>
      <RouterLink to={href}>{children}</RouterLink>
    </Link>
  );
}

export function ButtonLink({ to, screen, params, search, children, ...rest }: TargetProps & ButtonProps) {
  const href = useTarget({ to, screen, params, search });
  return (
    <Button asChild {...rest}>
      <RouterLink to={href}>{children}</RouterLink>
    </Button>
  );
}
