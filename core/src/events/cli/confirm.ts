import readline from 'node:readline/promises';

/** Asks on the terminal; only an explicit yes counts (German operators may answer "ja"). */
export async function askYesNo(
  question: string,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<boolean> {
  const rl = readline.createInterface({ input, output });
  try {
    const answer = await rl.question(`${question} [y/N] `);
    return /^(y|yes|j|ja)$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}
