import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { FormValues, Versioned } from '../../../components/form/form-values';
import { Notice } from '../../../components/ui/notice';
import { authenticationKey, useAuthentication } from '../../../features/session/api/get-authentication';
import { discardDraft, keepDraft, readDraft } from '../../../features/session/lib/form-drafts';
import { checkingSession } from '../../../features/session/lib/session-check';
import { useTranslation } from '../../../lib/use-translation';

/**
 * A management form's part in keeping what was typed across a sign-in (form-drafts): when the page goes
 * because the session ended, its edits are kept; back on the page, the same account starts from them, and
 * a notice above the fields says so. A 401 on Speichern asks for the session at once, so the guard sends
 * to /login with the edits kept, instead of the form saying 'Bitte melde dich an.' with no way to sign in
 * but leaving the page.
 */
export function useFormDraft() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { cache } = useSWRConfig();
  const { data: user } = useAuthentication();
  const owner = user?.email;
  const [draft] = useState(() => (owner ? readDraft(owner, pathname) : null));
  const edits = useRef<Versioned<FormValues> | null>(draft);

  useEffect(() => {
    // Taken once: from here the draft lives in the form, and is kept again should the session end again.
    if (draft && owner) discardDraft(owner, pathname);
    return () => {
      // The guard leaves the page once the session is known to be over; any other way out drops the edits.
      const signedOut = (cache.get(authenticationKey) as { data?: unknown } | undefined)?.data === null;
      if (owner && signedOut && edits.current) keepDraft(owner, pathname, edits.current);
    };
  }, [cache, draft, owner, pathname]);

  return {
    /** The values to start from: the loaded record with the draft's edits (and version) over it. */
    startFrom: (loaded: FormValues | undefined): FormValues | undefined =>
      draft ? { ...loaded, ...draft } : loaded,
    notice: draft && (
      <div role="status">
        <Notice testId="draft-restored">
          <p>{t('manage.draftRestored')}</p>
        </Notice>
      </div>
    ),
    onEdit: (values: Versioned<FormValues>) => {
      edits.current = values;
    },
    /** The submit, passed through: a 401 asks for the session at once. */
    guard: checkingSession,
  };
}
