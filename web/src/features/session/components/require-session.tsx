import type { CurrentUser } from '@anpfiff/schemas/api/session';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useLocation } from 'react-router-dom';
import { RetryButton } from '../../../components/ui/retry-button';
import { paths } from '../../../config/paths';
import { useAuthentication } from '../api/get-authentication';
import { dropOtherDrafts } from '../lib/form-drafts';
import { loginPathFor } from '../lib/redirect';

/** `member`: a person or a club, whose settings these are (spec section 6); an admin is neither. */
export type SessionRole = 'person' | 'club' | 'member' | 'admin';

export function hasRole(user: CurrentUser, role: SessionRole): boolean {
  if (role === 'admin') return user.admin;
  // An account is a person, a club or an admin: not an admin is exactly what the API's
  // authorize('person', 'club') lets in.
  if (role === 'member') return !user.admin;
  return role === 'club' ? user.club !== null : user.person !== null;
}

/**
 * The route guard (spec section 2): signed out goes to `/login?redirect=<path>`, a missing role to `/`.
 * The session comes from `api/authentication`, which the app shell asks again at every navigation; a
 * session that ended elsewhere leaves the page as soon as that answer arrives. Only the answer "signed
 * out" signs out: a failed check (server briefly away, 5xx) says so and offers to ask again.
 */
export function RequireSession({ role, children }: { role?: SessionRole; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: user, error, mutate } = useAuthentication();
  const { pathname, search, hash } = useLocation();
  const email = user?.email;
  // What another account typed before its session ended here is not this user's to see (form-drafts).
  useEffect(() => {
    if (email) dropOtherDrafts(email);
  }, [email]);
  if (user === undefined && !error) return <p aria-busy="true">{t('loading')}</p>;
  if (user === undefined)
    return (
      <div role="alert">
        <p>{t('manage.sessionFailed')}</p>
        <RetryButton retry={mutate} />
      </div>
    );
  if (!user) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  if (role && !hasRole(user, role)) return <Navigate to={paths.home} replace />;
  return children;
}
