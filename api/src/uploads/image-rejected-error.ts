import { COUNTRY_INFO, type Country } from '@anpfiff/schemas/catalogues/countries';
import { type SiteMessage, ValidationError } from '../errors';

export type ImageRejectedReason = 'not-an-image' | 'too-large' | 'too-many-pixels' | 'unreadable';

/**
 * Megabytes as the site's readers write them (2.5 in Switzerland, 2,5 in Germany); rounded down so the
 * limit shown is never above the real one.
 */
function megabytes(bytes: number, country: Country): string {
  return new Intl.NumberFormat(COUNTRY_INFO[country].locale, { maximumFractionDigits: 2 }).format(
    Math.floor(bytes / 10_000) / 100,
  );
}

const MESSAGES: Record<ImageRejectedReason, (limit: number) => SiteMessage> = {
  'not-an-image': () => 'Bitte wähle eine Bilddatei (JPG, PNG, WebP oder GIF).',
  // Worded as the form says it before sending (web/src/locales/de/form-image.ts).
  'too-large': (limit) => (country) => `Das Bild darf höchstens ${megabytes(limit, country)} MB haben.`,
  'too-many-pixels': (limit) =>
    `Das Bild hat zu viele Pixel (höchstens ${Math.floor(limit / 1_000_000)} Megapixel).`,
  unreadable: () => 'Das Bild konnte nicht gelesen werden.',
};

/**
 * An upload that is not accepted, with the German message for the user. It is a ValidationError, so a
 * route that does not catch it still answers 422 `{message}`; a route with a form field can rewrap the
 * message (`messageFor` the request's site) as `{errors: {field: [message]}}`.
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
