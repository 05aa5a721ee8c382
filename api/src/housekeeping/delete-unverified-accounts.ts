import { LINK_VALIDITY } from '@anpfiff/core/mail/templates/link-validity';
import type { Knex } from 'knex';
import { deleteAccount } from '../commands/delete-account';
import { removeUploadFiles } from '../uploads/remove-upload-files';

/**
 * How long an account that was never verified stays after its newest verification link expired: time to
 * ask for a new link. After it the typed address, name and contact data go, and the address is free for
 * its real owner to register.
 */
export const UNVERIFIED_GRACE_DAYS = 7;

/** Accounts deleted per round at most: a wave of abandoned registrations is worked off over some rounds. */
const ROUND_LIMIT = 200;

/**
 * Registrations (persons, clubs) never verified whose newest verification link expired more than the
 * grace period ago. Expired links of such accounts are kept as long (prune-expired-rows), so the newest
 * one is known; an account without any (older than link validity and grace) is due as well. A reset link
 * verifies too, and a new verification link is one (resend-verification): while it works, the account
 * stays.
 */
function abandoned(db: Knex | Knex.Transaction) {
  const graceSeconds = UNVERIFIED_GRACE_DAYS * 86_400;
  const ageSeconds = LINK_VALIDITY['verify-mail'].ms / 1000 + graceSeconds;
  return db('accounts')
    .whereNull('accounts.verifiedAt')
    .whereIn('accounts.kind', ['person', 'club'])
    .where('accounts.createdAt', '<', db.raw('now() - make_interval(secs => ?)', [ageSeconds]))
    .whereNotExists(
      db('tokens')
        .select(db.raw('1'))
        .whereRaw('tokens.account_id = accounts.id')
        .where((q) =>
          q
            .where('tokens.purpose', 'verify-mail')
            .where('tokens.expiresAt', '>', db.raw('now() - make_interval(secs => ?)', [graceSeconds]))
            .orWhere('tokens.purpose', 'password-reset')
            .where('tokens.expiresAt', '>', db.fn.now()),
        ),
    );
}

/**
 * Deletes abandoned registrations, each with the command of any deletion (its event updates search and
 * matchings, its pending mails go), re-checked with the account locked: one verified or sent a new link
 * meanwhile stays. Their uploaded files follow each commit. No mail confirms it: nobody asked for it, and
 * the address was never confirmed. Returns how many accounts went.
 */
export async function deleteUnverifiedAccounts(db: Knex, dataDir: string): Promise<number> {
  const ids = (await abandoned(db)
    .orderBy('accounts.createdAt')
    .limit(ROUND_LIMIT)
    .pluck('accounts.id')) as string[];
  let deleted = 0;
  for (const id of ids) {
    const removed = await deleteAccount(db, id, {
      confirm: false,
      stillDue: async (trx) =>
        (await abandoned(trx).where('accounts.id', id).first('accounts.id')) !== undefined,
    });
    if (!removed) continue;
    deleted += 1;
    await removeUploadFiles(dataDir, removed.uploadFiles);
  }
  return deleted;
}
