import { formDefinition } from '@anpfiff/schemas/forms/form-definitions';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { dateOf, partsOf } from './date-input';
import {
  changeField,
  currentOptions,
  errorsAfterChange,
  flattenInputs,
  submitProblemOf,
  toFormData,
  valueAt,
  waitingReason,
  withValue,
} from './form-values';

describe('form values', () => {
  it('reads and writes nested fields without touching the original', () => {
    const start = { name: 'FC', address: { zip: '8000' } };
    const next = withValue(start, 'address.city', 'Zürich');
    expect(next).toEqual({ name: 'FC', address: { zip: '8000', city: 'Zürich' } });
    expect(start.address).toEqual({ zip: '8000' });
    expect(valueAt(next, 'address.city')).toBe('Zürich');
    expect(valueAt(next, 'name.length')).toBeUndefined();
  });

  it('clears the league when the team gender changes, and only then', () => {
    const fields = flattenInputs(formDefinition('person-profile-update', 'CH').inputs);
    const league = fields.find((f) => f.path === 'currentJob.league')?.input;
    if (!league) throw new Error('the person form has no league');
    expect(league.genderIndicatingField).toBe('currentJob.teamGender');
    let values = changeField({}, fields, 'currentJob.teamGender', 'M');
    values = changeField(values, fields, 'currentJob.league', 'CH-M-2');
    expect(changeField(values, fields, 'currentJob.teamGender', 'M')).toEqual(values);
    expect(valueAt(changeField(values, fields, 'currentJob.teamGender', 'F'), 'currentJob.league')).toBe(
      undefined,
    );
    expect(currentOptions(league, {})).toBeNull();
    expect(currentOptions(league, values)?.length).toBeGreaterThan(3);
  });

  it('drops the server errors of an edited field and of the league a new team gender clears, and keeps the rest', () => {
    const fields = flattenInputs(formDefinition('person-profile-update', 'CH').inputs);
    let values = changeField({}, fields, 'currentJob.teamGender', 'M');
    values = changeField(values, fields, 'currentJob.league', 'CH-M-2');
    const errors = { 'currentJob.league': ['Liga passt nicht'], firstName: ['Pflichtfeld'] };
    const genderChanged = changeField(values, fields, 'currentJob.teamGender', 'F');
    expect(errorsAfterChange(errors, values, genderChanged, 'currentJob.teamGender')).toEqual({
      firstName: ['Pflichtfeld'],
    });
    const named = changeField(values, fields, 'firstName', 'Anna');
    expect(errorsAfterChange(errors, values, named, 'firstName')).toEqual({
      'currentJob.league': ['Liga passt nicht'],
    });
    // Another field's edit leaves both: their values are still those the server spoke of.
    const described = changeField(values, fields, 'description', 'Neu');
    expect(errorsAfterChange(errors, values, described, 'description')).toEqual(errors);
  });

  it('offers a child-of field only the options under its parent, and clears it when it no longer belongs', () => {
    const fields = flattenInputs(formDefinition('job-offer-create-or-update', 'CH').inputs);
    const sub = fields.find((f) => f.path === 'subClubFunction')?.input;
    if (!sub) throw new Error('the job form has no sub-function');
    expect(sub.rules).toContain('child-of:clubFunction');

    // Nothing to choose until a function with sub-functions is chosen; the hint says what to do.
    expect(currentOptions(sub, {})).toBeNull();
    expect(waitingReason(sub, {}, fields)).toEqual({ key: 'form.parentFirst', label: 'Gesuchte Funktion' });
    const referee = { clubFunction: 'SCHIEDSRICHTER' };
    expect(currentOptions(sub, referee)).toBeNull();
    expect(waitingReason(sub, referee, fields)).toEqual({
      key: 'form.noSubOptions',
      option: 'Schiedsrichter',
    });

    const trainerRoles = currentOptions(sub, { clubFunction: 'TRAINER' }) ?? [];
    expect(trainerRoles.map((o) => o.value)).toContain('CHEFTRAINER');
    expect(trainerRoles.length).toBeLessThan(sub.options?.length ?? 0);
    expect(trainerRoles.every((o) => o.parent === 'TRAINER')).toBe(true);

    let values = changeField({}, fields, 'clubFunction', 'TRAINER');
    values = changeField(values, fields, 'subClubFunction', 'CHEFTRAINER');
    expect(changeField(values, fields, 'clubFunction', 'TRAINER')).toEqual(values);
    // Another function: the sub-function would be refused ('Genauer passt nicht zur gewählten Funktion.').
    const player = changeField(values, fields, 'clubFunction', 'SPIELER');
    expect(player).toEqual({ clubFunction: 'SPIELER', subClubFunction: undefined });
    expect(changeField(values, fields, 'clubFunction', undefined).subClubFunction).toBeUndefined();
  });

  it('sends nested fields with dotted and indexed names and leaves out empty values', () => {
    const file = new File([new Uint8Array([1, 2])], 'wappen.png', { type: 'image/png' });
    const data = toFormData({
      name: 'FC Test',
      empty: '',
      missing: undefined,
      radius: 25,
      accepted: true,
      address: { zip: '8000', street: null },
      interestedClubFunctions: ['TRAINER', 'SPIELER'],
      selectedImage: file,
    });
    expect([...data.keys()]).toEqual([
      'name',
      'radius',
      'accepted',
      'address.zip',
      'interestedClubFunctions[0]',
      'interestedClubFunctions[1]',
      'selectedImage',
    ]);
    expect(data.get('radius')).toBe('25');
    expect(data.get('accepted')).toBe('true');
    expect((data.get('selectedImage') as File).name).toBe('wappen.png');
  });

  it('reads the 422 contract and calls everything else unexpected', () => {
    expect(
      submitProblemOf(new ApiError(422, { errors: { email: ['Dieser Wert existiert bereits.'] } })),
    ).toEqual({ errors: { email: ['Dieser Wert existiert bereits.'] } });
    expect(submitProblemOf(new ApiError(422, { message: 'Ungültige Anmeldedaten' }))).toEqual({
      message: 'Ungültige Anmeldedaten',
    });
    expect(submitProblemOf({ message: 'Direkt' })).toEqual({ message: 'Direkt' });
    expect(submitProblemOf(new ApiError(500, { message: 'x' }))).toBeNull();
    // Too many attempts and a request too large carry a message the user can act on.
    const wait = 'Zu viele Anmeldeversuche. Bitte versuche es in einigen Minuten noch einmal.';
    expect(submitProblemOf(new ApiError(429, { message: wait }))).toEqual({ message: wait });
    expect(submitProblemOf(new ApiError(413, { message: 'Die Anfrage ist zu gross.' }))).toEqual({
      message: 'Die Anfrage ist zu gross.',
    });
    expect(submitProblemOf(new ApiError(429, { errors: { email: ['x'] } }))).toBeNull();
    // Signed out or the record gone meanwhile (another tab): the user is told, not 'unexpected error'.
    expect(submitProblemOf(new ApiError(401, { message: 'Bitte melde dich an.' }))).toEqual({
      message: 'Bitte melde dich an.',
    });
    expect(submitProblemOf(new ApiError(404, { message: 'Angebot nicht gefunden' }))).toEqual({
      message: 'Angebot nicht gefunden',
    });
    expect(submitProblemOf(new ApiError(503, { message: 'Gerade nicht erreichbar' }))).toBeNull();
    expect(submitProblemOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('date input', () => {
  it('emits a zero-padded day only once day, month and year are chosen', () => {
    expect(dateOf({ day: '3', month: '', year: '1990' })).toBeNull();
    expect(dateOf({ day: '3', month: '7', year: '1990' })).toBe('1990-07-03');
    expect(partsOf('1990-07-03')).toEqual({ day: '3', month: '7', year: '1990' });
    expect(partsOf(undefined)).toEqual({ day: '', month: '', year: '' });
  });
});
