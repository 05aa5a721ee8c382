import { UsageError } from '@anpfiff/core/cli/command-line';

export type MailCommand =
  | { name: 'status' }
  | { name: 'failed' }
  | { name: 'retry'; id: string | 'all' }
  | { name: 'digest' }
  | { name: 'help' };

export const USAGE = `Usage: npm run mail -- <command>
  status        Mails in the outbox: pending, retrying, failed, sent in the last 24 hours; digests per week
  failed        Mails that used up their attempts, with their last error
  retry <id>    Send a failed mail again (the id from "failed"); "retry all" for every failed mail
  digest        Trigger this week's digest now (once per week; the mailer sends it)
  help          This text`;

export { UsageError };

export function parseMailArgs(args: string[]): MailCommand {
  const [name, ...rest] = args;
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
      return { name: 'help' };
    case 'status':
    case 'failed':
    case 'digest':
      if (rest.length > 0) throw new UsageError(`"${name}" takes no arguments.`);
      return { name };
    case 'retry': {
      const [id, ...extra] = rest;
      if (!id || extra.length > 0 || !(id === 'all' || /^\d{1,18}$/.test(id)))
        throw new UsageError(`retry needs the id of a failed mail (a number) or "all".`);
      return { name: 'retry', id };
    }
    default:
      throw new UsageError(`Unknown command "${name}".`);
  }
}
