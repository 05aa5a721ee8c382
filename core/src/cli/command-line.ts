/** A command line the operator mistyped: its message is printed with the usage, and the exit code is 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE_EXIT_CODE = 2;

/** Whether a word asks for the usage: `help`, `--help` or `-h`. */
export function isHelpWord(word: string | undefined): word is 'help' | '--help' | '-h' {
  return word === 'help' || word === '--help' || word === '-h';
}

/** Whether a command's first word asks for its usage: a help word, or none at all. */
export function asksForHelp(first: string | undefined): first is undefined | 'help' | '--help' | '-h' {
  return first === undefined || isHelpWord(first);
}

/**
 * The start every operator command shares (`events`, `index`, `mail`, `seed`): the command to run, or the
 * exit code once the command line is answered already: help prints the usage (0), a usage error its
 * message and the usage (2). Nothing is configured or opened before this, so both answer on any machine.
 */
export function readCommandLine<C extends { name: string }>(
  args: string[],
  parse: (args: string[]) => C,
  usage: string,
): Exclude<C, { name: 'help' }> | number {
  let command: C;
  try {
    command = parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    return USAGE_EXIT_CODE;
  }
  if (command.name === 'help') {
    console.log(usage);
    return 0;
  }
  return command as Exclude<C, { name: 'help' }>;
}

/**
 * Ends the process with the command's exit code, or with 1 and the error's message alone (an operator
 * needs what went wrong, not a stack trace). `letWorkersFinish` sets the code and lets the process end by
 * itself, for a logger writing from a worker thread that must get to flush.
 */
export function exitWhenDone(result: Promise<number>, { letWorkersFinish = false } = {}): void {
  result.then(
    (code) => {
      if (letWorkersFinish) process.exitCode = code;
      else process.exit(code);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
