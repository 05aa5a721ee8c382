import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * 128 random bits in lower-case hex: unguessable, so an upload's address is its only key, and free of
 * anything a file system or URL could interpret (no dots, slashes or case that a case-insensitive disk
 * would fold). Serving accepts exactly this shape, which is what rules out path traversal.
 */
export const UPLOAD_FILE_NAME = /^[0-9a-f]{32}\.webp$/;

export function newUploadFileName(): string {
  return `${randomBytes(16).toString('hex')}.webp`;
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function uploadUrl(fileName: string): string {
  return `/uploads/${fileName}`;
}
