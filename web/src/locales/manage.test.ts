import { formDefinition } from '@anpfiff/schemas/forms/form-definitions';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { manage } from './de/manage';
import { manageDeDE } from './manage-de-de';
import { addManageTexts } from './manage-locale';

function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => strings(v, at ? `${at}.${key}` : key));
  return [];
}

describe('the management texts', () => {
  it('are in Swiss spelling: never ß', () => {
    expect(strings(manage).filter(([, text]) => text.includes('ß'))).toEqual([]);
  });

  it('override only keys that exist, and leave no guillemets on the German site', () => {
    const keys = new Set(strings(manage).map(([key]) => key));
    expect(strings(manageDeDE).filter(([key]) => !keys.has(key))).toEqual([]);
    const overridden = new Set(strings(manageDeDE).map(([key]) => key));
    const guillemets = strings(manage).filter(([key, text]) => /[«»]/.test(text) && !overridden.has(key));
    expect(guillemets).toEqual([]);
    expect(strings(manageDeDE).filter(([, text]) => /[«»]/.test(text))).toEqual([]);
  });

  it("have the spec's exact strings", () => {
    expect(manage.breadcrumbs.cockpit).toBe('Übersicht');
    expect(manage.jobs.search).toBe('Suchen...');
    expect(manage.jobs.empty).toBe(
      'Du hast noch keine Angebote erfasst. Klicke auf + um ein Angebot zu erstellen.',
    );
    expect(manage.jobs.noneFound).toBe('Keine passenden Angebote');
    expect(manage.club.findEmblem).toBe('Vereinswappen finden');
    expect(manage.emblem.notFound).toBe(
      'Leider konnten wir kein Wappen zu deinem Verein finden. Bitte lade dein Wappen beim Bearbeiten deines Vereins hoch.',
    );
    expect(manage.matchings.why).toBe('Warum passt das?');
    expect(manage.cockpit.person.title).toBe('Meine Person');
    expect(manage.cockpit.jobMatchings.title).toBe('Passende Angebote');
    expect(manage.cockpit.club.title).toBe('Mein Verein');
    expect(manage.cockpit.jobs.title).toBe('Meine Angebote');
    expect(manage.cockpit.settings.title).toBe('Einstellungen');
  });

  it('say how matches are found once: the lead above the list, not again in its empty state', () => {
    const { personLead, personEmpty, jobLead, jobEmpty } = manage.matchings;
    expect(personEmpty).not.toContain(personLead);
    expect(jobEmpty).not.toContain(jobLead);
    expect(personEmpty).not.toContain('anhand');
    expect(jobEmpty).not.toContain('anhand');
  });

  it('are added once to a running i18next, with the German overrides on the German site', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'de-DE',
      fallbackLng: 'de',
      resources: { de: { translation: { brand: 'Anpfiff' } }, 'de-DE': { translation: {} } },
    });
    addManageTexts(i18n);
    addManageTexts(i18n);
    expect(i18n.t('brand')).toBe('Anpfiff');
    expect(i18n.t('manage.jobs.deleteQuestion', { role: 'Trainer' })).toContain('„Trainer“');
    await i18n.changeLanguage('de-CH');
    expect(i18n.t('manage.jobs.deleteQuestion', { role: 'Trainer' })).toContain('«Trainer»');
    expect(i18n.t('manage.jobs.matchings', { count: 2 })).toBe('2 passende Personen');
  });

  it('name the weekly mail as the mail and its unsubscribe pages do: "das E-Mail" in Switzerland', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de-CH', fallbackLng: 'de', resources: { de: { translation: {} } } });
    addManageTexts(i18n);
    expect(i18n.t('manage.settings.notifications.text')).toBe(
      'Lege fest, ob du das wöchentliche E-Mail mit Neuigkeiten erhalten möchtest.',
    );
    await i18n.changeLanguage('de-DE');
    expect(i18n.t('manage.settings.notifications.text')).toBe(
      'Lege fest, ob du die wöchentliche E-Mail mit Neuigkeiten erhalten möchtest.',
    );
  });

  it("head the subscription with the label of the site's notification setting", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de-CH', fallbackLng: 'de', resources: { de: { translation: {} } } });
    addManageTexts(i18n);
    const setting = (country: 'CH' | 'DE') =>
      formDefinition('notification-settings-update', country).inputs[0]?.label;
    expect(i18n.t('manage.subscriptions.weekly')).toBe(
      'Wöchentliches E-Mail mit neuen passenden Angeboten oder Personen',
    );
    expect(i18n.t('manage.subscriptions.weekly')).toBe(setting('CH'));
    await i18n.changeLanguage('de-DE');
    expect(i18n.t('manage.subscriptions.weekly')).toBe(
      'Wöchentliche E-Mail mit neuen passenden Angeboten oder Personen',
    );
    expect(i18n.t('manage.subscriptions.weekly')).toBe(setting('DE'));
  });
});
