import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { spell } from '@anpfiff/core/mail/templates/spelling';

/**
 * Our own German words for the client, spelled as the German site writes them ("groß"): the Swiss site
 * gets them with ss. A function when more than the spelling depends on the site (how a number is written).
 * Never a text a user typed.
 */
export type SiteMessage = string | ((country: Country) => string);

/** The message as the site of `country` writes it. */
export function messageIn(country: Country, message: SiteMessage): string {
  return spell(country, typeof message === 'string' ? message : message(country));
}

/**
 * An answer the client is meant to see: its status and a German message, never internals. `message` is
 * the Swiss (default) site's wording, for logs; the answer uses `messageFor` the request's site.
 */
export class HttpError extends Error {
  private readonly siteMessage: SiteMessage;

  constructor(
    readonly status: number,
    message: SiteMessage,
  ) {
    super(messageIn('CH', message));
    this.name = 'HttpError';
    this.siteMessage = message;
  }

  messageFor(country: Country): string {
    return messageIn(country, this.siteMessage);
  }
}

/** 422 with field errors (shown on the fields) or a message (shown as a warning above the form). */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: Record<string, string[]> | null,
    message: SiteMessage = 'Prüfe deine Angaben',
  ) {
    super(422, message);
    this.name = 'ValidationError';
  }
}

export const MESSAGES = {
  400: 'Die Anfrage konnte nicht gelesen werden.',
  401: 'Bitte melde dich an.',
  403: 'Dafür fehlt dir die Berechtigung.',
  404: 'Nicht gefunden',
  405: 'Diese Methode ist hier nicht erlaubt.',
  408: 'Die Anfrage hat zu lange gedauert.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Dieses Format wird nicht unterstützt.',
  429: 'Zu viele Anfragen. Bitte versuche es später noch einmal.',
  431: 'Die Anfrage ist zu lang.',
  500: 'Es ist ein unerwarteter Fehler aufgetreten',
  501: 'Diese Methode wird nicht unterstützt.',
  503: 'Der Dienst ist vorübergehend nicht verfügbar.',
} as const satisfies Record<number, string>;

/** The text for a status, in the spelling of the German site: an HttpError or `messageIn` fits it to the site. */
export function defaultMessage(status: number): string {
  return (MESSAGES as Record<number, string>)[status] ?? (status >= 500 ? MESSAGES[500] : MESSAGES[400]);
}
