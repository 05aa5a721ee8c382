import { initiateReset } from './auth-initiate-reset';
import { login } from './auth-login';
import { registerChoice } from './auth-register';
import { registerSuccess } from './auth-register-success';
import { registrationForm } from './auth-registration';
import { resetInitiated } from './auth-reset-initiated';
import { resetPassword } from './auth-reset-password';
import { verifyMail } from './auth-verify-mail';

/**
 * Sign-in, registration, e-mail verification and password reset (spec section 2). Each sign-in page adds
 * only its own part when its chunk loads (auth-*.ts); this is all of them together.
 */
export const auth = {
  checkingSession: 'Anmeldung wird geprüft …',
  login,
  register: { ...registerChoice, ...registrationForm },
  registerSuccess,
  verifyMail,
  initiateReset,
  resetInitiated,
  resetPassword,
};
