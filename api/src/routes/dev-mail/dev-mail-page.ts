import { escapeHtml as e } from '@anpfiff/core/mail/templates/escape-html';
import type { ParsedEml } from '@anpfiff/core/mail/file/read-eml';
import type { MailSummary } from './dev-mail-store';

const STYLE = `body{margin:0;padding:24px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1b1f1d;background:#f4f6f5}
main{max-width:960px;margin:0 auto}
h1{font-size:24px;margin:0 0 8px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px;border-bottom:1px solid #d9dfdb;vertical-align:top}
a{color:#0b6e3f}
a:focus-visible{outline:3px solid #1b1f1d;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px;margin:0 0 16px}
dt{font-weight:bold}
dd{margin:0;word-break:break-all}
iframe{width:100%;height:640px;border:1px solid #d9dfdb;background:#fff}
pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #d9dfdb}
.note{color:#55605a}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="de-CH">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} – Anpfiff Dev-Mailbox</title>
<style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>
`;
}

export function mailListPage(dir: string, mails: MailSummary[], total: number): string {
  const rows = mails.map(
    (m) =>
      `<tr><td>${e(m.date)}</td><td>${e(m.to)}</td><td><a href="/dev/mail/${encodeURIComponent(m.file)}">${e(m.subject || '(kein Betreff)')}</a></td></tr>`,
  );
  return page(
    'Mails',
    `<h1>Dev-Mailbox</h1>
<p class="note">Mails, die Anpfiff ohne SMTP_URL als Datei in ${e(dir)} ablegt, die neuesten zuerst${total > mails.length ? ` (${mails.length} von ${total})` : ''}. Diese Seite gibt es nur ausserhalb von production.</p>
${
  mails.length === 0
    ? '<p>Noch keine Mails. Registriere dich zum Beispiel neu: Die Bestätigungsmail erscheint dann hier.</p>'
    : `<table><caption class="note">${mails.length} Mails</caption><thead><tr><th scope="col">Datum</th><th scope="col">An</th><th scope="col">Betreff</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}`,
  );
}

/** Links in the text part: clickable here, so a newcomer can open the verification link of a demo sign-up. */
function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

export function mailPage(file: string, mail: ParsedEml): string {
  const header = (name: string, label: string) => {
    const value = mail.headers.get(name);
    return value ? `<dt>${label}</dt><dd>${e(value)}</dd>` : '';
  };
  const links = linksOf(mail.text ?? '');
  // The mail's HTML runs in a sandbox without scripts, same-origin or forms; its links open a new tab.
  const srcdoc = mail.html ? mail.html.replace(/<head>/i, '<head><base target="_blank">') : undefined;
  return page(
    mail.headers.get('subject') ?? file,
    `<p><a href="/dev/mail">← Alle Mails</a></p>
<h1>${e(mail.headers.get('subject') ?? '(kein Betreff)')}</h1>
<dl>${header('date', 'Datum')}${header('from', 'Von')}${header('to', 'An')}${header('list-unsubscribe', 'List-Unsubscribe')}</dl>
${links.length ? `<h2>Links</h2><ul>${links.map((l) => `<li><a href="${e(l)}">${e(l)}</a></li>`).join('')}</ul>` : ''}
${srcdoc ? `<h2>HTML</h2><iframe title="HTML-Ansicht der Mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${e(srcdoc)}"></iframe>` : ''}
<h2>Text</h2><pre>${e(mail.text ?? '')}</pre>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Nicht gefunden',
    '<p><a href="/dev/mail">← Alle Mails</a></p><h1>Diese Mail gibt es nicht.</h1>',
  );
}
