/** The form card, its inputs and the toasts (spec sections 2, 5 and 8). */
export const form = {
  save: 'Speichern',
  cancel: 'Abbrechen',
  choose: 'Bitte wählen',
  noOptions: 'Keine Einträge',
  nothingSelected: 'Nichts ausgewählt',
  genderFirst: 'Bitte wähle zuerst das Team (Männer oder Frauen).',
  requiredNote: 'Pflichtfeld',
  loadFailed: 'Das Formular konnte nicht geladen werden. Bitte lade die Seite neu.',
  date: { day: 'Tag', month: 'Monat', year: 'Jahr' },
  image: {
    preview: 'Vorschau: {{label}}',
    remove: 'Bild entfernen',
    notAnImage: 'Bitte wähle eine Bilddatei (JPG, PNG, WebP oder GIF).',
  },
};

export const toast = {
  saved: 'Erfolgreich gespeichert',
  invalid: 'Prüfe deine Angaben',
  unexpected: 'Es ist ein unerwarteter Fehler aufgetreten',
};
