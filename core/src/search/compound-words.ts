/** Shorter parts say too little: "team" still counts, "co" or "u18" do not. */
export const MIN_PART_LENGTH = 4;

/**
 * The two parts of a folded word made of two words that `isPart` knows, or null: juniorentrainer →
 * [junioren, trainer], vereinstrainer → [verein, trainer] (the joining s dropped). `isLastPart` judges
 * the second part instead where it may be a word still being typed (juniorentrai → [junioren, trai]).
 * Where several cuts work, one without a joining s goes first (seniorensp → [senioren, sp], not
 * [senioren, p]), then the one with the longest first part.
 */
export function splitCompound(
  word: string,
  isPart: (part: string) => boolean,
  isLastPart: (part: string) => boolean = isPart,
): [string, string] | null {
  for (const joiningS of [false, true]) {
    for (let cut = word.length - 1; cut >= MIN_PART_LENGTH; cut -= 1) {
      const [first, second] = [word.slice(0, cut), word.slice(cut)];
      const head = joiningS ? first.slice(0, -1) : first;
      if (joiningS && (!first.endsWith('s') || head.length < MIN_PART_LENGTH)) continue;
      if (isLastPart(second) && isPart(head)) return [head, second];
    }
  }
  return null;
}
