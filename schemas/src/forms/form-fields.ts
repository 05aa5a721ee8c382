import { CLUB_FUNCTION_INFO } from '../catalogues/club-functions';
import type { Country } from '../catalogues/countries';
import { leaguesFor } from '../catalogues/leagues';
import { deAssociationByCode, deAssociationLabel } from '../catalogues/associations-de';
import { TEAM_GENDER_LABELS, TEAM_GENDERS, teamCategoriesOf } from '../catalogues/team';
import type { FormInput, FormOption } from './form-definition';

/** Swiss spelling on the Swiss site: the one place a label differs between the countries. */
export function spell(country: Country, text: string): string {
  return country === 'CH' ? text.replaceAll('ß', 'ss') : text;
}

export const clubFunctionOptions = (): FormOption[] =>
  CLUB_FUNCTION_INFO.map((f) => ({
    value: f.code,
    label: f.label,
    ...(f.parent ? { parent: f.parent } : {}),
  }));

export const topLevelFunctionOptions = (): FormOption[] =>
  CLUB_FUNCTION_INFO.filter((f) => !f.parent).map((f) => ({ value: f.code, label: f.label }));

export const subFunctionOptions = (): FormOption[] =>
  clubFunctionOptions().filter((o): o is FormOption & { parent: string } => o.parent !== undefined);

const teamGenderOptions = (): FormOption[] =>
  TEAM_GENDERS.map((g) => ({ value: g, label: TEAM_GENDER_LABELS[g] }));

/** League choices per team gender; German leagues name their association so equal names stay apart. */
function leagueOptions(country: Country) {
  const options = (gender: 'M' | 'F'): FormOption[] =>
    leaguesFor(country, gender).map((l) => ({
      value: l.id,
      label: l.association ? `${l.name} (${deAssociationLabel(deAssociationByCode(l.association))})` : l.name,
    }));
  return { M: options('M'), F: options('F') };
}

/** Team category, team gender and the league that depends on it, as used by offers and current jobs. */
export function teamInputs(country: Country, prefix = ''): FormInput[] {
  return [
    {
      name: 'teamCategory',
      label: 'Kategorie',
      type: 'SINGLE_SELECT',
      rules: [],
      options: teamCategoriesOf(country).map((c) => ({ value: c.code, label: c.label })),
    },
    { name: 'teamGender', label: 'Team', type: 'SINGLE_SELECT', rules: [], options: teamGenderOptions() },
    {
      name: 'league',
      label: 'Liga',
      type: 'SINGLE_SELECT',
      rules: [],
      genderIndicatingField: `${prefix}teamGender`,
      genderDependingOptions: leagueOptions(country),
    },
  ];
}

export function addressGroup(country: Country, withStreet: boolean): FormInput {
  const street: FormInput = {
    name: 'street',
    label: spell(country, 'Straße und Nr.'),
    type: 'STRING',
    rules: ['max:100'],
  };
  return {
    name: 'address',
    label: 'Adresse',
    type: 'GROUP',
    rules: [],
    inputs: [
      ...(withStreet ? [street] : []),
      { name: 'zip', label: 'PLZ', type: 'STRING', rules: ['required', 'postcode'] },
      { name: 'city', label: 'Ort', type: 'STRING', rules: ['required', 'max:100'] },
    ],
  };
}

export function contactGroup(required: boolean): FormInput {
  const req = required ? ['required'] : [];
  return {
    name: 'contactInformation',
    label: 'Kontaktperson',
    type: 'GROUP',
    rules: [],
    inputs: [
      { name: 'firstName', label: 'Vorname', type: 'STRING', rules: [...req, 'max:100'] },
      { name: 'lastName', label: 'Nachname', type: 'STRING', rules: [...req, 'max:100'] },
      { name: 'position', label: 'Funktion im Verein', type: 'STRING', rules: ['max:100'] },
      { name: 'email', label: 'E-Mail', type: 'STRING', rules: ['email', 'max:254'] },
      { name: 'phone', label: 'Telefon', type: 'STRING', rules: ['phone'] },
    ],
  };
}

export const linkInputs = (): FormInput[] => [
  { name: 'websiteUrl', label: 'Webseite', type: 'URL', rules: ['url', 'max:300'] },
  { name: 'facebookUrl', label: 'Facebook', type: 'URL', rules: ['url', 'max:300'] },
  { name: 'instagramUrl', label: 'Instagram', type: 'URL', rules: ['url', 'max:300'] },
  { name: 'twitterUrl', label: 'X (Twitter)', type: 'URL', rules: ['url', 'max:300'] },
];

export const searchRadiusInput = (): FormInput => ({
  name: 'searchRadius',
  label: 'Suchradius in km',
  type: 'NUMBER',
  rules: ['integer', 'between:0,500'],
  hint: '0 bedeutet ohne Begrenzung',
});

const PASSWORD_MIN_LENGTH = 8;

/** A new password and its confirmation; the rule shows before the first try (no period, as searchRadius). */
export const newPasswordInputs = (): FormInput[] => [
  {
    name: 'password',
    label: 'Passwort',
    type: 'PASSWORD',
    rules: ['required', `min:${PASSWORD_MIN_LENGTH}`, 'max:128'],
    hint: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen`,
  },
  {
    name: 'passwordConfirmation',
    label: 'Passwort bestätigen',
    type: 'PASSWORD',
    rules: ['required', 'same:password'],
  },
];

export const credentialInputs = (): FormInput[] => [
  { name: 'email', label: 'E-Mail', type: 'STRING', rules: ['required', 'email', 'max:254', 'unique'] },
  ...newPasswordInputs(),
];

export const termsInput = (country: Country): FormInput => ({
  name: 'termsAccepted',
  label: spell(country, 'Ich akzeptiere die AGB und die Datenschutzerklärung'),
  type: 'BOOLEAN',
  rules: ['accepted'],
});
