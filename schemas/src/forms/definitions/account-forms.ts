import type { Country } from '../../catalogues/countries';
import { WEEKLY_MAIL } from '../../site/weekly-mail';
import type { FormDefinition } from '../form-definition';
import { newPasswordInputs } from '../form-fields';

export const passwordUpdateForm = (): FormDefinition => ({
  name: 'password-update',
  inputs: [
    { name: 'oldPassword', label: 'Aktuelles Passwort', type: 'PASSWORD', rules: ['required'] },
    ...newPasswordInputs(),
  ],
});

/** The weekly mail named as the mail itself and its unsubscribe page name it: "das E-Mail" in Switzerland. */
export const notificationSettingsForm = (country: Country): FormDefinition => ({
  name: 'notification-settings-update',
  inputs: [
    {
      name: 'weeklyJobUpdate',
      label: `${WEEKLY_MAIL[country].name} mit neuen passenden Angeboten oder Personen`,
      type: 'BOOLEAN',
      rules: [],
    },
  ],
});

/**
 * No 'exists' rule on purpose: the answer is the same whether or not an account uses the address, so the
 * form cannot be used to find out who is registered.
 */
export const passwordResetInitiationForm = (): FormDefinition => ({
  name: 'password-reset-initiation',
  inputs: [{ name: 'email', label: 'E-Mail', type: 'STRING', rules: ['required', 'email', 'max:254'] }],
});

/** A new verification link for an address whose link expired or got lost; the same answer either way, too. */
export const verificationResendForm = (): FormDefinition => ({
  name: 'verification-resend',
  inputs: [{ name: 'email', label: 'E-Mail', type: 'STRING', rules: ['required', 'email', 'max:254'] }],
});

export const passwordResetForm = (): FormDefinition => ({
  name: 'password-reset',
  inputs: [
    { name: 'token', label: 'Code', type: 'STRING', rules: ['required', 'max:200'] },
    ...newPasswordInputs(),
  ],
});
