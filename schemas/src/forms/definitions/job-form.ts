import { type Country, COUNTRY_INFO } from '../../catalogues/countries';
import { JOB_EXTRAS, jobExtraLabel } from '../../catalogues/job-extras';
import type { FormDefinition } from '../form-definition';
import {
  addressGroup,
  contactGroup,
  searchRadiusInput,
  subFunctionOptions,
  teamInputs,
  topLevelFunctionOptions,
} from '../form-fields';

export const jobForm = (country: Country): FormDefinition => ({
  name: 'job-offer-create-or-update',
  inputs: [
    {
      name: 'clubFunction',
      label: 'Gesuchte Funktion',
      type: 'SINGLE_SELECT',
      rules: ['required'],
      options: topLevelFunctionOptions(),
    },
    {
      name: 'subClubFunction',
      label: 'Genauer',
      type: 'SINGLE_SELECT',
      rules: ['child-of:clubFunction'],
      options: subFunctionOptions(),
    },
    ...teamInputs(country),
    {
      name: 'salary',
      label: `Entschädigung pro Saison (${COUNTRY_INFO[country].currency})`,
      type: 'NUMBER',
      rules: ['integer', 'between:0,1000000'],
    },
    searchRadiusInput(),
    { name: 'description', label: 'Beschreibung', type: 'TEXT', rules: ['required', 'min:20', 'max:5000'] },
    {
      name: 'jobExtras',
      label: 'Zusätzliche Leistungen',
      type: 'MULTI_SELECT',
      rules: [],
      options: JOB_EXTRAS.map((e) => ({ value: e, label: jobExtraLabel(e, country) })),
    },
    addressGroup(country, false),
    contactGroup(false),
  ],
});
