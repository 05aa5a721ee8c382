/** Shorter parts say too little: "team" still counts, "co" or "u18" do not. */
export const MIN_PART_LENGTH = 4;

/**
 * The two parts of a folded word made of two words that `isPart` knows, or null: juniorentrainer →
 * [junioren, trainer], vereinstrainer → [verein, trainer] (the joining s dropped). Where several cuts
 * work, the one with the longest first part is taken.
 */
export function splitCompound(word: string, isPart: (part: string) => boolean): [string, string] | null {
  for (let cut = word.length - MIN_PART_LENGTH; cut >= MIN_PART_LENGTH; cut -= 1) {
    const [first, second] = [word.slice(0, cut), word.slice(cut)];
    if (!isPart(second)) continue;
    if (isPart(first)) return [first, second];
    const joined = first.slice(0, -1);
    if (first.endsWith('s') && joined.length >= MIN_PART_LENGTH && isPart(joined)) return [joined, second];
  }
  return null;
}
