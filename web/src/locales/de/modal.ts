/** The dialog (modal.*): these texts come with its chunk. */
export const modal = {
  close: 'Schliessen',
};
