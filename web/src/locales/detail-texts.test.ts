import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import './detail-texts';

describe('the detail texts, joined after the first load', () => {
  it('speak Swiss German on the Swiss site and German of Germany on the German site', async () => {
    await i18n.changeLanguage('de-CH');
    expect(i18n.t('detail.job.mailSignOff')).toBe('Freundliche Grüsse');
    expect(i18n.t('detail.badges.refereeCompensation')).toBe('Spielentschädigung');
    await i18n.changeLanguage('de-DE');
    expect(i18n.t('detail.job.mailSignOff')).toBe('Freundliche Grüße');
    expect(i18n.t('detail.job.apply')).toBe('Jetzt bewerben');
    // The shell's own German overrides stay.
    expect(i18n.t('footer.label')).toBe('Fußzeile');
  });

  it("name an offer's extras in each site's words", async () => {
    await i18n.changeLanguage('de-CH');
    expect(i18n.t('jobExtras.FREE_MATCH_TICKETS')).toBe('Gratis Matchtickets');
    await i18n.changeLanguage('de-DE');
    expect(i18n.t('jobExtras.FREE_MATCH_TICKETS')).toBe('Freikarten für Spiele');
    expect(i18n.t('jobExtras.EQUIPMENT')).toBe('Ausrüstung');
  });
});
