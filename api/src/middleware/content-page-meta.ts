import { COUNTRY_INFO, type Country } from '@anpfiff/schemas/catalogues/countries';
import { CONTENT_META_FILE, type ContentMeta, markdownPageNames } from '@anpfiff/schemas/site/content-pages';
import { metaDescription } from '@anpfiff/schemas/site/meta-description';
import { readWebDistJson } from './web-dist-file';

const PAGES = markdownPageNames();

// The web app's locale of the Swiss site, whose text a page without a de-DE file shows (get-content.ts).
const FALLBACK_LOCALE = COUNTRY_INFO.CH.locale;

/**
 * Title (without the site's suffix), description and address of an about, community, feature or legal
 * page, as the web app shows them once the page's Markdown has loaded; undefined for any other path, and
 * while the build wrote no titles. The texts are the build's (CONTENT_META_FILE), so they are the very
 * ones the app shows: an edited page's new title arrives with the build that brings its new text.
 */
export function contentPageMeta(
  webDist: string,
  country: Country,
  pathname: string,
): { title: string; description: string; path: string } | undefined {
  // The router matches in any case and with trailing slashes; the page's address is the one its links use.
  const page = pathname.replace(/\/+$/, '').toLowerCase();
  const name = PAGES.get(page);
  if (!name) return undefined;
  const meta = readWebDistJson<ContentMeta>(webDist, CONTENT_META_FILE);
  const found = meta?.[COUNTRY_INFO[country].locale]?.[name] ?? meta?.[FALLBACK_LOCALE]?.[name];
  if (!found?.title) return undefined;
  return { title: found.title, description: metaDescription(found.description), path: page };
}
