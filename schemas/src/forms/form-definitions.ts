import type { Country } from '../catalogues/countries';
import {
  notificationSettingsForm,
  passwordResetForm,
  passwordResetInitiationForm,
  passwordUpdateForm,
  verificationResendForm,
} from './definitions/account-forms';
import { clubProfileForm, clubRegistrationForm } from './definitions/club-forms';
import { jobForm } from './definitions/job-form';
import { personProfileForm, personRegistrationForm } from './definitions/person-forms';
import type { FormDefinition, FormName } from './form-definition';

const BUILDERS: Record<FormName, (country: Country) => FormDefinition> = {
  'password-update': passwordUpdateForm,
  'club-profile-update': clubProfileForm,
  'person-profile-update': personProfileForm,
  'notification-settings-update': notificationSettingsForm,
  'job-offer-create-or-update': jobForm,
  'person-registration': personRegistrationForm,
  'club-registration': clubRegistrationForm,
  'password-reset-initiation': passwordResetInitiationForm,
  'password-reset': passwordResetForm,
  'verification-resend': verificationResendForm,
};

const cache = new Map<string, FormDefinition>();

/** The definition of a form on a country's site (labels, league options and currency differ). */
export function formDefinition(name: FormName, country: Country): FormDefinition {
  const key = `${name}:${country}`;
  let definition = cache.get(key);
  if (!definition) {
    definition = BUILDERS[name](country);
    cache.set(key, definition);
  }
  return definition;
}
