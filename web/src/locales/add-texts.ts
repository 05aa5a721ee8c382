import { i18n } from '../lib/i18n';

/**
 * Texts of a lazily loaded part of the app (forms, sign-in) join the shared German bundle when that part
 * loads, so they cost nothing on a first visit of a public page. Every site falls back to 'de'.
 */
export function addTexts(texts: Record<string, unknown>): void {
  i18n.addResourceBundle('de', 'translation', texts, true, false);
}
