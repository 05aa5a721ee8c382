import { paths } from '../../../config/paths';

/**
 * Where to go after signing in: the redirect parameter if it is a path of this site, otherwise the
 * cockpit. `//host` and `/\host` would leave the site (an open redirect), so they are refused. Apart from
 * loginPathFor (redirect.ts), which the route guard needs: the login's chunk carries only this.
 */
export function afterLoginPath(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || /^\/[/\\]/.test(redirect)) return paths.cockpit;
  if (redirect === paths.login || redirect.startsWith(`${paths.login}?`)) return paths.cockpit;
  return redirect;
}
