import readline from 'node:readline/promises';

/** Asks on the terminal; only an explicit yes counts ("j", "ja", or "y", "yes"). */
export async function askYesNo(
  question: string,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<boolean> {
  const rl = readline.createInterface({ input, output });
  try {
    const answer = await rl.question(`${question} [j/N] `);
    return /^(y|yes|j|ja)$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}
