import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link may switch off; the purpose is part of what is signed. */
const PURPOSE = 'unsubscribe:weekly-job-update';

function signature(secret: string, accountId: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${accountId}`).digest('base64url');
}

/**
 * The one-click unsubscribe link of a digest: the account id and an HMAC of it under MAIL_SECRET. It
 * can do exactly one thing (switch the weekly mail off), so it never expires; a forged or altered link
 * fails the signature check. Unlike verification tokens it is no secret worth a database row.
 */
export function unsubscribeUrl(siteUrl: string, secret: string, accountId: string): string {
  const query = new URLSearchParams({ account: accountId, sig: signature(secret, accountId) });
  return `${siteUrl.replace(/\/+$/, '')}/api/unsubscribe?${query.toString()}`;
}

/** Whether `sig` is the signature of `accountId`, compared in constant time. */
export function verifyUnsubscribe(secret: string, accountId: string, sig: string): boolean {
  const expected = Buffer.from(signature(secret, accountId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** RFC 2369 and RFC 8058 headers: mail clients show an unsubscribe button that POSTs to the link. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
