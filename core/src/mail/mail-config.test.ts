import { describe, expect, it } from 'vitest';
import type { ConfigError } from '../config/config';
import { loadConfig, productionProblems } from '../config/config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('mail settings', () => {
  it('default to files, Monday 07:00 in Zurich and a development secret', () => {
    const { mail } = loadConfig({});
    expect(mail).toEqual({
      smtpUrl: undefined,
      digestCron: '0 7 * * 1',
      digestTimezone: 'Europe/Zurich',
      secret: expect.stringMatching(/^.{32,}$/),
    });
  });

  it('take an SMTP server, a schedule and a secret', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtps://anpfiff:geheim@mail.example.ch:465',
      DIGEST_CRON: '30 6 * * 1',
      DIGEST_TIMEZONE: 'Europe/Berlin',
      MAIL_SECRET: 's'.repeat(32),
    });
    expect(mail).toEqual({
      smtpUrl: 'smtps://anpfiff:geheim@mail.example.ch:465',
      digestCron: '30 6 * * 1',
      digestTimezone: 'Europe/Berlin',
      secret: 's'.repeat(32),
    });
  });

  it('need a secret of their own in production, for the servers that sign and check unsubscribe links', () => {
    expect(productionProblems({ NODE_ENV: 'production' })).toContain(
      'MAIL_SECRET: fehlt; in Produktion nötig, denn es signiert die Abmeldelinks (z. B. mit openssl rand -hex 32 erzeugen)',
    );
    // The operator commands sign nothing and run without it.
    expect(problems({ NODE_ENV: 'production' })).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_SECRET: 's'.repeat(32) }).mail.secret).toBe(
      's'.repeat(32),
    );
  });

  it('refuse what cannot work, one line per problem', () => {
    expect(
      problems({
        SMTP_URL: 'http://mail.example.ch',
        DIGEST_CRON: 'montags',
        DIGEST_TIMEZONE: 'Europe/Zuerich',
        MAIL_SECRET: 'kurz',
      }),
    ).toEqual([
      expect.stringMatching(/^SMTP_URL: muss eine URL mit smtp:\/\/ oder smtps:\/\/ sein/),
      expect.stringMatching(/^DIGEST_CRON: muss ein Cron-Ausdruck mit 5 oder 6 Feldern sein/),
      expect.stringMatching(/^DIGEST_TIMEZONE: muss eine IANA-Zeitzone wie Europe\/Zurich sein/),
      // The secret is named, never shown, not even when it is too short.
      'MAIL_SECRET: muss mindestens 32 Zeichen lang sein',
    ]);
  });
});
