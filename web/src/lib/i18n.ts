import type { Country } from '@anpfiff/schemas/catalogues/countries';
import i18n from 'i18next';
import { shellTexts } from '../locales/shell-texts';
import { deDE } from '../locales/de-de';

export const DEFAULT_LOCALE = 'de-CH';

// The shared German texts are written in Swiss spelling, so de-CH needs no overrides of its own.
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: 'de',
  supportedLngs: ['de', 'de-CH', 'de-DE'],
  resources: {
    de: { translation: shellTexts },
    'de-CH': { translation: {} },
    'de-DE': { translation: deDE },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Texts of a lazily loaded part of the app (forms, sign-in, detail pages) join the shared German bundle
 * when that part loads, so they cost nothing on a first visit of other pages. Every site falls back to
 * 'de'; `germanOverrides` are what the German site (de-DE) writes differently.
 */
export function addTexts(texts: Record<string, unknown>, germanOverrides?: Record<string, unknown>): void {
  i18n.addResourceBundle('de', 'translation', texts, true, false);
  if (germanOverrides) i18n.addResourceBundle('de-DE', 'translation', germanOverrides, true, false);
}

/** The site's country decides the locale: German of that country (spec section 7, api/country). */
export async function applyCountryLocale(country: Country): Promise<void> {
  const locale = `de-${country}`;
  document.documentElement.lang = locale;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export { i18n };
