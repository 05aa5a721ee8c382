import { paths } from '../../../config/paths';

// A stand-in origin to resolve against: only whether a value stays on it matters.
const HERE = 'http://site.invalid';

/**
 * Where to go after signing in: the redirect parameter if it is a path of this site, otherwise the
 * cockpit. The value is read as the browser will read it: browsers drop tabs and line breaks from a URL
 * and take `\` for `/`, so `/<tab>/host` and `/\host` are `//host`, another site (an open redirect). The
 * path returned is the resolved one, so what is checked is what is visited. Apart from loginPathFor
 * (redirect.ts), which the route guard needs: the login's chunk carries only this.
 */
export function afterLoginPath(redirect: string | null): string {
  if (!redirect?.startsWith('/')) return paths.cockpit;
  let url: URL;
  try {
    url = new URL(redirect, HERE);
  } catch {
    return paths.cockpit;
  }
  if (url.origin !== HERE || url.pathname === paths.login) return paths.cockpit;
  return `${url.pathname}${url.search}${url.hash}`;
}
