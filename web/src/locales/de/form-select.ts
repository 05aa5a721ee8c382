/** The choices of a form (form.*): the select inputs and the date's lists add them with their chunks. */
export const formSelect = {
  choose: 'Bitte wählen',
  noOptions: 'Keine Einträge',
  nothingSelected: 'Nichts ausgewählt',
};
