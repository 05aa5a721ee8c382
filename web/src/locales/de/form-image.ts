/** The image upload (form.image): these texts come with its chunk. */
export const formImage = {
  preview: 'Vorschau: {{label}}',
  remove: 'Bild entfernen',
  notAnImage: 'Bitte wähle eine Bilddatei (JPG, PNG, WebP oder GIF).',
  tooLarge: 'Das Bild darf höchstens {{megabytes}} MB haben.',
};
