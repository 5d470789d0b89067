import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Crumb } from '../page-meta';

/** The visible twin of the BreadcrumbList JSON-LD; the last crumb is this page. */
export function Breadcrumbs({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <Breadcrumb.Root aria-label={label} size="sm">
      <Breadcrumb.List flexWrap="wrap">
        {crumbs.map((crumb, i) => (
          <Fragment key={crumb.path}>
            {i > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item>
              {i === crumbs.length - 1 ? (
                <Breadcrumb.CurrentLink>{crumb.name}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild color="fg.muted">
                  <RouterLink to={crumb.path}>{crumb.name}</RouterLink>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
