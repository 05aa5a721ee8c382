/** The form card itself, with every form: buttons, required note and the failed definition. */
export const formCard = {
  save: 'Speichern',
  cancel: 'Abbrechen',
  genderFirst: 'Bitte wähle zuerst das Team (Männer oder Frauen).',
  requiredNote: 'Pflichtfeld',
  loadFailed: 'Das Formular konnte nicht geladen werden. Bitte lade die Seite neu.',
};

export const toast = {
  saved: 'Erfolgreich gespeichert',
  invalid: 'Prüfe deine Angaben',
  unexpected: 'Es ist ein unerwarteter Fehler aufgetreten',
};
