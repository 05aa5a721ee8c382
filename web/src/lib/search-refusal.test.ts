import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { refusalMessages, refusalOf } from './search-refusal';

const unknownPlace = 'Unbekannter Ort: gib eine Postleitzahl, einen Ort oder Koordinaten (Breite,Länge) an.';

describe('a search the API refuses (422)', () => {
  it('is a 422 only: a network error or a 5xx is no refusal, as a retry may mend it', () => {
    const body = { errors: { radius: ['Ungültiger Radius.'] } };
    expect(refusalOf(new ApiError(422, body))).toEqual(body);
    expect(refusalOf(new ApiError(500, { message: 'kaputt' }))).toBeNull();
    expect(refusalOf(new ApiError(429, { message: 'Zu viele Anfragen' }))).toBeNull();
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeNull();
    // A 422 without readable words is still refused: asking again cannot succeed either.
    expect(refusalOf(new ApiError(422, null))).toEqual({});
  });

  it('gives a field the messages of its parameters, in their order, and only texts', () => {
    const refusal = { errors: { radius: ['Ungültiger Radius.'], near: [unknownPlace] } };
    expect(refusalMessages(refusal, ['near', 'radius'])).toEqual([unknownPlace, 'Ungültiger Radius.']);
    expect(refusalMessages(refusal, ['states'])).toEqual([]);
    expect(refusalMessages(null, ['near'])).toEqual([]);
    expect(refusalMessages({ errors: { near: 'kaputt' } } as never, ['near'])).toEqual([]);
  });
});
