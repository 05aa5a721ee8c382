import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, isTypoOf } from './edit-distance';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('concordia', 'concordia')).toBe(0);
    expect(editDistance('concrdia', 'concordia')).toBe(1);
    expect(editDistance('dietkon', 'dietikon')).toBe(1);
    expect(editDistance('grenhcen', 'grenchen')).toBe(1);
    expect(editDistance('grashopers', 'grasshoppers')).toBe(2);
    expect(editDistance('basel', 'bern')).toBe(4);
    expect(editDistance('', 'aarau')).toBe(5);
  });

  it('allows one edit from four letters and two from eight', () => {
    expect(['fcb', 'aara', 'grenhcen'].map(allowedEdits)).toEqual([0, 1, 2]);
  });

  it('takes a word as a typo of another within the allowed edits and with the same first letter', () => {
    expect(isTypoOf('trainr', 'trainer')).toBe(true);
    expect(isTypoOf('grashopers', 'grasshoppers')).toBe(true);
    expect(isTypoOf('rtainer', 'trainer')).toBe(false);
    expect(isTypoOf('fcb', 'fcz')).toBe(false);
  });
});
