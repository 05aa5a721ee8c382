import { describe, expect, it } from 'vitest';
import { formOfAddressOf } from './form-of-address';
import { LINK_VALIDITY } from './link-validity';
import { type MailTemplate, renderMail } from './render-mail';

const TEMPLATES: MailTemplate[] = ['verify-mail', 'password-reset', 'verify-with-password'];
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
    // A verification link asked for again leads to setting a password, not to switching one on.
    const again = renderMail('verify-with-password', input('CH'));
    expect(again.text).toContain('https://anpfiff.ch/reset-password?token=abc%2B%2F%3Ddef');
    expect(again.text).toContain('https://anpfiff.ch/initiate-password-reset');
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

  it.each(TEMPLATES)(
    '%s names its language for the mail client and lets a reply reach the support address',
    (t) => {
      for (const country of ['CH', 'DE'] as const) {
        const mail = renderMail(t, input(country));
        const lang = country === 'CH' ? 'de-CH' : 'de-DE';
        expect(mail.headers).toEqual({
          'Content-Language': lang,
          'Reply-To': 'Anpfiff <hallo@anpfiff.ch>',
        });
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.text).toContain('Fragen? hallo@anpfiff.ch');
      }
    },
  );

  it('states 7 days for verification and one hour for a reset or a verification link asked for again', () => {
    expect(renderMail('verify-mail', input('CH')).text).toContain('7 Tage gültig');
    expect(renderMail('password-reset', input('CH')).text).toContain('eine Stunde gültig');
    expect(renderMail('verify-with-password', input('CH')).text).toContain('eine Stunde gültig');
    expect(LINK_VALIDITY['verify-mail'].ms).toBe(7 * 24 * 3600 * 1000);
    expect(LINK_VALIDITY['password-reset'].ms).toBe(3600 * 1000);
  });

  it.each(TEMPLATES)('%s links every address its text gives, with the same words around it', (t) => {
    for (const formOfAddress of ['du', 'ihr'] as const) {
      const mail = renderMail(t, { ...input('DE'), formOfAddress });
      const hrefs = [...mail.html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]?.replace(/&amp;/g, '&'));
      for (const url of mail.text.match(/https?:\/\/\S+?(?=[\s.,;:)]*(?:\s|$))/g) ?? [])
        expect(hrefs, url).toContain(url);
    }
  });

  it.each(['password-reset', 'verify-with-password'] as const)(
    '%s links the page that sends a new link where its text names it',
    (t) => {
      const du = renderMail(t, input('CH'));
      expect(du.text).toContain(
        'Ist er abgelaufen, kannst du auf https://anpfiff.ch/initiate-password-reset einen neuen anfordern.',
      );
      expect(du.html).toContain(
        'Ist er abgelaufen, kannst du auf <a href="https://anpfiff.ch/initiate-password-reset" style="color:#0b6e3f;word-break:break-all;">https://anpfiff.ch/initiate-password-reset</a> einen neuen anfordern.',
      );
      const ihr = renderMail(t, { ...input('DE'), formOfAddress: 'ihr' });
      expect(ihr.html).toContain(
        'Ist er abgelaufen, könnt ihr auf <a href="https://anpfiff.de/initiate-password-reset" style="color:#0b6e3f;word-break:break-all;">https://anpfiff.de/initiate-password-reset</a> einen neuen anfordern.',
      );
    },
  );

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

// Word boundaries that also hold before umlauts: \b would split "Bestätigt" after "t".
const DU = /(?<![\p{L}])(du|dich|dir|dein\w*)(?![\p{L}])/iu;
const IHR = /(?<![\p{L}])(ihr|euch|euer|eure\w*)(?![\p{L}])/iu;

describe('the form of address', () => {
  it('is "ihr" for a club and "du" for a person or an admin', () => {
    expect(formOfAddressOf('club')).toBe('ihr');
    expect(formOfAddressOf('person')).toBe('du');
    expect(formOfAddressOf('admin')).toBe('du');
  });

  it.each(['CH', 'DE'] as const)(
    'asks a club to confirm its address as "ihr" throughout on %s',
    (country) => {
      const mail = renderMail('verify-mail', { ...input(country), formOfAddress: 'ihr' });
      expect(mail.subject).toBe('Bestätigt eure E-Mail-Adresse bei Anpfiff');
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(DU);
      expect(mail.text).toContain(
        'Willkommen bei Anpfiff! Bitte bestätigt noch eure E-Mail-Adresse. Danach könnt ihr euch anmelden und loslegen.',
      );
      expect(mail.text).toContain(
        `Ihr habt euch nicht bei Anpfiff registriert? Dann hat wohl jemand eure Adresse vertippt. Ihr könnt ${country === 'CH' ? 'dieses E-Mail' : 'diese E-Mail'} ignorieren`,
      );
      expect(mail.html).toContain('kopiert diesen Link in euren Browser');
      expect(mail.text).toContain('Euer Anpfiff-Team');
      if (country === 'CH')
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/ß/);
    },
  );

  it.each(['CH', 'DE'] as const)(
    'tells a club how to set a new password as "ihr" throughout on %s',
    (country) => {
      const mail = renderMail('password-reset', { ...input(country), formOfAddress: 'ihr' });
      expect(mail.subject).toBe('Neues Passwort für Anpfiff festlegen');
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(DU);
      expect(mail.text).toContain(
        'Ihr habt ein neues Passwort für euren Anpfiff-Account angefordert. Über den Link legt ihr es fest.',
      );
      expect(mail.text).toContain(
        `Ist er abgelaufen, könnt ihr auf ${input(country).siteUrl}/initiate-password-reset einen neuen anfordern.`,
      );
      expect(mail.text).toContain('euer bisheriges Passwort bleibt gültig. Bekommt ihr solche Mails öfter');
      expect(mail.text).toContain('schreibt uns bitte an hallo@anpfiff.ch.');
      expect(mail.html).toContain('kopiert diesen Link in euren Browser');
      expect(mail.text).toContain('Euer Anpfiff-Team');
      if (country === 'CH')
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/ß/);
    },
  );

  it.each(TEMPLATES)('%s keeps "du" for a person, given or by default', (t) => {
    const given = renderMail(t, { ...input('CH'), formOfAddress: 'du' });
    expect(renderMail(t, input('CH'))).toEqual(given);
    for (const part of [given.subject, given.text, given.html]) expect(part).not.toMatch(IHR);
    expect(given.text).toMatch(/^(Du hast|Willkommen)/m);
    expect(given.html).toContain('kopiere diesen Link in deinen Browser');
    expect(given.text).toContain('Dein Anpfiff-Team');
  });

  it('keeps the person wording of the verification mail word for word', () => {
    const mail = renderMail('verify-mail', { ...input('CH'), formOfAddress: 'du' });
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse bei Anpfiff');
    expect(mail.text).toContain(
      'Willkommen bei Anpfiff! Bitte bestätige noch deine E-Mail-Adresse. Danach kannst du dich anmelden und loslegen.',
    );
  });
});
