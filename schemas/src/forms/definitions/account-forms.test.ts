import { describe, expect, it } from 'vitest';
import { formDefinition } from '../form-definitions';
import { validateForm } from '../validate-form';

describe('the notification settings', () => {
  const label = (country: 'CH' | 'DE') =>
    formDefinition('notification-settings-update', country).inputs.find((i) => i.name === 'weeklyJobUpdate')
      ?.label;

  it('name the weekly mail as the mail and its unsubscribe page do: "das E-Mail" in Switzerland', () => {
    expect(label('CH')).toBe('Wöchentliches E-Mail mit neuen passenden Angeboten oder Personen');
    expect(label('DE')).toBe('Wöchentliche E-Mail mit neuen passenden Angeboten oder Personen');
  });

  it('refuse a value that is neither yes nor no in the words of each site', async () => {
    for (const country of ['CH', 'DE'] as const) {
      const result = await validateForm(
        formDefinition('notification-settings-update', country),
        { weeklyJobUpdate: 'vielleicht' },
        { country },
      );
      expect(result).toEqual({ ok: false, errors: { weeklyJobUpdate: [`${label(country)} ist ungültig.`] } });
    }
  });
});
