import { Worker } from 'node:worker_threads';
import type { Knex } from 'knex';
import { TS_CONFIG } from './pg-search-sql';
import { type TextColumns, WEIGHTED_TSVECTOR } from './pg-search-tables';

/** Texts on which the thread must analyse exactly as the database does before it is used. */
const PROBE: TextColumns = {
  a: ['schiedsrichterin schiedsrichter 19', 'zeugwart/-in grun-weiss e.v.'],
  b: ['trainer junioren bundner oberland u-19', 'fc biberach an der riss'],
  c: ['wir suchen eine trainerin fur die strasse 12a in zurich – "jederzeit" moglich! o\'neill', ''],
};

const ANALYSE = `select (${WEIGHTED_TSVECTOR})::text as tsv
  from unnest(?::text[], ?::text[], ?::text[]) with ordinality as t(a, b, c, n) order by n`;

/** `?` placeholders as PGlite's own `$1`, `$2`… */
const numberedParameters = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The statements that give an empty database the text search configuration this one has: its own
 * dictionaries (the built-in ones exist everywhere) and every token type's mapping, read from the catalog.
 */
async function configurationSetup(db: Knex): Promise<string> {
  const dictionaries = await db.raw<{ rows: { name: string; template: string; options: string | null }[] }>(
    `select distinct d.dictname as name, t.tmplname as template, d.dictinitoption as options
       from pg_ts_config c
       join pg_ts_config_map m on m.mapcfg = c.oid
       join pg_ts_dict d on d.oid = m.mapdict
       join pg_ts_template t on t.oid = d.dicttemplate
      where c.cfgname = ? and d.dictnamespace <> 'pg_catalog'::regnamespace`,
    [TS_CONFIG],
  );
  const mappings = await db.raw<{ rows: { token: string; dictionaries: string[] }[] }>(
    `select tt.alias as token, array_agg(d.dictname order by m.mapseqno) as dictionaries
       from pg_ts_config c
       join pg_ts_config_map m on m.mapcfg = c.oid
       join pg_ts_dict d on d.oid = m.mapdict
       join lateral ts_token_type(c.cfgparser) tt on tt.tokid = m.maptokentype
      where c.cfgname = ?
      group by tt.alias order by tt.alias`,
    [TS_CONFIG],
  );
  return [
    ...dictionaries.rows.map(
      (d) =>
        `create text search dictionary ${quoted(d.name)} (template = ${quoted(d.template)}` +
        `${d.options ? `, ${d.options}` : ''});`,
    ),
    `create text search configuration ${quoted(TS_CONFIG)} (parser = default);`,
    ...mappings.rows.map(
      (m) =>
        `alter text search configuration ${quoted(TS_CONFIG)} add mapping for ${m.token} with ` +
        `${m.dictionaries.map(quoted).join(', ')};`,
    ),
  ].join('\n');
}

type Answer = { id: number; tsvectors: string[] } | { id: number; error: string };

/**
 * German text analysis on a second core for the embedded database's rebuilds. PGlite runs every query
 * on the one thread of the process, and analysing the texts is about half of what writing a document
 * costs there; a PGlite of its own on a worker thread, with the same configuration, does it alongside.
 * `open` checks on sample texts that both analyse alike and gives up (undefined) otherwise.
 */
export class TextAnalysisThread {
  private readonly pending = new Map<number, { resolve(t: string[]): void; reject(e: Error): void }>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(new Error(`Text analysis failed: ${answer.error}`));
      else waiting?.resolve(answer.tsvectors);
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => this.fail(new Error('The text analysis thread stopped')));
  }

  static async open(db: Knex): Promise<TextAnalysisThread | undefined> {
    const worker = new Worker(new URL('./text-analysis-worker.mjs', import.meta.url), {
      workerData: { setup: await configurationSetup(db), analyse: numberedParameters(ANALYSE) },
    });
    const thread = new TextAnalysisThread(worker);
    try {
      const [own, database] = await Promise.all([thread.analyse(PROBE), analyseIn(db, PROBE)]);
      if (own.join('\n') === database.join('\n')) return thread;
    } catch {
      // A thread that cannot analyse leaves the work to the database.
    }
    await thread.close();
    return undefined;
  }

  /** Weighted tsvectors (title A, keywords B, body C) as text, one per document, in order. */
  analyse(texts: TextColumns): Promise<string[]> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...texts });
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** The same analysis in the database: what the thread must agree with. */
async function analyseIn(db: Knex, texts: TextColumns): Promise<string[]> {
  const result = await db.raw<{ rows: { tsv: string }[] }>(ANALYSE, [texts.a, texts.b, texts.c]);
  return result.rows.map((r) => r.tsv);
}
