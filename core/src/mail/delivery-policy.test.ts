import { describe, expect, it } from 'vitest';
import { backoffSeconds, shortError } from './delivery-policy';

describe('backoffSeconds', () => {
  it('doubles from 30 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 9, 20].map(backoffSeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600, 3600]);
  });
});

describe('shortError', () => {
  it('keeps the first line, without links or tokens, and not too long', () => {
    const error = new Error(
      '550 rejected https://anpfiff.ch/verify-mail?token=geheim because token=geheim2\nMessage body follows',
    );
    const short = shortError(error);
    expect(short).toBe('550 rejected [link] because token=[redacted]');
    expect(shortError(new Error('x'.repeat(1000)))).toHaveLength(300);
    expect(shortError('plain')).toBe('plain');
  });
});
