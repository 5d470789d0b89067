import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { screenKeys, screens, type ScreenKey } from '../config/routes';
import { AppRoot } from './app-root';
import { LanguageLayout } from './language-layout';
import { LanguageRedirect } from './language-redirect';
import { RootError } from './root-error';
import { NotFoundPage } from './routes/pages';
import { ScreenRoute } from './screen-route';

/** Each screen answers to its English and Polish slug under /:lang; ScreenRoute fixes a mismatched one. */
function screenRoutes(): RouteObject[] {
  return screenKeys.flatMap((screen) =>
    [...new Set(Object.values(screens[screen].slugs))].map((slug): RouteObject =>
      slug === ''
        ? { index: true, handle: { screen }, element: <ScreenRoute screen={screen} slug={slug} /> }
        : { path: slug, handle: { screen }, element: <ScreenRoute screen={screen} slug={slug} /> },
    ),
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RootError />,
    children: [
      { index: true, element: <LanguageRedirect /> },
      {
        path: ':lang',
        element: <LanguageLayout />,
        children: [...screenRoutes(), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** The screen a router state shows (undefined: the not-found page, or no language in the path). */
export function matchedScreen(router: ReturnType<typeof createAppRouter>): ScreenKey | undefined {
  const handle = router.state.matches.at(-1)?.route.handle as { screen?: ScreenKey } | undefined;
  return handle?.screen;
}
