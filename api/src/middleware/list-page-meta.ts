import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { paths } from '@anpfiff/schemas/site/paths';
import { login } from '@anpfiff/web/src/locales/de/auth-login';
import { registerChoice } from '@anpfiff/web/src/locales/de/auth-register';
import { search } from '@anpfiff/web/src/locales/de/search';
import { deDE } from '@anpfiff/web/src/locales/de-de';

interface ListMeta {
  title: string;
  description: string;
  /** The page's address as its links write it: the canonical one. */
  path: string;
}

const SEARCH_PAGES = ['clubs', 'jobs', 'people'] as const;

/**
 * The pages that are the same for everyone, with the title and description the web app gives them once
 * loaded (usePageMeta): the texts are the app's own, so the two cannot drift apart. Germany's spelling
 * where the app has one (de-de.ts).
 */
function listPages(country: Country): Map<string, ListMeta> {
  const german = country === 'DE' ? deDE.search : undefined;
  const pages = new Map<string, ListMeta>(
    SEARCH_PAGES.map((page) => [
      paths[page],
      {
        path: paths[page],
        title: german?.[page]?.title ?? search[page].title,
        description: german?.[page]?.description ?? search[page].description,
      },
    ]),
  );
  pages.set(paths.login, { path: paths.login, title: login.title, description: login.description });
  pages.set(paths.register, {
    path: paths.register,
    title: registerChoice.title,
    description: registerChoice.lead,
  });
  return pages;
}

const PAGES: Record<Country, Map<string, ListMeta>> = { CH: listPages('CH'), DE: listPages('DE') };

/** Title (without the site's suffix) and description of a page without a record; undefined for any other. */
export function listPageMeta(country: Country, pathname: string): ListMeta | undefined {
  return PAGES[country].get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}
