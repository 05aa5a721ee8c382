import type { Random } from '../random';

const hex = (n: number, digits: number) => n.toString(16).padStart(digits, '0');

/**
 * A version-4-shaped UUID from the seeded generator, so the large data set has the same ids on every
 * run and rows can reference each other before they are written (no `returning` round trip).
 */
export function seededUuid(random: Random): string {
  const word = () => Math.floor(random.next() * 0x10000);
  const a = hex(word(), 4) + hex(word(), 4);
  const b = hex(word(), 4);
  const c = hex(0x4000 | (word() & 0x0fff), 4);
  const d = hex(0x8000 | (word() & 0x3fff), 4);
  const e = hex(word(), 4) + hex(word(), 4) + hex(word(), 4);
  return `${a}-${b}-${c}-${d}-${e}`;
}
