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

  it('masks every address a relay repeats, the recipient as it stands even if it does not look like one', () => {
    const refusal = new Error(
      '550 5.1.1 <Lea.Meier@Example.ch>: Recipient address rejected (alias of lea@intern.example.ch)',
    );
    expect(shortError(refusal, 'lea.meier@example.ch')).toBe(
      '550 5.1.1 <l***@example.ch>: Recipient address rejected (alias of l***@intern.example.ch)',
    );
    expect(shortError(new Error('550 "lea meier"@example.ch: unknown'), '"lea meier"@example.ch')).toBe(
      '550 "***@example.ch: unknown',
    );
    // An address cut off by the length limit would no longer be recognised: masking comes first.
    const long = shortError(new Error(`${'x'.repeat(290)} lea.meier@example.ch`));
    expect(long).toHaveLength(300);
    expect(long).not.toContain('lea.meier');
    expect(shortError(new Error('451 try again at 10:30'))).toBe('451 try again at 10:30');
  });
});
