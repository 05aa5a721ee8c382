export const PERSON_GENDERS = ['MALE', 'FEMALE', 'NO_INFO'] as const;

export type PersonGender = (typeof PERSON_GENDERS)[number];

export const PERSON_GENDER_LABELS: Readonly<Record<PersonGender, string>> = {
  MALE: 'Männlich',
  FEMALE: 'Weiblich',
  NO_INFO: 'Keine Angabe',
};

export function isPersonGender(v: unknown): v is PersonGender {
  return typeof v === 'string' && (PERSON_GENDERS as readonly string[]).includes(v);
}
