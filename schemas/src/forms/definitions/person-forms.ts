import type { Country } from '../../catalogues/countries';
import { PERSON_GENDER_LABELS, PERSON_GENDERS } from '../../catalogues/person';
import type { FormDefinition, FormInput } from '../form-definition';
import {
  addressGroup,
  clubFunctionOptions,
  credentialInputs,
  linkInputs,
  searchRadiusInput,
  teamInputs,
  termsInput,
} from '../form-fields';

const nameInputs = (): FormInput[] => [
  { name: 'firstName', label: 'Vorname', type: 'STRING', rules: ['required', 'max:100'] },
  { name: 'lastName', label: 'Nachname', type: 'STRING', rules: ['required', 'max:100'] },
];

const interestsInput = (): FormInput => ({
  name: 'interestedClubFunctions',
  label: 'Ich interessiere mich für',
  type: 'MULTI_SELECT',
  rules: [],
  options: clubFunctionOptions(),
});

export const personProfileForm = (country: Country): FormDefinition => ({
  name: 'person-profile-update',
  inputs: [
    ...nameInputs(),
    { name: 'description', label: 'Über mich', type: 'TEXT', rules: ['max:5000'] },
    {
      name: 'birthday',
      label: 'Geburtsdatum',
      type: 'DATE',
      rules: ['date', 'date-between:1901-01-01,2018-12-31'],
    },
    {
      name: 'gender',
      label: 'Geschlecht',
      type: 'SINGLE_SELECT',
      rules: [],
      options: PERSON_GENDERS.map((g) => ({ value: g, label: PERSON_GENDER_LABELS[g] })),
    },
    { name: 'phone', label: 'Telefon', type: 'STRING', rules: ['phone'] },
    addressGroup(country, false),
    ...linkInputs(),
    { name: 'selectedImage', label: 'Profilbild', type: 'IMAGE', rules: ['image'] },
    {
      name: 'currentJob',
      label: 'Aktuelle Tätigkeit',
      type: 'GROUP',
      rules: [],
      inputs: [
        {
          name: 'clubFunction',
          label: 'Funktion',
          type: 'SINGLE_SELECT',
          rules: [],
          options: clubFunctionOptions(),
        },
        { name: 'clubName', label: 'Verein', type: 'STRING', rules: ['max:100'] },
        ...teamInputs(country, 'currentJob.'),
      ],
    },
    interestsInput(),
    searchRadiusInput(),
  ],
});

export const personRegistrationForm = (country: Country): FormDefinition => ({
  name: 'person-registration',
  inputs: [
    ...credentialInputs(),
    ...nameInputs(),
    addressGroup(country, false),
    interestsInput(),
    termsInput(country),
  ],
});
