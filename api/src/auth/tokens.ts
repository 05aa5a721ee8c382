import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for session cookies and e-mailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a leaked table lets nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
