/** The two registration forms (auth.register too): their shared chunk carries these texts. */
export const registrationForm = {
  personTitle: 'Als Person registrieren',
  clubTitle: 'Verein registrieren',
  submit: 'Registrieren',
  readTerms: 'AGB lesen',
  readPrivacy: 'Datenschutzerklärung lesen',
};
