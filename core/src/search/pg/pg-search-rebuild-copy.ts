import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import {
  insertMissingDocuments,
  type PreparedDocuments,
  SEARCH_TABLES,
  writeDocuments,
} from './pg-search-tables';
import { recountWords } from './pg-search-words';

// A rebuild reads a batch from the source and writes it a moment later. The indexer keeps writing while
// a rebuild runs, into the live table and the copy, and what it writes reflects every event it has
// handled; it will handle every later one too. So once the indexer has written or removed a document in
// the copy (or removed a club's documents), the rebuild leaves that document alone: a batch read before
// the indexer's change would bring back an older version, or a document that is gone.

/** Where a rebuild fills the fresh copy before it is renamed in. */
export function rebuildTableOf(kind: SearchKind): string {
  return `${SEARCH_TABLES[kind]}_next`;
}

/** The ids and clubs the indexer removed from the copy while the rebuild runs. */
function removalsTableOf(kind: SearchKind): string {
  return `${rebuildTableOf(kind)}_removed`;
}

// Taken by the rebuild's batch writes and the indexer's removals from the copy (and by nothing else):
// it orders them, so each sees what the other committed before it.
const COPY_WRITE_LOCK = 'share row exclusive';

/**
 * Writes a piece of the rebuild (at most ROWS_PER_STATEMENT documents) into the copy: not over what the
 * indexer wrote or removed there.
 */
export async function fillRebuildTable(
  db: Knex,
  kind: SearchKind,
  prepared: PreparedDocuments,
  tsvectors?: readonly string[],
): Promise<void> {
  const next = rebuildTableOf(kind);
  const removed = `where not exists (select from ${removalsTableOf(kind)} r
    where r.id = d.id or r.club_id = d.club_id)`;
  await db.transaction(async (trx) => {
    await trx.raw(`lock table ${next} in ${COPY_WRITE_LOCK} mode`);
    await insertMissingDocuments(trx, next, removed, prepared, tsvectors);
  });
}

/**
 * Runs an indexer write to the copy, which the rebuild may have renamed into the live table (or dropped)
 * since the indexer saw it: then the write to the live table that follows is the one that counts, and the
 * event is not failed and retried for it.
 */
async function unlessCopyGone(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
  }
}

const UNDEFINED_TABLE = '42P01';

/** The indexer's upserts while a rebuild runs: they replace what the rebuild wrote into the copy. */
export async function upsertIntoRebuildTable(
  db: Knex,
  kind: SearchKind,
  docs: readonly SearchDocument[],
): Promise<void> {
  await unlessCopyGone(() => writeDocuments(db, rebuildTableOf(kind), docs));
}

/** The indexer's removals while a rebuild runs, noted so that the rebuild does not write them back. */
export async function removeFromRebuildTable(
  db: Knex,
  kind: SearchKind,
  removal: { ids: string[] } | { clubId: string },
): Promise<void> {
  const next = rebuildTableOf(kind);
  await unlessCopyGone(() =>
    db.transaction(async (trx) => {
      await trx.raw(`lock table ${next} in ${COPY_WRITE_LOCK} mode`);
      if ('ids' in removal) {
        await trx.raw(`delete from ${next} where id = any(?::text[])`, [removal.ids]);
        await trx.raw(`insert into ${removalsTableOf(kind)} (id) select unnest(?::text[])`, [removal.ids]);
      } else {
        await trx.raw(`delete from ${next} where club_id = ?`, [removal.clubId]);
        await trx.raw(`insert into ${removalsTableOf(kind)} (club_id) values (?)`, [removal.clubId]);
      }
    }),
  );
}

/**
 * A fresh, empty copy of the kind's table with the same columns and only its primary key (upserts made
 * during the rebuild need it). The other indexes follow in `indexRebuildTable` once the rows are in:
 * building a GIN or GiST index over all rows at once is several times cheaper than keeping it current
 * through every insert, which made a rebuild spend most of its time in index maintenance.
 */
export async function createRebuildTable(db: Knex, kind: SearchKind): Promise<string> {
  const next = rebuildTableOf(kind);
  const table = SEARCH_TABLES[kind];
  // In one transaction: the indexer writes to the copy as soon as it sees it, so it must appear whole.
  await db.transaction(async (trx) => {
    // A copy left behind by a rebuild that crashed is stale; one rebuild per kind runs at a time.
    await trx.raw(`drop table if exists ${next}, ${removalsTableOf(kind)}`);
    await trx.raw(`create table ${removalsTableOf(kind)} (id text, club_id text)`);
    await trx.raw(
      `create table ${next} (like ${table} including defaults including constraints including generated including storage)`,
    );
    // The storage parameters too (migration 0008 keeps the rows narrow with them); `like` copies none.
    const options = await trx.raw<{ rows: { options: string[] | null }[] }>(
      'select reloptions as options from pg_class where oid = to_regclass(?)',
      [table],
    );
    const reloptions = options.rows[0]?.options ?? [];
    if (reloptions.length > 0) await trx.raw(`alter table ${next} set (${reloptions.join(', ')})`);
    // And the columns' statistics targets (migration 0012 gathers none for the tsvector); `like` copies none.
    const targets = await trx.raw<{ rows: { name: string; target: number }[] }>(
      `select attname as name, attstattarget as target from pg_attribute
        where attrelid = to_regclass(?) and attnum > 0 and not attisdropped and attstattarget >= 0`,
      [table],
    );
    for (const { name, target } of targets.rows)
      await trx.raw(`alter table ${next} alter column ?? set statistics ${Number(target)}`, [name]);
    await trx.raw(`alter table ${next} add primary key (id)`);
  });
  return next;
}

/** The live table's secondary indexes, recreated on the filled copy under the copy's prefix. */
export async function indexRebuildTable(db: Knex, kind: SearchKind): Promise<void> {
  const table = SEARCH_TABLES[kind];
  const next = rebuildTableOf(kind);
  const indexes = await db.raw<{ rows: { name: string; definition: string }[] }>(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
       join pg_class c on c.relname = i.indexname and c.relnamespace = to_regnamespace(i.schemaname)
       join pg_index x on x.indexrelid = c.oid
      where i.schemaname = current_schema() and i.tablename = ? and not x.indisprimary
      order by i.indexname`,
    [table],
  );
  for (const { name, definition } of indexes.rows) {
    const suffix = name.startsWith(`${table}_`) ? name.slice(table.length + 1) : name;
    const using = /\sUSING\s.*$/i.exec(definition)?.[0];
    if (!using) throw new Error(`unexpected index definition of ${name}`);
    const unique = /^CREATE UNIQUE/i.test(definition) ? 'unique ' : '';
    await db.raw(`create ${unique}index ${next}_${suffix} on ${next}${using}`);
  }
  // Fresh statistics before the copy goes live: without them the planner guesses a few hundred rows per
  // country and scans where it should use the text indexes. Vacuum marks the pages all-visible, so counts
  // can stay in the indexes. PGlite has no autovacuum to do either later.
  await db.raw(`vacuum analyze ${next}`);
}

export async function dropRebuildTable(db: Knex, kind: SearchKind): Promise<void> {
  await db.raw(`drop table if exists ${rebuildTableOf(kind)}, ${removalsTableOf(kind)}`);
}

/**
 * Replaces the kind's table by the rebuilt copy in one transaction: readers see the old documents or the
 * new ones, never none. The copy's indexes get the old names back, so the next rebuild finds them again,
 * and the title words are counted anew from the documents now live.
 */
export async function swapInRebuildTable(db: Knex, kind: SearchKind): Promise<void> {
  const table = SEARCH_TABLES[kind];
  const next = rebuildTableOf(kind);
  await db.transaction(async (trx) => {
    // In the order the indexer's writes take them (the copy, its removals, the live table), so that a
    // removal under way cannot hold one while waiting for another.
    await trx.raw(`lock table ${next}, ${removalsTableOf(kind)}, ${table} in access exclusive mode`);
    await trx.raw(`drop table ${table}, ${removalsTableOf(kind)}`);
    await trx.raw(`alter table ${next} rename to ${table}`);
    const indexes = await trx.raw<{ rows: { name: string }[] }>(
      `select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ?`,
      [table],
    );
    for (const { name } of indexes.rows) {
      if (name.startsWith(`${next}_`)) {
        await trx.raw(`alter index ${name} rename to ${table}_${name.slice(next.length + 1)}`);
      }
    }
    await recountWords(trx, kind, table);
  });
}
