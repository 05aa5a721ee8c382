import { paths } from '../../../config/paths';

/**
 * The login page for a protected path: `/login?redirect=/manage/jobs`. The slashes stay readable; every
 * other character that means something in a query (?, &, #, %) is encoded.
 */
export function loginPathFor(target: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(target).replaceAll('%2F', '/')}`;
}

/**
 * Where to go after signing in: the redirect parameter if it is a path of this site, otherwise the
 * cockpit. `//host` and `/\host` would leave the site (an open redirect), so they are refused.
 */
export function afterLoginPath(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || /^\/[/\\]/.test(redirect)) return paths.cockpit;
  if (redirect === paths.login || redirect.startsWith(`${paths.login}?`)) return paths.cockpit;
  return redirect;
}
