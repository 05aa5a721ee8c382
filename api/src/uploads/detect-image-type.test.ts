import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectImageType', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['gif', Buffer.from('GIF87a....')],
    ['gif', Buffer.from('GIF89a....')],
    ['webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
  ])('recognises %s', (type, input) => {
    expect(detectImageType(input)).toBe(type);
  });

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['SVG with an XML declaration', Buffer.from('<?xml version="1.0"?><svg></svg>')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['PDF', Buffer.from('%PDF-1.7')],
    ['nothing', Buffer.alloc(0)],
  ])('does not accept %s', (_name, input) => {
    expect(detectImageType(input)).toBeNull();
  });
});
