export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (input: Buffer, bytes: readonly number[], offset = 0): boolean =>
  input.length >= offset + bytes.length && bytes.every((b, i) => input[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type from the file's first bytes. The name and the browser's Content-Type are chosen by the
 * sender and prove nothing; SVG is deliberately absent because it is a document that can carry scripts.
 */
export function detectImageType(input: Buffer): ImageType | null {
  if (startsWith(input, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(input, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(input, ascii('GIF87a')) || startsWith(input, ascii('GIF89a'))) return 'gif';
  if (startsWith(input, ascii('RIFF')) && startsWith(input, ascii('WEBP'), 8)) return 'webp';
  return null;
}
