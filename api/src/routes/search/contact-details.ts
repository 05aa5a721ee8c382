import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { presentContact } from '../../presenters/contact';

type Card = Record<string, unknown>;
/** A club's or an offer's contact columns, with its id. */
type ContactRow = Parameters<typeof presentContact>[0] & Record<string, string>;

const CONTACT_COLUMNS = [
  'contactFirstName',
  'contactLastName',
  'contactPosition',
  'contactEmail',
  'contactPhone',
];

/**
 * Contact data only of verified, unlocked accounts: the index may still hold the card of an account locked
 * a moment ago, until the indexer has taken it out.
 */
function ofActiveAccount(query: Knex.QueryBuilder, accountIdColumn: string): Knex.QueryBuilder {
  return query
    .join('accounts', 'accounts.id', accountIdColumn)
    .whereNotNull('accounts.verifiedAt')
    .where('accounts.locked', false);
}

/** A page's card and the id of the document it came from: the club's, offer's or person's row id. */
export interface FoundCard {
  id: string;
  card: Card;
}

/**
 * The index holds public cards only, never e-mail or phone. Signed-in persons and clubs may see contact
 * data ('Mehr Infos'), so for them the page's cards get it from the database, the single source of it.
 * Rows are found by the document's id, never by slug: a deleted person's slug goes to the next person of
 * that name, whose contact data must not join a card the index still holds of the one before.
 */
export async function withContactDetails(db: Knex, kind: SearchKind, found: FoundCard[]): Promise<Card[]> {
  if (found.length === 0) return [];
  const ids = found.map((f) => f.id);
  if (kind === 'people') {
    const rows = (await ofActiveAccount(db('persons'), 'persons.accountId')
      .whereIn('persons.id', ids)
      .select('persons.id', 'persons.phone', 'accounts.email')) as {
      id: string;
      phone: string | null;
      email: string;
    }[];
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    return found.map(({ id, card }) => {
      const row = byId.get(id);
      if (!row) return card;
      return {
        ...card,
        canViewContactDetails: true,
        email: row.email,
        ...(row.phone ? { phone: row.phone } : {}),
      };
    });
  }
  // Clubs and offers both keep their contact person in contact_* columns.
  const table = kind === 'clubs' ? 'clubs' : 'jobs';
  const query = kind === 'clubs' ? db('clubs') : db('jobs').join('clubs', 'clubs.id', 'jobs.clubId');
  const rows = (await ofActiveAccount(query, 'clubs.accountId')
    .whereIn(`${table}.id`, ids)
    .select(`${table}.id`, ...CONTACT_COLUMNS.map((column) => `${table}.${column}`))) as ContactRow[];
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return found.map(({ id, card }) => {
    const row = byId.get(id);
    return row ? { ...card, canViewContactDetails: true, contactInformation: presentContact(row) } : card;
  });
}
