import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_TEMPLATE } from '../../mail/templates/account-deleted';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { up } from './0018-mask-stored-mail-errors';

/** Failed mails as a release before address masking stored them: the relay's refusal word for word. */
const STORED = [
  ['digest', 'lea.meier@example.ch', '550 5.1.1 <lea.meier@example.ch>: Recipient address rejected'],
  ['verify-mail', 'Tom@Example.DE', '550 <tom@example.de> unknown; forwarded from ben@club.ch'],
  [ACCOUNT_DELETED_TEMPLATE, 'gone@example.ch', '552 <gone@example.ch>: mailbox full'],
  ['digest', 'ok@example.ch', 'Verbindung abgelehnt'],
] as const;

for (const kind of testDatabaseKinds()) {
  describe(`migration 0018 on ${kind}`, () => {
    it('masks the addresses in stored errors, and leaves none in a deletion confirmation', async () => {
      const t = await openTestDatabase(kind);
      try {
        for (const [template, toAddress, lastError] of STORED)
          await t.db('mail_outbox').insert({ template, toAddress, subject: 's', textBody: 't', lastError });
        await up(t.db);
        const errors = async () =>
          ((await t.db('mail_outbox').orderBy('id').select('lastError')) as { lastError: string }[])
            .slice(-STORED.length)
            .map((row) => row.lastError);
        const masked = await errors();
        expect(masked).toEqual([
          '550 5.1.1 <l***@example.ch>: Recipient address rejected',
          '550 <T***@Example.DE> unknown; forwarded from b***@club.ch',
          '552 <[gelöscht]>: mailbox full',
          'Verbindung abgelehnt',
        ]);
        // A second run (one cut off and repeated) changes nothing.
        await up(t.db);
        expect(await errors()).toEqual(masked);
      } finally {
        await t.close();
      }
    });
  });
}
