import type { Site } from './api-client';

export const PASSWORD = 'Sicheres-Passwort-7';

/** Postcodes the gazetteer knows, one per country site. */
export const PLACES = {
  CH: { zip: '8001', city: 'Zürich' },
  DE: { zip: '10179', city: 'Berlin' },
} as const;

export function personRegistration(site: Site, email: string, overrides: object = {}) {
  return {
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    firstName: 'Lea',
    lastName: 'Brunner',
    address: PLACES[site],
    interestedClubFunctions: ['SCHIEDSRICHTER', 'TRAINER'],
    termsAccepted: true,
    ...overrides,
  };
}

export function clubRegistration(site: Site, email: string, overrides: object = {}) {
  return {
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    name: 'FC Testdorf',
    address: { street: 'Sportweg 1', ...PLACES[site] },
    contactInformation: {
      firstName: 'Ruth',
      lastName: 'Keller',
      position: 'Präsidentin',
      email: 'kontakt@fc-testdorf.example.com',
      phone: '+41 44 123 45 67',
    },
    termsAccepted: true,
    ...overrides,
  };
}

/** A complete offer as the job form sends it; German sites have other leagues, so none by default there. */
export function jobPayload(site: Site, overrides: object = {}) {
  return {
    clubFunction: 'TRAINER',
    subClubFunction: 'CHEFTRAINER',
    teamCategory: 'AKTIVE',
    teamGender: 'M',
    ...(site === 'CH' ? { league: 'CH-M-4-LIGA' } : {}),
    salary: 1500,
    searchRadius: 25,
    description: 'Wir suchen eine engagierte Cheftrainerin für unsere erste Mannschaft.',
    jobExtras: ['FREE_MEMBERSHIP', 'EQUIPMENT'],
    address: PLACES[site],
    contactInformation: {
      firstName: 'Mara',
      lastName: 'Frei',
      position: 'Sportchefin',
      email: 'sport@fc-testdorf.example.com',
      phone: '+41 44 987 65 43',
    },
    ...overrides,
  };
}

/** The club profile form filled in completely. */
export function clubProfile(site: Site, overrides: object = {}) {
  return {
    name: 'FC Testdorf',
    description: 'Ein familiärer Verein mit zwölf Teams und viel Herz.',
    address: { street: 'Sportweg 1', ...PLACES[site] },
    contactInformation: {
      firstName: 'Ruth',
      lastName: 'Keller',
      position: 'Präsidentin',
      email: 'kontakt@fc-testdorf.example.com',
      phone: '+41 44 123 45 67',
    },
    websiteUrl: 'https://fc-testdorf.example.com',
    instagramUrl: 'https://www.instagram.com/fctestdorf',
    ...overrides,
  };
}

/** The person profile form filled in completely. */
export function personProfile(site: Site, overrides: object = {}) {
  return {
    firstName: 'Lea',
    lastName: 'Brunner',
    description: 'Schiedsrichterin mit acht Jahren Erfahrung, suche einen neuen Verein.',
    birthday: '1994-03-17',
    gender: 'FEMALE',
    phone: '+41 79 123 45 67',
    address: PLACES[site],
    websiteUrl: 'https://lea.example.com',
    currentJob: { clubFunction: 'SCHIEDSRICHTER', clubName: 'FC Altdorf', teamCategory: 'AKTIVE' },
    interestedClubFunctions: ['SCHIEDSRICHTER', 'TRAINER'],
    searchRadius: 30,
    ...overrides,
  };
}

/**
 * A nested value as multipart fields with dotted and indexed names (`address.zip`,
 * `interestedClubFunctions[0]`), the way the web app sends its forms.
 */
export function toFormData(value: object, form = new FormData(), prefix = ''): FormData {
  for (const [key, item] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(item)) item.forEach((entry, i) => form.append(`${name}[${i}]`, String(entry)));
    else if (item !== null && typeof item === 'object') toFormData(item as object, form, name);
    else if (item !== undefined) form.append(name, String(item));
  }
  return form;
}
