import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RefusingRelay {
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) that turns every recipient away as Postfix does for an unknown user,
 * repeating the address in its reply: the text nodemailer then puts into the error the outbox keeps.
 */
export async function startRefusingRelay(): Promise<RefusingRelay> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const reply = `5.1.1 <${address.address}>: Recipient address rejected: User unknown in virtual mailbox table`;
      callback(Object.assign(new Error(reply), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
