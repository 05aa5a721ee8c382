/** An answer the client is meant to see: its status and a German message, never internals. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422 with field errors (shown on the fields) or a message (shown as a warning above the form). */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: Record<string, string[]> | null,
    message = 'Prüfe deine Angaben',
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
  413: 'Die Anfrage ist zu gross.',
  415: 'Dieses Format wird nicht unterstützt.',
  429: 'Zu viele Anfragen. Bitte versuche es später noch einmal.',
  500: 'Es ist ein unerwarteter Fehler aufgetreten',
  503: 'Der Dienst ist vorübergehend nicht verfügbar.',
} as const satisfies Record<number, string>;

export function defaultMessage(status: number): string {
  return (MESSAGES as Record<number, string>)[status] ?? (status >= 500 ? MESSAGES[500] : MESSAGES[400]);
}
