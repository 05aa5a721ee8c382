/**
 * The selection dialog (search.dialog) of the search filters and of the forms' multiple choice. It joins
 * the texts with the dialog's own chunk, which loads when a dialog first opens.
 */
export const searchDialog = {
  hint: 'Wähle einen oder mehrere Einträge.',
  hintSingle: 'Wähle einen Eintrag.',
  filter: 'Liste filtern',
  clearSelection: 'Auswahl löschen',
  cancel: 'Abbrechen',
  done: 'Fertig',
  noOptions: 'Keine passenden Einträge',
  matches_one: '{{count}} Eintrag',
  matches_other: '{{count}} Einträge',
  count_one: '{{count}} Treffer',
  count_other: '{{count}} Treffer',
};
