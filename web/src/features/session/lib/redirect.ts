import { paths } from '../../../config/paths';

/**
 * The login page for a protected path: `/login?redirect=/manage/jobs`. The slashes stay readable; every
 * other character that means something in a query (?, &, #, %) is encoded.
 */
export function loginPathFor(target: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(target).replaceAll('%2F', '/')}`;
}
