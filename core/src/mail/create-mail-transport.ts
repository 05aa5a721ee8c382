import path from 'node:path';
import type { Config } from '../config/config';
import { createFileTransport } from './file/file-transport';
import type { MailTransport } from './mail-transport';

/**
 * Picks the mail adapter from configuration. Only the embedded one exists so far: `.eml` files under
 * `DATA_DIR/mail`. Async because a network adapter must prove at start that it can reach its server —
 * a configured transport that cannot start stops the process instead of silently writing files.
 */
export async function createMailTransport(
  config: Pick<Config, 'dataDir' | 'mailFrom'>,
): Promise<MailTransport> {
  return createFileTransport({ dir: path.join(config.dataDir, 'mail'), from: config.mailFrom });
}
