import { describe, expect, it } from 'vitest';
import { formDefinition } from './form-definitions';
import { FORM_NAMES, type FormInput } from './form-definition';
import { validateForm } from './validate-form';

const CH = { country: 'CH' } as const;
const job = formDefinition('job-offer-create-or-update', 'CH');
const validJob = {
  clubFunction: 'TRAINER',
  subClubFunction: 'TORWARTTRAINER',
  teamCategory: 'AKTIVE',
  teamGender: 'M',
  league: 'CH-M-2-LIGA',
  salary: '1200',
  searchRadius: '20',
  description: 'Wir suchen einen motivierten Torwarttrainer für unsere erste Mannschaft.',
  jobExtras: ['EQUIPMENT'],
  address: { zip: '8001', city: 'Zürich' },
  contactInformation: { email: 'trainer@example.com' },
};

describe('validateForm', () => {
  it('accepts a valid offer and returns typed, normalized values only for known fields', async () => {
    const result = await validateForm(job, { ...validJob, isAdmin: true }, CH);
    expect(result).toEqual({
      ok: true,
      values: { ...validJob, salary: 1200, searchRadius: 20 },
    });
  });

  it('names every missing required field with the standard message', async () => {
    const result = await validateForm(job, {}, CH);
    expect(result).toEqual({
      ok: false,
      errors: {
        clubFunction: ['Gesuchte Funktion ist ein Pflichtfeld.'],
        description: ['Beschreibung ist ein Pflichtfeld.'],
        'address.zip': ['PLZ ist ein Pflichtfeld.'],
        'address.city': ['Ort ist ein Pflichtfeld.'],
      },
    });
  });

  it('refuses options that do not exist and a sub-function of another function', async () => {
    const result = await validateForm(
      job,
      { ...validJob, subClubFunction: 'STUERMER', jobExtras: ['YACHT'] },
      CH,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.subClubFunction).toEqual(['Genauer passt nicht zur gewählten Funktion.']);
    expect(result.errors.jobExtras).toEqual(['Zusätzliche Leistungen enthält einen ungültigen Wert.']);
  });

  it('offers leagues by team gender: a league needs a gender and must be of that gender', async () => {
    const noGender = await validateForm(job, { ...validJob, teamGender: undefined }, CH);
    expect(noGender.ok || noGender.errors.league).toEqual([
      'Bitte wähle zuerst, ob es ein Männer- oder Frauenteam ist.',
    ]);
    const women = await validateForm(job, { ...validJob, teamGender: 'F' }, CH);
    expect(women.ok || women.errors.league).toEqual(['Liga enthält einen ungültigen Wert.']);
    const german = await validateForm(job, { ...validJob, league: 'DE-M-E9-BAYERN' }, CH);
    expect(german.ok).toBe(false);
  });

  it('checks numbers, ranges and whole numbers', async () => {
    const result = await validateForm(job, { ...validJob, salary: 'viel', searchRadius: '12.5' }, CH);
    expect(result.ok || result.errors).toEqual({
      salary: ['Entschädigung pro Saison (CHF) muss eine Zahl sein.'],
      searchRadius: ['Suchradius in km muss eine ganze Zahl sein.'],
    });
    // A decimal comma, as German writes it, is a number too: the message asks for what is wrong with it.
    const comma = await validateForm(job, { ...validJob, searchRadius: '12,5' }, CH);
    expect(comma.ok || comma.errors).toEqual({
      searchRadius: ['Suchradius in km muss eine ganze Zahl sein.'],
    });
    for (const notTyped of ['0x10', '0b101', '1e3', 'Infinity', '12 3']) {
      const odd = await validateForm(job, { ...validJob, searchRadius: notTyped }, CH);
      expect({ notTyped, errors: odd.ok || odd.errors }).toEqual({
        notTyped,
        errors: { searchRadius: ['Suchradius in km muss eine Zahl sein.'] },
      });
    }
    // Blank is not zero ("no limit"): it is a field left empty, which a required field then refuses.
    const blank = await validateForm(job, { ...validJob, salary: '  ', searchRadius: ' 25 ' }, CH);
    expect(blank.ok && blank.values).toMatchObject({ searchRadius: 25 });
    expect(blank.ok && blank.values.salary).toBeUndefined();
    // Thousands as people mark them in an amount; where a whole number is asked for, 1.500 is no 1.5.
    for (const [typed, value] of [
      ["1'500", 1500],
      ['1.500', 1500],
      ['12 000', 12000],
      ['1’000’000', 1000000],
    ] as const) {
      const grouped = await validateForm(job, { ...validJob, salary: typed }, CH);
      expect(grouped.ok && grouped.values.salary, typed).toBe(value);
    }
    for (const odd of ['1.5', "1'50", '1.500,50', "1.500'000", '1..500']) {
      const refused = await validateForm(job, { ...validJob, salary: odd }, CH);
      expect(refused.ok, odd).toBe(false);
    }
    const negative = await validateForm(job, { ...validJob, searchRadius: -1 }, CH);
    expect(negative.ok || negative.errors.searchRadius).toEqual([
      'Suchradius in km muss zwischen 0 und 500 liegen.',
    ]);
  });

  it('prefixes http:// to bare URLs and speaks the spec message for bad ones', async () => {
    const club = formDefinition('club-profile-update', 'CH');
    const base = { name: 'FC Musterdorf', address: { zip: '8001', city: 'Zürich' } };
    const ok = await validateForm(club, { ...base, websiteUrl: 'www.fc-musterdorf.ch' }, CH);
    expect(ok.ok && ok.values).toMatchObject({ websiteUrl: 'http://www.fc-musterdorf.ch' });
    const bad = await validateForm(
      club,
      { ...base, websiteUrl: 'javascript:alert(1)', facebookUrl: 'kein link' },
      CH,
    );
    expect(bad.ok || bad.errors).toEqual({
      websiteUrl: ['Webseite ist keine gültige URL'],
      facebookUrl: ['Facebook ist keine gültige URL'],
    });
  });

  it('accepts real calendar days in range only', async () => {
    const person = formDefinition('person-profile-update', 'CH');
    const base = { firstName: 'Lea', lastName: 'Meier', address: { zip: '3011', city: 'Bern' } };
    for (const birthday of ['1990-02-30', '2019-01-01', '1900-12-31', '12.03.1990']) {
      const result = await validateForm(person, { ...base, birthday }, CH);
      expect(result.ok || result.errors.birthday).toEqual(['Kein gültiges Datum']);
    }
    const ok = await validateForm(person, { ...base, birthday: '1990-03-12T00:00:00.000Z' }, CH);
    expect(ok.ok && ok.values).toMatchObject({ birthday: '1990-03-12' });
  });

  it('checks postcodes by country', async () => {
    const club = formDefinition('club-profile-update', 'DE');
    const result = await validateForm(
      club,
      { name: 'SV Musterstadt', address: { zip: '8001', city: 'X' } },
      {
        country: 'DE',
      },
    );
    expect(result.ok || result.errors['address.zip']).toEqual(['PLZ ist keine gültige Postleitzahl.']);
  });

  it('compares password confirmation, requires accepted terms and asks the server about unique values', async () => {
    const form = formDefinition('person-registration', 'CH');
    const taken = new Set(['vergeben@example.com']);
    const result = await validateForm(
      form,
      {
        email: 'vergeben@example.com',
        password: 'geheim123',
        passwordConfirmation: 'geheim124',
        firstName: 'Lea',
        lastName: 'Meier',
        address: { zip: '3011', city: 'Bern' },
      },
      { country: 'CH', isUnique: async (_path, value) => !taken.has(value as string) },
    );
    expect(result.ok || result.errors).toEqual({
      email: ['Dieser Wert existiert bereits.'],
      passwordConfirmation: ['Die Passwörter stimmen nicht überein.'],
      termsAccepted: ['Bitte akzeptiere die AGB und die Datenschutzerklärung.'],
    });
  });

  it('refuses values of the wrong shape instead of crashing', async () => {
    const result = await validateForm(
      job,
      { clubFunction: { $ne: 1 }, description: ['a'], address: 'x' },
      CH,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.clubFunction).toEqual(['Gesuchte Funktion ist ungültig.']);
  });

  it('refuses a group sent as anything but an object, instead of reading it as a group left empty', async () => {
    const person = formDefinition('person-profile-update', 'CH');
    const base = { firstName: 'Lea', lastName: 'Meier', address: { zip: '3011', city: 'Bern' } };
    for (const currentJob of [12345, 'x', '', ['a'], [], true, false]) {
      const result = await validateForm(person, { ...base, currentJob }, CH);
      // The group's own fields add nothing: a required one would only repeat the refusal.
      expect({ currentJob, errors: result.ok || result.errors }).toEqual({
        currentJob,
        errors: { currentJob: ['Aktuelle Tätigkeit ist ungültig.'] },
      });
    }
    const club = await validateForm(
      formDefinition('club-profile-update', 'CH'),
      { name: 'FC X', address: 7 },
      CH,
    );
    expect(club.ok || club.errors).toEqual({ address: ['Adresse ist ungültig.'] });
    // Not sent, or sent as null, still means a group left empty.
    for (const currentJob of [undefined, null, {}]) {
      const result = await validateForm(person, { ...base, currentJob }, CH);
      expect(result.ok && result.values).not.toHaveProperty('currentJob');
    }
  });

  it('refuses text with a lone UTF-16 surrogate, which no character encoding can store', async () => {
    const person = formDefinition('person-profile-update', 'CH');
    const base = { firstName: 'Lea', lastName: 'Meier', address: { zip: '3011', city: 'Bern' } };
    const result = await validateForm(
      person,
      {
        ...base,
        firstName: 'Lea\ud800',
        description: '\udc00 über mich',
        address: { zip: '3011', city: 'Bern\udfff' },
      },
      CH,
    );
    expect(result.ok || result.errors).toEqual({
      firstName: ['Vorname enthält ungültige Zeichen.'],
      description: ['Über mich enthält ungültige Zeichen.'],
      'address.city': ['Ort enthält ungültige Zeichen.'],
    });
    const password = await validateForm(
      formDefinition('password-reset', 'CH'),
      { token: 'abc', password: 'geheim123\ud83d', passwordConfirmation: 'geheim123\ud83d' },
      CH,
    );
    expect(password.ok || Object.keys(password.errors)).toEqual(['password', 'passwordConfirmation']);
    // A surrogate pair is one character (an emoji), not a lone half.
    const emoji = await validateForm(person, { ...base, firstName: 'Lea \ud83d\ude00' }, CH);
    expect(emoji.ok && emoji.values).toMatchObject({ firstName: 'Lea 😀' });
  });
});

describe('validateForm: what no one types', () => {
  const club = formDefinition('club-profile-update', 'CH');
  const base = { name: 'FC Aarau', address: { zip: '5000', city: 'Aarau' } };

  it('takes a value of invisible characters for empty, so a required field still asks for it', async () => {
    const result = await validateForm(club, { ...base, name: '\u200b\u00ad \u200b' }, CH);
    expect(result.ok || result.errors).toEqual({ name: ['Vereinsname ist ein Pflichtfeld.'] });
    const description = await validateForm(job, { ...validJob, description: '\u200b'.repeat(25) }, CH);
    expect(description.ok || description.errors).toEqual({
      description: ['Beschreibung ist ein Pflichtfeld.'],
    });
    // At the ends only: a soft hyphen within a word is the writer's choice.
    const kept = await validateForm(club, { ...base, name: '\u200bFC Fuss\u00adball Aarau\u200b' }, CH);
    expect(kept.ok && kept.values).toMatchObject({ name: 'FC Fuss\u00adball Aarau' });
  });

  it('refuses control characters and marks that turn the text around, but keeps lines in long texts', async () => {
    const result = await validateForm(
      club,
      { ...base, name: '\u202eFC Evil', shortName: 'X\u001b[31m', description: 'A\u0000B' },
      CH,
    );
    expect(result.ok || result.errors).toMatchObject({
      name: ['Vereinsname enthält ungültige Zeichen.'],
      description: ['Beschreibung enthält ungültige Zeichen.'],
    });
    const lines = await validateForm(club, { ...base, description: 'Wir sind\r\n\tein Verein.' }, CH);
    expect(lines.ok && lines.values).toMatchObject({ description: 'Wir sind\n\tein Verein.' });
    const oneLine = await validateForm(club, { ...base, name: 'FC\nAarau' }, CH);
    expect(oneLine.ok || oneLine.errors).toEqual({ name: ['Vereinsname enthält ungültige Zeichen.'] });
  });

  it('counts a line break as one character, however the browser sent it', async () => {
    // 4,990 letters on ten lines: 4,999 characters in the text area, 5,008 as the browser sends them.
    const description = Array.from({ length: 10 }, () => 'x'.repeat(499)).join('\r\n');
    const result = await validateForm(club, { ...base, description }, CH);
    expect(result.ok && result.values).toMatchObject({ description: description.replace(/\r\n/g, '\n') });
    const oldMac = await validateForm(club, { ...base, description: 'a\rb' }, CH);
    expect(oldMac.ok && oldMac.values).toMatchObject({ description: 'a\nb' });
  });

  it('takes a number for a text only when it arrived with all its digits', async () => {
    // What JSON.parse makes of 123456789012345678901 in a request body: 123456789012345680000.
    const description = JSON.parse('123456789012345678901') as number;
    const lossy = await validateForm(job, { ...validJob, description }, CH);
    expect(lossy.ok || lossy.errors).toEqual({ description: ['Beschreibung ist ungültig.'] });
    const zip = await validateForm(job, { ...validJob, address: { zip: 8001, city: 'Zürich' } }, CH);
    expect(zip.ok && zip.values).toMatchObject({ address: { zip: '8001' } });
  });

  it('wants a phone number to hold digits, not only the marks between them', async () => {
    for (const phone of ['------', '(((((())))))', '+ . . . . .', '12 34 5']) {
      const result = await validateForm(job, { ...validJob, contactInformation: { phone } }, CH);
      expect(result.ok || result.errors).toEqual({
        'contactInformation.phone': ['Telefon ist keine gültige Telefonnummer.'],
      });
    }
    const valid = await validateForm(
      job,
      { ...validJob, contactInformation: { phone: '+41 (0)44 123 45 67' } },
      CH,
    );
    expect(valid.ok).toBe(true);
  });
});

describe('form definitions', () => {
  const KNOWN_RULES =
    /^(required|email|phone|url|min|max|integer|between|date|date-between|same|postcode|accepted|child-of|unique|image)(:|$)/;
  const all = (inputs: FormInput[]): FormInput[] => inputs.flatMap((i) => [i, ...all(i.inputs ?? [])]);

  it('use only rules the validator knows, on both sites', () => {
    for (const name of FORM_NAMES)
      for (const country of ['CH', 'DE'] as const)
        for (const input of all(formDefinition(name, country).inputs))
          for (const rule of input.rules) expect(rule).toMatch(KNOWN_RULES);
  });

  it('are written in Swiss spelling on the Swiss site', () => {
    for (const name of FORM_NAMES) expect(JSON.stringify(formDefinition(name, 'CH'))).not.toContain('ß');
    expect(JSON.stringify(formDefinition('club-profile-update', 'DE'))).toContain('Straße');
  });

  it('offer the leagues of the site country only, in the currency of the site', () => {
    const league = (country: 'CH' | 'DE') =>
      formDefinition('job-offer-create-or-update', country).inputs.find((i) => i.name === 'league');
    expect(league('CH')?.genderDependingOptions?.M?.every((o) => o.value.startsWith('CH-'))).toBe(true);
    expect(league('DE')?.genderDependingOptions?.F?.every((o) => o.value.startsWith('DE-F-'))).toBe(true);
    expect(JSON.stringify(formDefinition('job-offer-create-or-update', 'DE'))).toContain('(EUR)');
  });
});
