import { type FormValues, RECORD_VERSION, type Versioned } from '../../../components/form/form-values';

/**
 * What was typed into a management form when the session ended under it (signed out on another device,
 * expired, a 401 on Speichern). The guard sends the browser to /login; without this the form's edits
 * would go with the page. A form left because the session ended keeps its edits in the tab's
 * sessionStorage under the account that typed them, and takes them back once that account is signed in
 * again (use-form-draft).
 *
 * Only the account that typed a draft gets it back: a draft of another account is dropped as soon as
 * someone else signs in in the tab. A chosen picture file cannot be stored; the form keeps the current one.
 */

const PREFIX = 'anpfiff:draft:';
// A draft nobody came back for within a day is stale: the record has likely moved on.
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  version?: string;
  values: FormValues;
}

const keyOf = (owner: string, path: string) => `${PREFIX}${owner}\n${path}`;

// Private modes and full quotas throw on sessionStorage: a draft is a convenience, never an error.
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Keeps what `owner` typed on `path`, whose session has just ended. */
export function keepDraft(owner: string, path: string, values: Versioned<FormValues>): void {
  const draft: StoredDraft = { savedAt: Date.now(), version: values[RECORD_VERSION], values };
  const json = JSON.stringify(draft, (_key, value: unknown) => (value instanceof Blob ? undefined : value));
  attempt(() => sessionStorage.setItem(keyOf(owner, path), json), undefined);
}

/** The draft `owner` left on `path`, if any; `discardDraft` removes it once the form has taken it. */
export function readDraft(owner: string, path: string): Versioned<FormValues> | null {
  const json = attempt(() => sessionStorage.getItem(keyOf(owner, path)), null);
  const draft = json === null ? null : attempt(() => JSON.parse(json) as StoredDraft, null);
  if (!draft || typeof draft.values !== 'object' || Date.now() - draft.savedAt > MAX_AGE_MS) return null;
  return draft.version ? { ...draft.values, [RECORD_VERSION]: draft.version } : draft.values;
}

export function discardDraft(owner: string, path: string): void {
  attempt(() => sessionStorage.removeItem(keyOf(owner, path)), undefined);
}

/** Removes the drafts of every account but `owner`: they are not this user's to see. */
export function dropOtherDrafts(owner: string): void {
  attempt(() => {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(PREFIX) && !key.startsWith(`${PREFIX}${owner}\n`)) sessionStorage.removeItem(key);
  }, undefined);
}
