import type { i18n as I18n } from 'i18next';
import { manage } from './de/manage';
import { manageDeDE } from './manage-de-de';

/**
 * Adds the management area's texts to i18next. Called by the area's chunk when it loads, so the public
 * first load carries none of them; a second call changes nothing.
 */
export function addManageTexts(i18n: I18n): void {
  i18n.addResourceBundle('de', 'translation', { manage }, true, true);
  i18n.addResourceBundle('de-DE', 'translation', { manage: manageDeDE }, true, true);
}
