/** The date input (form.date): these texts come with its chunk. */
export const formDate = { day: 'Tag', month: 'Monat', year: 'Jahr' };
