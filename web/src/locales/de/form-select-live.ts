/**
 * What a screen reader hears from a select while it is used (form.live): react-select's live region,
 * which would speak English otherwise. These texts come with the select's chunk.
 */
export const formSelectLive = {
  focused: '{{label}} hat den Fokus. Tippe, um die Liste zu filtern, Pfeil nach unten öffnet sie.',
  menu: 'Pfeil nach oben und unten wählt eine Option, Enter übernimmt sie, Escape verlässt die Liste.',
  menuTab: 'Tab übernimmt die Option und geht zum nächsten Feld.',
  values: 'Pfeil nach links und rechts wechselt zwischen den gewählten Werten, Rücktaste entfernt einen.',
  selected: '{{label}} ausgewählt.',
  deselected: '{{label}} abgewählt.',
  cleared: 'Auswahl entfernt.',
  notSelectable: '{{label}} ist nicht wählbar. Wähle eine andere Option.',
  // Where the focused option is: "Herren, ausgewählt, 2 von 5."
  position: '{{index}} von {{count}}',
  isSelected: 'ausgewählt',
  isDisabled: 'nicht wählbar',
  results_one: '{{count}} Ergebnis verfügbar',
  results_other: '{{count}} Ergebnisse verfügbar',
  resultsFor: '{{results}} für den Suchbegriff {{term}}',
};
