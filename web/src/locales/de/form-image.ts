/** The image upload (form.image): these texts come with its chunk. */
export const formImage = {
  preview: 'Vorschau: {{label}}',
  remove: 'Bild entfernen',
  discard: 'Auswahl verwerfen',
  removed: 'Das Bild wird beim Speichern entfernt.',
  undo: 'Rückgängig',
  notAnImage: 'Bitte wähle eine Bilddatei (JPG, PNG, WebP oder GIF).',
  tooLarge: 'Das Bild darf höchstens {{megabytes}} MB haben.',
};
