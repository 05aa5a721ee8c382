import type { Country } from '../../catalogues/countries';
import type { FormDefinition, FormInput } from '../form-definition';
import { addressGroup, contactGroup, credentialInputs, linkInputs, termsInput } from '../form-fields';

const clubInputs = (country: Country): FormInput[] => [
  { name: 'name', label: 'Vereinsname', type: 'STRING', rules: ['required', 'min:2', 'max:100'] },
  { name: 'description', label: 'Beschreibung', type: 'TEXT', rules: ['max:5000'] },
  addressGroup(country, true),
  contactGroup(false),
  ...linkInputs(),
  { name: 'selectedImage', label: 'Vereinswappen', type: 'IMAGE', rules: ['image'] },
];

export const clubProfileForm = (country: Country): FormDefinition => ({
  name: 'club-profile-update',
  inputs: clubInputs(country),
});

export const clubRegistrationForm = (country: Country): FormDefinition => ({
  name: 'club-registration',
  inputs: [
    ...credentialInputs(),
    { name: 'name', label: 'Vereinsname', type: 'STRING', rules: ['required', 'min:2', 'max:100'] },
    addressGroup(country, true),
    contactGroup(true),
    termsInput(country),
  ],
});
