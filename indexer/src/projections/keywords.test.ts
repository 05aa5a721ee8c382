import { describe, expect, it } from 'vitest';
import { jobExtraLabels } from './keywords';

describe('the keywords of an offer', () => {
  it("hold both sites' words for its extras, each once, and nothing for an unknown code", () => {
    expect(jobExtraLabels(['FREE_MATCH_TICKETS', 'EQUIPMENT', 'GRATIS_BIER'])).toEqual([
      'Gratis Matchtickets',
      'Freikarten für Spiele',
      'Ausrüstung',
    ]);
  });
});
