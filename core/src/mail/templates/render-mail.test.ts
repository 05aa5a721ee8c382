import { describe, expect, it } from 'vitest';
import { LINK_VALIDITY } from './link-validity';
import { type MailTemplate, renderMail } from './render-mail';

const TEMPLATES: MailTemplate[] = ['verify-mail', 'password-reset'];
const input = (country: 'CH' | 'DE') => ({
  country,
  siteUrl: country === 'CH' ? 'https://anpfiff.ch' : 'https://anpfiff.de',
  token: 'abc+/=def',
  displayName: 'Anna',
});

describe('renderMail', () => {
  it('links to the account page of the country site, with the token URL-encoded', () => {
    const verify = renderMail('verify-mail', input('CH'));
    const reset = renderMail('password-reset', input('DE'));
    expect(verify.text).toContain('https://anpfiff.ch/verify-mail?token=abc%2B%2F%3Ddef');
    expect(verify.html).toContain('href="https://anpfiff.ch/verify-mail?token=abc%2B%2F%3Ddef"');
    expect(reset.text).toContain('https://anpfiff.de/reset-password?token=abc%2B%2F%3Ddef');
    expect(reset.html).toContain('href="https://anpfiff.de/reset-password?token=abc%2B%2F%3Ddef"');
  });

  it('does not double the slash when the site URL ends in one', () => {
    const mail = renderMail('verify-mail', { ...input('CH'), siteUrl: 'http://localhost:3000/' });
    expect(mail.text).toContain('http://localhost:3000/verify-mail?token=');
    expect(mail.text).not.toContain('3000//');
  });

  it.each(TEMPLATES)(
    '%s escapes a malicious display name in the HTML and keeps it readable in the text',
    (t) => {
      const displayName = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
      const mail = renderMail(t, { ...input('CH'), displayName });
      expect(mail.html).not.toContain('<script');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img');
      expect(mail.text).toContain(`Hallo ${displayName}`);
    },
  );

  it('escapes a token that would break out of the link attribute', () => {
    // encodeURIComponent already covers quotes and angle brackets; escaping is the second fence.
    const mail = renderMail('password-reset', { ...input('DE'), token: '"><b>x</b>' });
    expect(mail.html).not.toContain('<b>');
  });

  it.each(TEMPLATES)(
    '%s writes Swiss spelling on the Swiss site and German spelling on the German one',
    (t) => {
      const ch = renderMail(t, input('CH'));
      const de = renderMail(t, input('DE'));
      for (const part of [ch.subject, ch.text, ch.html]) expect(part).not.toMatch(/ß/);
      expect(ch.text).toContain('Sportliche Grüsse');
      expect(ch.text).toContain('dieses E-Mail');
      expect(ch.html).toContain('lang="de-CH"');
      expect(de.text).toContain('Sportliche Grüße');
      expect(de.text).toContain('diese E-Mail');
      expect(de.html).toContain('lang="de-DE"');
    },
  );

  it.each(TEMPLATES)(
    '%s names the brand, the validity, what to do if unrequested and the support address',
    (t) => {
      for (const country of ['CH', 'DE'] as const) {
        const mail = renderMail(t, input(country));
        expect(mail.subject).toContain('Anpfiff');
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain(`${LINK_VALIDITY[t].text} gültig`);
          expect(part).toContain('ignorieren');
          expect(part).toContain('hallo@anpfiff.ch');
          expect(part).toContain('Hallo Anna');
        }
      }
    },
  );

  it('states 7 days for verification and one hour for a reset', () => {
    expect(renderMail('verify-mail', input('CH')).text).toContain('7 Tage gültig');
    expect(renderMail('password-reset', input('CH')).text).toContain('eine Stunde gültig');
    expect(LINK_VALIDITY['verify-mail'].ms).toBe(7 * 24 * 3600 * 1000);
    expect(LINK_VALIDITY['password-reset'].ms).toBe(3600 * 1000);
  });

  it('greets without a name when there is none', () => {
    const mail = renderMail('verify-mail', { ...input('DE'), displayName: '  ' });
    expect(mail.text.startsWith('Hallo\n\n')).toBe(true);
  });

  it('gives the HTML a language, a title and a descriptive link text', () => {
    const mail = renderMail('verify-mail', input('CH'));
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    expect(mail.html).toMatch(/<a href="[^"]+verify-mail[^"]+"[^>]*>E-Mail-Adresse bestätigen<\/a>/);
  });
});
