import { paths } from './paths';

/**
 * The pages the web app's ContentPage shows, each with the name of its Markdown file in web/content
 * (`<locale>/<name>.md`, see its README). The router builds its routes from this, and the server finds a
 * page's title and description by it (api/src/middleware/content-page-meta.ts).
 */
export const CONTENT_PAGES = [
  [paths.about, 'about'],
  [paths.community, 'community'],
  [paths.termsAndConditions, 'terms-and-conditions'],
  [paths.winningGameTerms, 'winning-game-terms-and-conditions'],
  [paths.legalNotice, 'legal-notice'],
  [paths.privacyPolicy, 'privacy-policy'],
] as const;

/**
 * Every page whose text is a Markdown file, by path: the content pages and the two feature pages (the
 * app's WikiPage reads `wiki-<kind>`). A function, so the browser's bundle does not carry it.
 */
export function markdownPageNames(): Map<string, string> {
  return new Map<string, string>([
    ...CONTENT_PAGES,
    [paths.wikiClub, 'wiki-club'],
    [paths.wikiPerson, 'wiki-person'],
  ]);
}

/**
 * Where the web app's build writes the title and description of every Markdown page it parsed (web/build/
 * markdown-pages.ts), beside Vite's manifest: the server reads it for the HTML it sends, and never serves it.
 */
export const CONTENT_META_FILE = '.vite/content-meta.json';

/** That file: each page's title and description by locale and name, `{"de-CH": {"about": {…}}}`. */
export type ContentMeta = Record<string, Record<string, { title: string; description: string }>>;
