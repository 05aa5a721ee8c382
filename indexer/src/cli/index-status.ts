import type { EventLog, GroupLag } from '@anpfiff/core/events/event-log';
import type { SearchEngine } from '@anpfiff/core/search/search-engine';
import { SEARCH_KINDS, type SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { countVisible } from '../projections/visible-sources';
import { INDEXER_GROUP } from '../start-indexer';

export interface IndexStatus {
  engine: SearchEngine['kind'];
  kinds: { kind: SearchKind; documents: number; sourceRows: number }[];
  /** The indexer's consumer group; null when it has never run against this log. */
  lag: GroupLag | null;
  /** Events in the log: what an indexer that never ran has before it. */
  logEvents: number;
}

/** Documents per kind next to the public rows they come from, and how far the indexer is behind. */
export async function indexStatus(db: Knex, engine: SearchEngine, eventLog: EventLog): Promise<IndexStatus> {
  const kinds = [];
  for (const kind of SEARCH_KINDS) {
    kinds.push({ kind, documents: await engine.count(kind), sourceRows: await countVisible(db, kind) });
  }
  const lag = (await eventLog.lag()).find((group) => group.group === INDEXER_GROUP) ?? null;
  return { engine: engine.kind, kinds, lag, logEvents: (await eventLog.head()).events };
}

export function formatStatus(status: IndexStatus): string {
  const lines = [`Suchmaschine: ${status.engine}`, '', 'Art       Dokumente  Quellzeilen'];
  for (const { kind, documents, sourceRows } of status.kinds) {
    const note =
      documents === sourceRows
        ? ''
        : '  (weicht ab: Indexer im Rückstand, oder `npm run index -- rebuild` ausführen)';
    lines.push(
      `${kind.padEnd(8)}  ${String(documents).padStart(9)}  ${String(sourceRows).padStart(11)}${note}`,
    );
  }
  lines.push('');
  const lag = status.lag;
  if (!lag) {
    // A freshly seeded installation: the whole log is the backlog (`npm run events -- lag` says the same).
    lines.push(
      `Indexer (Gruppe ${INDEXER_GROUP}): ist noch nie gelaufen, ${status.logEvents} Events im Rückstand`,
    );
  } else {
    const seen = lag.lastSeenAt ? `, zuletzt gesehen ${lag.lastSeenAt.toISOString()}` : '';
    lines.push(
      `Indexer (Gruppe ${INDEXER_GROUP}): ${lag.lag} Events im Rückstand, ${lag.active ? 'läuft' : 'läuft nicht'}` +
        `${seen}, ${lag.deadLetters} Dead Letters`,
    );
  }
  return lines.join('\n');
}
