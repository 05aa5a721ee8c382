import { ValidationError } from '../errors';

export type ImageRejectedReason = 'not-an-image' | 'too-large' | 'too-many-pixels' | 'unreadable';

/** Whole megabytes as a Swiss reader writes them; rounded down so the limit shown is never above the real one. */
function megabytes(bytes: number): string {
  return new Intl.NumberFormat('de-CH', { maximumFractionDigits: 2 }).format(
    Math.floor(bytes / 10_000) / 100,
  );
}

const MESSAGES = {
  'not-an-image': () => 'Bitte wähle eine Bilddatei (JPG, PNG, WebP oder GIF).',
  'too-large': (limit: number) => `Das Bild ist zu gross (höchstens ${megabytes(limit)} MB).`,
  'too-many-pixels': (limit: number) =>
    `Das Bild hat zu viele Pixel (höchstens ${Math.floor(limit / 1_000_000)} Megapixel).`,
  unreadable: () => 'Das Bild konnte nicht gelesen werden.',
} as const;

/**
 * An upload that is not accepted, with the German message for the user. It is a ValidationError, so a
 * route that does not catch it still answers 422 `{message}`; a route with a form field can rewrap the
 * message as `{errors: {field: [message]}}`.
 */
export class ImageRejectedError extends ValidationError {
  constructor(
    readonly reason: ImageRejectedReason,
    limit = 0,
  ) {
    super(null, MESSAGES[reason](limit));
    this.name = 'ImageRejectedError';
  }
}
