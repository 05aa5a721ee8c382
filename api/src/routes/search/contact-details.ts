import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { presentContact } from '../../presenters/contact';

type Card = Record<string, unknown>;
/** A club's or an offer's contact columns, with its key (slug or id). */
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

/**
 * The index holds public cards only, never e-mail or phone. Signed-in persons and clubs may see contact
 * data ('Mehr Infos'), so for them the page's cards get it from the database, the single source of it.
 */
export async function withContactDetails(db: Knex, kind: SearchKind, cards: Card[]): Promise<Card[]> {
  if (cards.length === 0) return cards;
  if (kind === 'people') {
    const slugs = cards.map((c) => String(c.slug));
    const rows = (await ofActiveAccount(db('persons'), 'persons.accountId')
      .whereIn('persons.slug', slugs)
      .select('persons.slug', 'persons.phone', 'accounts.email')) as {
      slug: string;
      phone: string | null;
      email: string;
    }[];
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    return cards.map((card) => {
      const row = bySlug.get(String(card.slug));
      if (!row) return card;
      return {
        ...card,
        canViewContactDetails: true,
        email: row.email,
        ...(row.phone ? { phone: row.phone } : {}),
      };
    });
  }
  // Clubs are keyed by slug, offers by id; both keep their contact person in contact_* columns.
  const [table, key] = kind === 'clubs' ? ['clubs', 'slug'] : ['jobs', 'id'];
  const query = kind === 'clubs' ? db('clubs') : db('jobs').join('clubs', 'clubs.id', 'jobs.clubId');
  const rows = (await ofActiveAccount(query, 'clubs.accountId')
    .whereIn(
      `${table}.${key}`,
      cards.map((c) => String(c[key])),
    )
    .select(`${table}.${key}`, ...CONTACT_COLUMNS.map((column) => `${table}.${column}`))) as ContactRow[];
  const byKey = new Map(rows.map((r) => [r[key], r]));
  return cards.map((card) => {
    const row = byKey.get(String(card[key]));
    return row ? { ...card, canViewContactDetails: true, contactInformation: presentContact(row) } : card;
  });
}
