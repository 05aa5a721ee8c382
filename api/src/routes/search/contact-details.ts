import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { presentContact } from '../../presenters/contact';

type Card = Record<string, unknown>;

const CONTACT_COLUMNS = [
  'contactFirstName',
  'contactLastName',
  'contactPosition',
  'contactEmail',
  'contactPhone',
];

/**
 * The index holds public cards only, never e-mail or phone. Signed-in persons and clubs may see contact
 * data ('Mehr Infos'), so for them the page's cards get it from the database, the single source of it.
 */
export async function withContactDetails(db: Knex, kind: SearchKind, cards: Card[]): Promise<Card[]> {
  if (cards.length === 0) return cards;
  if (kind === 'people') {
    const slugs = cards.map((c) => String(c.slug));
    const rows = (await db('persons')
      .join('accounts', 'accounts.id', 'persons.accountId')
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
  const rows = (await db(table)
    .whereIn(
      key,
      cards.map((c) => String(c[key])),
    )
    .select(key, ...CONTACT_COLUMNS)) as (Parameters<typeof presentContact>[0] & Record<string, string>)[];
  const byKey = new Map(rows.map((r) => [r[key], r]));
  return cards.map((card) => {
    const row = byKey.get(String(card[key]));
    return row ? { ...card, canViewContactDetails: true, contactInformation: presentContact(row) } : card;
  });
}
