import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../app/language-context';
import { localizePath, type ScreenKey } from '../../config/routes';

/** Either a literal path (`to`) or a screen of the route table in the current language. */
interface TargetProps {
  to?: string;
  screen?: ScreenKey;
  params?: Record<string, string>;
}

function useTarget({ to, screen, params }: TargetProps): string {
  const { code } = useLanguage();
  return screen ? localizePath(screen, code, params) : (to ?? '/');
}

export function AppLink({ to, screen, params, children, ...rest }: TargetProps & Omit<LinkProps, 'href'>) {
  const href = useTarget({ to, screen, params });
  return (
    <Link asChild {...rest}>
      <RouterLink to={href}>{children}</RouterLink>
    </Link>
  );
}

export function ButtonLink({ to, screen, params, children, ...rest }: TargetProps & ButtonProps) {
  const href = useTarget({ to, screen, params });
  return (
    <Button asChild {...rest}>
      <RouterLink to={href}>{children}</RouterLink>
    </Button>
  );
}
