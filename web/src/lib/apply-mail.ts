export interface ApplyMailTexts {
  subject: string;
  greeting: string;
  body: string;
  signOff: string;
}

/**
 * The mailto: link of the apply button (spec section 6). The texts come translated; the applicant's
 * display name closes the mail, or the sign-off alone when nobody is signed in.
 */
export function applyMailto(email: string, texts: ApplyMailTexts, displayName: string | null): string {
  const closing = displayName ? `${texts.signOff}\n${displayName}` : texts.signOff;
  const body = `${texts.greeting}\n\n${texts.body}\n\n${closing}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(texts.subject)}&body=${encodeURIComponent(body)}`;
}
