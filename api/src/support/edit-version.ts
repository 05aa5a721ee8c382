import type { AppRouterContext } from '../app-types';
import { EDITED_ELSEWHERE } from '../commands/update-row';
import { ValidationError } from '../errors';

/**
 * Sends an own record's version as the ETag of its edit form's read and of a save's answer. Weak, because
 * it names the row's version rather than the bytes (the person's answer also carries the account's
 * e-mail). A strong tag would not come back as sent either: the proxy's compression appends its encoding
 * to strong tags and strips it again only from If-None-Match, so no If-Match would ever match.
 */
export function tagVersion(ctx: AppRouterContext, row: { version: number }): void {
  ctx.set('ETag', `W/"${row.version}"`);
}

// One of our tags, with or without the W/ (clients may drop it). At most nine digits: the number always
// fits the integer column, where a longer one would fail the query instead of just not matching.
const OUR_TAG = /^(?:W\/)?"(\d{1,9})"$/;

/**
 * The versions an edit says it was made on (If-Match), for updateVersioned. Tags are compared by the
 * version they name, weak or not: that version is what the edit was made on. Undefined without the header
 * or with `*` (any version): such a save always wins, as before (API clients, the spec's calls). A tag not
 * of our making names no version, so an edit that sends only such tags is refused.
 */
export function startedFrom(ctx: AppRouterContext): number[] | undefined {
  const header = ctx.get('If-Match').trim();
  if (header === '' || header === '*') return undefined;
  return header.split(',').flatMap((tag) => {
    const match = OUR_TAG.exec(tag.trim());
    return match ? [Number(match[1])] : [];
  });
}

/**
 * Refuses an edit made on a version already replaced, before the request stores anything of its own (an
 * uploaded image): a refused save must leave nothing behind. The update checks again, in its transaction,
 * for a save that commits between this read and that write.
 */
export function refuseIfEditedElsewhere(ctx: AppRouterContext, current: { version: number }): void {
  const versions = startedFrom(ctx);
  if (versions && !versions.includes(current.version)) throw new ValidationError(null, EDITED_ELSEWHERE);
}
