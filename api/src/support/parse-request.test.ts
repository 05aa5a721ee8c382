import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { parseRequest } from './parse-request';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  try {
    parseRequest(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  throw new Error('accepted');
};

describe('parseRequest', () => {
  it('answers in German where a rule names no message, and keeps the messages rules do name', () => {
    const schema = z.object({
      name: z.string().max(5),
      count: z.coerce.number().min(2),
      tag: z.string(),
      own: z.string().max(1, 'Eigene Meldung.'),
    });
    expect(errorsOf(schema, { name: 'zu langer Name', count: '1', tag: ['a', 'b'], own: 'ab' })).toEqual({
      name: ['Höchstens 5 Zeichen.'],
      count: ['Mindestens 2.'],
      tag: ['Ungültiger Wert.'],
      own: ['Eigene Meldung.'],
    });
  });
});
