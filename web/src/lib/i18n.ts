import type { Country } from '@anpfiff/schemas/catalogues/countries';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from '../locales/de';
import { deDE } from '../locales/de-de';

export const DEFAULT_LOCALE = 'de-CH';

// The shared German texts are written in Swiss spelling, so de-CH needs no overrides of its own.
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: 'de',
  supportedLngs: ['de', 'de-CH', 'de-DE'],
  resources: { de: { translation: de }, 'de-CH': { translation: {} }, 'de-DE': { translation: deDE } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The site's country decides the locale: German of that country (spec section 7, api/country). */
export async function applyCountryLocale(country: Country): Promise<void> {
  const locale = `de-${country}`;
  document.documentElement.lang = locale;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export { i18n };
