/** The salary badges of job cards and details: the search pages show them, so they are in the first load. */
export const badges = {
  salary: '{{amount}} pro Saison',
  refereeCompensation: 'Spielentschädigung',
};
