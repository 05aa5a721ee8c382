/** Below this share of the length a cut at a space would leave too little; such a text is cut mid-word. */
const MIN_SHARE = 0.6;

/**
 * The start of a text users typed, on one line: white space collapsed, and if longer than `max`
 * characters, cut after the last whole word within them and ended with "…". Counts code points, so an
 * emoji is never split in half.
 */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  // One character more than fits: if it is a space, the first `max` end on a whole word.
  const head = chars.slice(0, max + 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space >= Math.floor(max * MIN_SHARE) ? head.slice(0, space) : chars.slice(0, max).join('');
  // A sentence cut after its comma or dash reads better without it before the ellipsis.
  return `${cut.replace(/[\s,;:.!?–—-]+$/u, '')}…`;
}
