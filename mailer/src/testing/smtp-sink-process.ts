/**
 * An SMTP sink in a process of its own, for benchmarks: receiving mail costs CPU, and in the measuring
 * process it would slow down the very sender being measured. Started by `startSmtpSinkProcess`; reports
 * its port once and the number of received mails whenever asked.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from './smtp-sink';

export interface SinkProcess {
  url: string;
  count(): Promise<number>;
  close(): Promise<void>;
}

type Message = { port: number } | { count: number };

export async function startSmtpSinkProcess(): Promise<SinkProcess> {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], { execArgv: ['--import', 'tsx'] });
  const waiting: ((count: number) => void)[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message: Message) => {
      if ('port' in message) resolve(message.port);
      else waiting.shift()?.(message.count);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () =>
      new Promise<number>((resolve) => {
        waiting.push(resolve);
        child.send('count');
      }),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv.includes('--child') && process.send) {
  const sink = await startSmtpSink({ parse: false });
  process.on('message', () => process.send?.({ count: sink.count }));
  process.once('SIGTERM', () => process.exit(0));
  process.send({ port: sink.port });
}
