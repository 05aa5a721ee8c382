/**
 * A person's facts (detail.person) that result cards show as well as detail pages: registered by
 * features/people/components/person-text.ts, which every part showing them imports, so the people search
 * loads them without the detail texts.
 */
export const personFacts = {
  born: 'Jahrgang {{year}}',
  currentJobAt: '{{function}} bei {{club}}',
  newcomer: 'Neueinsteiger / vereinslos',
  interests: 'Interessiert an',
};
