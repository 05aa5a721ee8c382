/** The form card itself, with every form: buttons, required note and the failed definition. */
export const formCard = {
  save: 'Speichern',
  cancel: 'Abbrechen',
  genderFirst: 'Bitte wähle zuerst das Team (Männer oder Frauen).',
  // A field with a child-of rule (Genauer) waits for its parent (Gesuchte Funktion).
  parentFirst: 'Zuerst auswählen: {{label}}',
  noSubOptions: 'Zu {{option}} gibt es keine genauere Auswahl.',
  requiredNote: 'Pflichtfeld',
  loadFailed: 'Das Formular konnte nicht geladen werden. Bitte lade die Seite neu.',
};

export const toast = {
  saved: 'Erfolgreich gespeichert',
  invalid: 'Prüfe deine Angaben',
  unexpected: 'Es ist ein unerwarteter Fehler aufgetreten',
};
