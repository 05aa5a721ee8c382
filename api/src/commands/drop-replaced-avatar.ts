import type { Knex } from 'knex';
import { UPLOAD_FILE_NAME, uploadUrl } from '../uploads/upload-files';

const UPLOADS = uploadUrl('');

/**
 * Before a club or person takes a new avatar (a URL) or none (null): the upload of the one it replaces is
 * deleted in the same transaction, so once the change is committed the old picture is no longer served
 * (someone who replaces or removes their photo expects it gone). Returns the file names for the caller to
 * remove after the commit. Avatars that are not uploads of this account (demo pictures, another account's
 * file) are left alone.
 */
export async function dropReplacedAvatar(
  trx: Knex.Transaction,
  table: 'clubs' | 'persons',
  id: string,
  avatarUrl: string | null | undefined,
): Promise<string[]> {
  if (avatarUrl === undefined) return [];
  const row = (await trx(table).where({ id }).forUpdate().first('avatarUrl', 'accountId')) as
    { avatarUrl: string | null; accountId: string } | undefined;
  const old = row?.avatarUrl;
  if (!row || !old || old === avatarUrl || !old.startsWith(UPLOADS)) return [];
  const fileName = old.slice(UPLOADS.length);
  if (!UPLOAD_FILE_NAME.test(fileName)) return [];
  const gone = (await trx('uploads')
    .where({ fileName, accountId: row.accountId })
    .delete()
    .returning('fileName')) as { fileName: string }[];
  return gone.map((g) => g.fileName);
}
