import type { Country } from '@anpfiff/schemas/catalogues/countries';

/** Our own German words on the Swiss site: ss instead of ß. Never applied to names users typed. */
export function spell(country: Country, text: string): string {
  return country === 'CH' ? text.replace(/ß/g, 'ss') : text;
}

/** Switzerland says "das E-Mail", Germany "die E-Mail". */
export function thisMailWord(country: Country): string {
  return country === 'CH' ? 'dieses E-Mail' : 'diese E-Mail';
}

// Where the setting's label (schemas, which cannot import core) finds them too.
export { WEEKLY_MAIL, type WeeklyMailWords } from '@anpfiff/schemas/site/weekly-mail';
