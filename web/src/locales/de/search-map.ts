/** The results map of the search screens (search.view): these texts come with the map's chunk. */
export const searchMap = {
  mapLabel: 'Karte der Ergebnisse',
  mapHint: 'Die Karte zeigt die geladenen Ergebnisse. Mit «Weitere Ergebnisse laden» kommen weitere dazu.',
  noLocation: 'Für diese Ergebnisse ist kein Ort bekannt.',
  zoomIn: 'Vergrössern',
  zoomOut: 'Verkleinern',
  closePopup: 'Schliessen',
};
