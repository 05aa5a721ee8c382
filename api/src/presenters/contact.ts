import type { ContactInformation } from '@anpfiff/schemas/entities/profiles';

interface ContactColumns {
  contactFirstName: string | null;
  contactLastName: string | null;
  contactPosition: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}

/** Only the parts that are filled; absent rather than null, as the web shows a block only when something is there. */
export function presentContact(row: ContactColumns): ContactInformation {
  const entries = {
    firstName: row.contactFirstName,
    lastName: row.contactLastName,
    position: row.contactPosition,
    email: row.contactEmail,
    phone: row.contactPhone,
  };
  return Object.fromEntries(
    Object.entries(entries).filter(([, v]) => v !== null && v !== ''),
  ) as ContactInformation;
}
