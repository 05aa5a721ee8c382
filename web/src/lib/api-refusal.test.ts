import { describe, expect, it } from 'vitest';
import { refusalOfBody, refusalTexts } from './api-refusal';

const unknownPlace = 'Unbekannter Ort: gib eine Postleitzahl, einen Ort oder Koordinaten (Breite,Länge) an.';
const FALLBACK = 'Die Ergebnisse konnten nicht geladen werden.';

describe('reading the API refusing a request (422)', () => {
  it('reads field errors or one message, keeping only the texts', () => {
    expect(refusalOfBody({ errors: { near: [unknownPlace, 3] } })).toEqual({
      errors: { near: [unknownPlace] },
    });
    expect(refusalOfBody({ message: 'Zu viele Suchen' })).toEqual({ message: 'Zu viele Suchen' });
    expect(refusalOfBody({ errors: ['near'] })).toBeNull();
    expect(refusalOfBody('kaputt')).toBeNull();
  });

  it('says everything it was told, the message about the whole request first', () => {
    const refusal = { errors: { near: [unknownPlace], radius: ['Ungültiger Radius.'] } };
    expect(refusalTexts(refusal, FALLBACK)).toEqual([unknownPlace, 'Ungültiger Radius.']);
    expect(refusalTexts({ message: 'Zu viele Suchen' }, FALLBACK)).toEqual(['Zu viele Suchen']);
  });

  it('never leaves the screen without a reason: a refusal without words gets the fallback', () => {
    expect(refusalTexts({}, FALLBACK)).toEqual([FALLBACK]);
    expect(refusalTexts({ errors: { near: [] } }, FALLBACK)).toEqual([FALLBACK]);
    expect(refusalTexts('kaputt', FALLBACK)).toEqual([FALLBACK]);
  });
});
