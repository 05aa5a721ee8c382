import { describe, expect, it } from 'vitest';
import { PERSON_GENDERS, PERSON_GENDER_LABELS, isPersonGender } from './person';

describe('person genders', () => {
  it('have German labels including a no-answer option', () => {
    expect(PERSON_GENDERS).toEqual(['MALE', 'FEMALE', 'NO_INFO']);
    expect(PERSON_GENDER_LABELS).toEqual({ MALE: 'Männlich', FEMALE: 'Weiblich', NO_INFO: 'Keine Angabe' });
  });

  it('validates codes', () => {
    expect(isPersonGender('NO_INFO')).toBe(true);
    for (const v of ['M', 'F', 'male', '', null]) expect(isPersonGender(v)).toBe(false);
  });
});
