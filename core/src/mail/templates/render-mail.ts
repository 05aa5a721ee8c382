import type { MailContent, RenderedMail } from './mail-layout';
import { layoutMail } from './mail-layout';
import type { MailTemplate, MailTemplateInput } from './mail-template-input';
import { passwordResetContent } from './password-reset';
import { verifyMailContent } from './verify-mail';
import { verifyWithPasswordContent } from './verify-with-password';

export type { MailTemplate, MailTemplateInput, RenderedMail };

const TEMPLATES: Record<MailTemplate, (input: MailTemplateInput) => MailContent> = {
  'verify-mail': verifyMailContent,
  'password-reset': passwordResetContent,
  'verify-with-password': verifyWithPasswordContent,
};

/** The templates whose mail carries an account's link: a lock or deletion takes their waiting mails back. */
export const ACCOUNT_LINK_TEMPLATES = Object.keys(TEMPLATES) as MailTemplate[];

/** Renders an account mail in the account's country: subject, plain text and HTML with the same words. */
export function renderMail(template: MailTemplate, input: MailTemplateInput): RenderedMail {
  // SITES values may end in a slash; links must not get a double one.
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  return layoutMail(TEMPLATES[template]({ ...input, siteUrl }));
}
