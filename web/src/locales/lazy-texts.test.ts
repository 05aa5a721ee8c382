import { describe, expect, it } from 'vitest';
import { auth } from './de/auth';
import { form, toast } from './de/form';
import { authDeDE } from './auth-de-de';

function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => strings(v, at ? `${at}.${key}` : key));
  return [];
}

// Loaded with the sign-in pages and forms (add-texts.ts), so the checks of locales.test.ts repeat here.
const lazy = strings({ auth, form, toast });

describe('the texts of forms and sign-in', () => {
  it('are in Swiss spelling and need no German override: never ß, no word Germany writes with ß', () => {
    expect(lazy.filter(([, text]) => text.includes('ß'))).toEqual([]);
    const swissOnly = /fussball|schliess|grüsse|fusszeile|strasse|gross|«|»/i;
    expect(lazy.filter(([, text]) => swissOnly.test(text))).toEqual([]);
  });

  it('say "das E-Mail" as the Swiss mails do, and the German site "die E-Mail"', () => {
    const feminine = /\b(eine|keine|der|die) E-Mail\b(?!-)/i;
    const neuter = /\b(ein|kein|dem|das) E-Mail\b(?!-)/i;
    expect(lazy.filter(([, text]) => feminine.test(text))).toEqual([]);
    const german = strings(authDeDE);
    expect(german.length).toBeGreaterThan(0);
    expect(german.filter(([, text]) => neuter.test(text) || !feminine.test(text))).toEqual([]);
  });

  it("have the spec's exact strings", () => {
    expect(toast).toEqual({
      saved: 'Erfolgreich gespeichert',
      invalid: 'Prüfe deine Angaben',
      unexpected: 'Es ist ein unerwarteter Fehler aufgetreten',
    });
    expect([form.save, form.cancel, form.choose]).toEqual(['Speichern', 'Abbrechen', 'Bitte wählen']);
    expect([auth.login.title, auth.login.forgotPassword]).toEqual(['Anmelden', 'Passwort vergessen?']);
  });
});
