import type { MailTransport, OutgoingMail } from './mail-transport';

/**
 * A transport for delivery tests: remembers what it was given and can be made to fail or to wait, which
 * the real adapters cannot be told to do on cue.
 */
export class RecordingTransport implements MailTransport {
  readonly sent: OutgoingMail[] = [];
  failWith: Error | undefined;
  delayMs = 0;
  /** While set, every send waits for it; lets a test hold a delivery in flight. */
  gate: Promise<void> | undefined;

  async send(mail: OutgoingMail): Promise<void> {
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.gate) await this.gate;
    if (this.failWith) throw this.failWith;
    this.sent.push(mail);
  }

  describe(): string {
    return 'recording transport (tests)';
  }
}

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}

export function recordingLogger() {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (obj: object, msg: string) => void lines.push({ level, obj, msg });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
