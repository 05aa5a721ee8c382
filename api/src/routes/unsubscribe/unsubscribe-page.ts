import { escapeHtml } from '@anpfiff/core/mail/templates/escape-html';
import type { Country } from '@anpfiff/schemas/catalogues/countries';

const LANG: Record<Country, string> = { CH: 'de-CH', DE: 'de-DE' };

/**
 * The small pages of the unsubscribe link, rendered by the server: they must work from a mail client
 * without the web app, and without any script (the site's CSP allows none inline).
 */
export function unsubscribePage(
  country: Country,
  page: {
    title: string;
    text: string;
    form?: { action: string; button: string };
    /** A page that sends the reader to the settings links them. */
    settings?: { label: string; url: string };
    siteUrl: string;
  },
): string {
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="${LANG[country]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(page.title)} – Anpfiff</title>
<style>
body{margin:0;padding:24px 12px;background:#f4f6f5;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1b1f1d}
main{max-width:480px;margin:0 auto;padding:24px;background:#fff;border:1px solid #d9dfdb;border-radius:12px}
.brand{margin:0 0 16px;font-size:22px;font-weight:bold;color:#0b6e3f}
h1{font-size:20px;margin:0 0 12px}
button{padding:12px 20px;border:0;border-radius:8px;background:#0b6e3f;color:#fff;font:inherit;font-weight:bold;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1b1f1d;outline-offset:2px}
a{color:#0b6e3f}
</style>
</head>
<body>
<main>
<p class="brand">Anpfiff</p>
<h1>${e(page.title)}</h1>
<p>${e(page.text)}</p>
${page.form ? `<form method="post" action="${e(page.form.action)}"><button type="submit">${e(page.form.button)}</button></form>` : ''}
${page.settings ? `<p><a href="${e(page.settings.url)}">${e(page.settings.label)}</a></p>\n` : ''}<p><a href="${e(page.siteUrl)}">Zur Startseite</a></p>
</main>
</body>
</html>
`;
}
