import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, type RouteObject, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { markdownPageNames } from '@anpfiff/schemas/site/content-pages';
import { isAppPath, routePatterns } from '../config/paths';
import { AppRouter } from './router';
import { ManageArea } from './routes/manage/manage-area';

/** The route table inside a component's element tree: the children of its <Routes>. */
function routesIn(node: ReactNode): RouteObject[] {
  if (!isValidElement(node)) return [];
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (element.type === Routes) return createRoutesFromChildren(element.props.children);
  const children = element.props.children;
  return (Array.isArray(children) ? children : [children]).flatMap(routesIn);
}

// The components hold no hooks: called as functions they hand back their element trees.
const manageRoutes = routesIn(ManageArea());
// The management area's own <Routes> take over below /manage, as when the app renders it.
const appRoutes = routesIn(AppRouter()).map((route) =>
  route.path === '/manage/*' ? { path: '/manage', children: manageRoutes } : route,
);

/** The pattern of every page of the route table, its not-found routes ('*') left out. */
function pagePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.index
      ? parent || '/'
      : route.path?.startsWith('/')
        ? route.path
        : `${parent}/${route.path}`;
    return route.children ? pagePatterns(route.children, path) : [path];
  });
}

/** Whether react-router shows a page for the path, rather than a not-found page. */
function routerShowsPage(pathname: string): boolean {
  const matches = matchRoutes(appRoutes, pathname);
  return matches !== null && matches[matches.length - 1]?.route.path !== '*';
}

describe('the routes the server knows (config/paths.ts)', () => {
  it('are the pages of the router, no more and no fewer', () => {
    expect(appRoutes.length).toBeGreaterThan(20);
    expect(manageRoutes.length).toBeGreaterThan(10);
    expect([...new Set(pagePatterns(appRoutes))].sort()).toEqual([...new Set(routePatterns())].sort());
  });

  it('match a path exactly when the router shows a page for it', () => {
    const samples = [
      ...routePatterns().map((pattern) => pattern.replace(/:slug/g, 'fc-beispiel')),
      '/',
      '//',
      '/foo',
      '/JOBS',
      '/jobs/',
      '/jobs//',
      '/jobs/a%2Fb',
      '/jobs/a/b',
      '/clubs/a/b',
      '/people/',
      '/%6Aobs',
      '/jobs/%E0%A4%A',
      '/about/more',
      '/register/nonsense',
      '/manage',
      '/manage/',
      '/Manage/Cockpit',
      '/manage/nonsense',
      '/manage/jobs/view',
      '/manage/jobs/view/x/y',
      '/manage/settings/notifications/',
      '/wiki/features/team',
    ];
    // react-router warns of the malformed escape on every route it tries.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const pathname of samples) expect(isAppPath(pathname), pathname).toBe(routerShowsPage(pathname));
    } finally {
      warn.mockRestore();
    }
    expect(isAppPath('/manage/cockpit')).toBe(true);
    expect(isAppPath('/manage/nonsense')).toBe(false);
  });

  it('show the Markdown file the server takes the title and description from (content-pages.ts)', () => {
    const shown = new Map(
      appRoutes.flatMap((route) => {
        const { name, kind } =
          (route.element as ReactElement<{ name?: string; kind?: string }> | undefined)?.props ?? {};
        const file = name ?? (kind ? `wiki-${kind}` : undefined);
        return file && route.path ? [[route.path, file] as const] : [];
      }),
    );
    expect(shown).toEqual(markdownPageNames());
  });
});
