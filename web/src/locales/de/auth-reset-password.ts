/** /reset-password: its chunk carries these texts. */
export const resetPassword = {
  title: 'Neues Passwort setzen',
  submit: 'Passwort speichern',
  missingToken:
    'Dieser Link ist unvollständig. Bitte öffne den Link aus dem E-Mail noch einmal oder fordere einen neuen an.',
  requestNew: 'Neuen Link anfordern',
  invalidLink: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
};
