import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { escapeHtml } from './escape-html';

export const SUPPORT_ADDRESS = 'hallo@anpfiff.ch';

/**
 * Every mail comes from a no-reply address (MAIL_FROM) and asks its reader to write to the support address
 * it names: a reply goes there too. Derived from the same constant, so header and text cannot disagree.
 */
export const REPLY_TO = `Anpfiff <${SUPPORT_ADDRESS}>`;

/** The words of one account mail; the layout adds brand, greeting, link block, sign-off and footer. */
export interface MailContent {
  country: Country;
  siteUrl: string;
  subject: string;
  displayName: string;
  /** Paragraphs before the link. */
  intro: Paragraph[];
  /** Lists between the intro and the button, e.g. the new offers of a digest. */
  lists?: MailList[];
  /** The button; a mail that asks for nothing (a confirmation) has none. */
  action?: { label: string; url: string };
  /** Paragraphs after the link: validity, what to do if it was not you. */
  outro: Paragraph[];
  /**
   * Why the recipient gets this mail and how to stop it, small print above the footer: where to change the
   * setting that sends it, and the link that switches it off at once.
   */
  unsubscribe?: { text: string; settings?: MailLink; label: string; url: string };
  /**
   * How the layout's own words address the reader: a person is "du", a club (a team of people behind one
   * account) "ihr". Mails that address clubs as "ihr" must not switch to "du" in the fallback or sign-off.
   */
  formOfAddress?: FormOfAddress;
}

export type FormOfAddress = 'du' | 'ihr';

/** A link with words of its own: the text part gives them and the address, the HTML links the words. */
export interface MailLink {
  label: string;
  url: string;
}

/**
 * A paragraph: words, or words with addresses among them. An address in a sentence reads the same in both
 * parts: as it is in the text, and in the HTML as a link that shows it.
 */
export type Paragraph = string | (string | { url: string })[];

export interface MailList {
  heading: string;
  /** A line under the heading that tells similar lists apart, e.g. when the offer was created. */
  detail?: string;
  /** A further line under the detail, for lists that heading and detail alone would not tell apart. */
  note?: string;
  /** Where the list leads on, under the heading and its lines, e.g. to all matchings of an offer. */
  link?: MailLink;
  items: { label: string; url: string; detail?: string }[];
  /** Closing line such as "und 4 weitere", when the list was cut. */
  more?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /**
   * Headers that belong to the words: `Content-Language` of the site (as the HTML's lang) and `Reply-To`.
   * Whoever queues the mail passes them on, adding its own (a digest's List-Unsubscribe).
   */
  headers: Record<string, string>;
}

// Per site: Swiss spelling writes ss where German spelling writes ß.
const LOCALE = {
  CH: { lang: 'de-CH', tagline: 'Amateurfussball verbindet', regards: 'Sportliche Grüsse' },
  DE: { lang: 'de-DE', tagline: 'Amateurfußball verbindet', regards: 'Sportliche Grüße' },
} as const;

const WORDS: Record<FormOfAddress, { linkFallback: string; team: string }> = {
  du: {
    linkFallback: 'Falls der Knopf nicht funktioniert, kopiere diesen Link in deinen Browser:',
    team: 'Dein Anpfiff-Team',
  },
  ihr: {
    linkFallback: 'Falls der Knopf nicht funktioniert, kopiert diesen Link in euren Browser:',
    team: 'Euer Anpfiff-Team',
  },
};

const words = (c: MailContent) => WORDS[c.formOfAddress ?? 'du'];

// The web app's colours (web/src/styles/theme.ts), which core cannot import; all pass WCAG AA on white.
const COLOR = {
  primary: '#0b6e3f',
  text: '#1b1f1d',
  muted: '#55605a',
  background: '#f4f6f5',
  border: '#d9dfdb',
};

function greeting(displayName: string): string {
  const name = displayName.trim();
  return name ? `Hallo ${name}` : 'Hallo';
}

function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}

export function layoutMail(content: MailContent): RenderedMail {
  const locale = LOCALE[content.country];
  return {
    subject: content.subject,
    text: layoutText(content, locale),
    html: layoutHtml(content, locale),
    headers: { 'Content-Language': locale.lang, 'Reply-To': REPLY_TO },
  };
}

type Locale = (typeof LOCALE)[Country];

function layoutText(c: MailContent, locale: Locale): string {
  return [
    greeting(c.displayName),
    ...c.intro.map(paragraphText),
    ...(c.lists ?? []).map(listText),
    ...(c.action ? [`${c.action.label}:\n${c.action.url}`] : []),
    ...c.outro.map(paragraphText),
    `${locale.regards}\n${words(c).team}`,
    ...(c.unsubscribe ? [unsubscribeText(c.unsubscribe)] : []),
    // "-- " (with the space) is the signature separator mail clients recognise.
    `-- \nAnpfiff – ${locale.tagline}\n${c.siteUrl}\nFragen? ${SUPPORT_ADDRESS}`,
  ]
    .join('\n\n')
    .concat('\n');
}

const linkText = (link: MailLink) => `${link.label}: ${link.url}`;

function paragraphText(paragraph: Paragraph): string {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((part) => (typeof part === 'string' ? part : part.url)).join('');
}

function unsubscribeText(u: NonNullable<MailContent['unsubscribe']>): string {
  return [u.text, ...(u.settings ? [linkText(u.settings)] : []), linkText(u)].join('\n');
}

function listText(list: MailList): string {
  const items = list.items.map(
    (item) => `- ${item.label}${item.detail ? ` (${item.detail})` : ''}\n  ${item.url}`,
  );
  return [
    list.heading,
    ...(list.detail ? [list.detail] : []),
    ...(list.note ? [list.note] : []),
    ...(list.link ? [linkText(list.link)] : []),
    ...items,
    ...(list.more ? [list.more] : []),
  ].join('\n');
}

function listHtml(list: MailList): string {
  const e = escapeHtml;
  const items = list.items.map(
    (item) =>
      `<li style="margin:0 0 8px;"><a href="${e(item.url)}" style="color:${COLOR.primary};font-weight:bold;">${e(item.label)}</a>` +
      (item.detail ? `<br><span style="color:${COLOR.muted};">${e(item.detail)}</span>` : '') +
      '</li>',
  );
  // The lines under the heading, in the order of the text part; the last one keeps the gap to the list.
  const lines = [
    ...(list.detail ? [{ color: COLOR.muted, html: e(list.detail) }] : []),
    ...(list.note ? [{ color: COLOR.muted, html: e(list.note) }] : []),
    ...(list.link ? [{ color: COLOR.text, html: linkHtml(list.link.url, list.link.label) }] : []),
  ];
  return [
    `<h2 style="margin:0 0 ${lines.length > 0 ? 4 : 8}px;font-size:18px;color:${COLOR.text};">${e(list.heading)}</h2>`,
    ...lines.map(
      (line, i) =>
        `<p style="margin:0 0 ${i < lines.length - 1 ? 4 : 8}px;color:${line.color};">${line.html}</p>`,
    ),
    `<ul style="margin:0 0 16px;padding-left:20px;">`,
    ...items,
    '</ul>',
    ...(list.more ? [`<p style="margin:0 0 16px;">${e(list.more)}</p>`] : []),
  ].join('\n');
}

function linkHtml(url: string, label: string, color: string = COLOR.primary): string {
  return `<a href="${escapeHtml(url)}" style="color:${color};">${escapeHtml(label)}</a>`;
}

function paragraphHtml(paragraph: Paragraph): string {
  if (typeof paragraph === 'string') return escapeHtml(paragraph);
  return paragraph
    .map((part) =>
      typeof part === 'string'
        ? escapeHtml(part)
        : `<a href="${escapeHtml(part.url)}" style="color:${COLOR.primary};word-break:break-all;">${escapeHtml(part.url)}</a>`,
    )
    .join('');
}

function unsubscribeHtml(u: NonNullable<MailContent['unsubscribe']>): string {
  const links = [...(u.settings ? [u.settings] : []), u].map((link) =>
    linkHtml(link.url, link.label, COLOR.muted),
  );
  return `<p style="margin:0 0 16px;font-size:14px;color:${COLOR.muted};">${[escapeHtml(u.text), ...links].join('<br>')}</p>`;
}

function actionHtml(action: { label: string; url: string }, linkFallback: string): string[] {
  const e = escapeHtml;
  const url = e(action.url);
  return [
    `<p style="margin:0 0 16px;"><a href="${url}" style="display:inline-block;padding:12px 20px;background:${COLOR.primary};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:8px;">${e(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;">${linkFallback}<br><a href="${url}" style="color:${COLOR.primary};word-break:break-all;">${url}</a></p>`,
  ];
}

function layoutHtml(c: MailContent, locale: Locale): string {
  const e = escapeHtml;
  const p = (paragraph: Paragraph) => `<p style="margin:0 0 16px;">${paragraphHtml(paragraph)}</p>`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale.lang}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(c.subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${COLOR.background};">`,
    // role=article + label let screen readers in webmail announce the mail as one unit.
    `<div role="article" aria-label="${e(c.subject)}" lang="${locale.lang}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border:1px solid ${COLOR.border};border-radius:12px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${COLOR.text};">`,
    `<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:${COLOR.primary};">Anpfiff</p>`,
    p(greeting(c.displayName)),
    ...c.intro.map(p),
    ...(c.lists ?? []).map(listHtml),
    ...(c.action ? actionHtml(c.action, words(c).linkFallback) : []),
    ...c.outro.map(p),
    `<p style="margin:0 0 24px;">${e(locale.regards)}<br>${words(c).team}</p>`,
    ...(c.unsubscribe ? [unsubscribeHtml(c.unsubscribe)] : []),
    `<p style="margin:0;padding-top:16px;border-top:1px solid ${COLOR.border};font-size:14px;color:${COLOR.muted};">`,
    `Anpfiff – ${e(locale.tagline)} · <a href="${e(c.siteUrl)}" style="color:${COLOR.muted};">${e(siteHost(c.siteUrl))}</a><br>`,
    `Fragen? <a href="mailto:${SUPPORT_ADDRESS}" style="color:${COLOR.muted};">${SUPPORT_ADDRESS}</a></p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
