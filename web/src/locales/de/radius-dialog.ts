/** The dialog of the search radius (search.radiusDialog); it joins the texts with the dialog's own chunk. */
export const radiusDialog = {
  place: 'Postleitzahl oder Ort',
  hint: 'Zum Beispiel 8001, Bern oder 3011 Bern.',
  suggestions: 'Orte',
  suggested_one: '{{count}} Ort vorgeschlagen',
  suggested_other: '{{count}} Orte vorgeschlagen',
  distance: 'Entfernung',
  km: '{{count}} km',
  locate: 'Meinen Standort verwenden',
  club: 'Um meinen Verein',
  home: 'Um meinen Wohnort',
  here: 'Mein Standort',
  noLocation: 'Dein Standort ist nicht verfügbar. Gib eine Postleitzahl oder einen Ort ein.',
  clear: 'Umkreis entfernen',
};
