import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../catalogues/countries';
import { formDefinition } from './form-definitions';
import { teamInputs } from './form-fields';
import { FORM_NAMES } from './form-definition';

describe('the new password fields', () => {
  const withNewPassword = FORM_NAMES.filter((name) =>
    formDefinition(name, 'CH').inputs.some((input) => input.name === 'password'),
  );

  it('are on the registrations, the password reset and the password change', () => {
    expect([...withNewPassword].sort()).toEqual([
      'club-registration',
      'password-reset',
      'password-update',
      'person-registration',
    ]);
  });

  it.each(COUNTRIES)('say the minimum length before the first try, as the rule checks it (%s)', (country) => {
    for (const name of withNewPassword) {
      const password = formDefinition(name, country).inputs.find((input) => input.name === 'password');
      expect(password?.hint, name).toBe('Mindestens 8 Zeichen');
      expect(password?.rules, name).toContain('min:8');
      // The confirmation repeats the password; the hint stays with the first field.
      const confirmation = formDefinition(name, country).inputs.find(
        (input) => input.name === 'passwordConfirmation',
      );
      expect(confirmation?.hint, name).toBeUndefined();
    }
  });
});

describe('the league choices', () => {
  it('name every league apart, though associations share their letters (BFV, HFV, SFV)', () => {
    for (const country of COUNTRIES) {
      const league = teamInputs(country).find((input) => input.name === 'league');
      for (const [gender, options] of Object.entries(league?.genderDependingOptions ?? {})) {
        const labels = options.map((o) => o.label);
        expect(labels.length, `${country} ${gender}`).toBeGreaterThan(5);
        expect(
          labels.filter((l, i) => labels.indexOf(l) !== i),
          `${country} ${gender}`,
        ).toEqual([]);
      }
    }
    const men = teamInputs('DE').find((input) => input.name === 'league')?.genderDependingOptions?.M ?? [];
    expect(men.find((o) => o.value === 'DE-M-E6-BAYERN')?.label).toBe(
      'Landesliga (Bayerischer Fußball-Verband)',
    );
    expect(men.find((o) => o.value === 'DE-M-E6-NIEDERSACHSEN')?.label).toMatch(/ \(NFV\)$/);
  });
});
