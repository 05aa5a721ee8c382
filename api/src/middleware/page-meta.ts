import { clubFunctionLabel, isClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import { COUNTRY_INFO, type Country } from '@anpfiff/schemas/catalogues/countries';
import { metaDescription } from '@anpfiff/schemas/site/meta-description';
import { paths } from '@anpfiff/schemas/site/paths';
import { common } from '@anpfiff/web/src/locales/de/common';
import { deDE } from '@anpfiff/web/src/locales/de-de';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../app-types';
import { findVisibleClub, findVisibleJob, findVisiblePerson } from '../queries/visible-profiles';
import { contentPageMeta } from './content-page-meta';
import { listPageMeta } from './list-page-meta';
import { hasNul } from './nul-bytes';
import { routePreloads } from './route-preloads';

export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'profile';
  /**
   * The page's own address ('/clubs/fc-x'), however it was asked for (an offer by its id, a trailing
   * slash, another case): its canonical link and og:url, so search engines and link previews keep one.
   */
  path?: string;
  /** The record's picture (avatar or emblem, an upload's address) for link previews. */
  image?: string | null;
}

const SUFFIX = common.meta.titleSuffix;

// The app's own texts: web/index.html carries the Swiss ones, the German site gets its own spelling.
const DEFAULT_META: Record<Country, { title: string; description: string }> = {
  CH: { title: common.meta.defaultTitle, description: common.meta.defaultDescription },
  DE: {
    title: deDE.meta?.defaultTitle ?? common.meta.defaultTitle,
    description: deDE.meta?.defaultDescription ?? common.meta.defaultDescription,
  },
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// What the web app's not-found page sets once it has loaded (not-found.tsx).
const NOT_FOUND_META: Record<Country, PageMeta> = {
  CH: {
    title: `${common.notFound.title} | ${SUFFIX}`,
    description: DEFAULT_META.CH.description,
    type: 'website',
  },
  DE: {
    title: `${deDE.notFound?.title ?? common.notFound.title} | ${SUFFIX}`,
    description: DEFAULT_META.DE.description,
    type: 'website',
  },
};

const label = (code: string | null) =>
  code && isClubFunction(code) ? clubFunctionLabel(code) : (code ?? '');

const DETAIL = /^\/(clubs|jobs|people)\/([^/]+)\/?$/;

/**
 * Title and description of the home, a search, sign-in, content or detail page, as the web app shows them
 * once loaded ('Name | Anpfiff'), with the page's canonical address; null when a detail page's record does
 * not exist (or is not visible), undefined for any other path.
 */
export async function pageMetaFor(
  ctx: { deps: AppContext['deps']; state: AppState },
  pathname: string,
): Promise<PageMeta | null | undefined> {
  const country = ctx.state.country;
  // Club, person and page descriptions may be empty: the page then keeps the site's, as in the app.
  const describe = (text: string) => metaDescription(text) || DEFAULT_META[country].description;
  if (pathname === paths.home) return { ...DEFAULT_META[country], type: 'website', path: paths.home };
  const list = listPageMeta(country, pathname);
  if (list)
    return {
      title: `${list.title} | ${SUFFIX}`,
      description: list.description,
      type: 'website',
      path: list.path,
    };
  const content = contentPageMeta(ctx.deps.config.webDist, country, pathname);
  if (content) {
    const { title, description, path } = content;
    return { title: `${title} | ${SUFFIX}`, description: describe(description), type: 'website', path };
  }
  const match = DETAIL.exec(pathname);
  if (!match) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
  // No slug holds a NUL, and Postgres text cannot even compare with one: the query would fail.
  if (hasNul(slug)) return null;
  const { db } = ctx.deps;
  if (match[1] === 'clubs') {
    const club = await findVisibleClub(db, country, slug);
    if (!club) return null;
    return {
      title: `${club.name} | ${SUFFIX}`,
      description: describe(club.description),
      type: 'website',
      path: paths.club(club.slug),
      image: club.avatarUrl,
    };
  }
  if (match[1] === 'jobs') {
    const job = await findVisibleJob(db, country, slug);
    if (!job?.club) return null;
    const role = label(job.subClubFunction ?? job.clubFunction);
    return {
      title: `${role} bei ${job.club.name} | ${SUFFIX}`,
      description: describe(job.description),
      type: 'website',
      // Mails link offers by their id; the page's address is its slug.
      path: paths.job(job.slug),
      image: job.club.avatarUrl,
    };
  }
  const found = await findVisiblePerson(db, country, slug);
  if (!found) return null;
  const name = `${found.person.firstName} ${found.person.lastName}`.trim();
  return {
    title: `${name} | ${SUFFIX}`,
    description: describe(found.person.description),
    type: 'profile',
    path: paths.person(found.person.slug),
    image: found.person.avatarUrl,
  };
}

/**
 * An address of the site. Joined rather than resolved: a path of the request such as '//elsewhere.example'
 * would resolve to another host.
 */
function siteUrl(site: string, path: string): string {
  return `${new URL(site).origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A picture's absolute address, as link previews need it: uploads are paths of the site. */
function pictureUrl(site: string, address: string): string {
  return /^https?:\/\//i.test(address) ? address : siteUrl(site, address);
}

export interface ClientSettings {
  analyticsScriptUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
}

/**
 * Writes the page's title, description, canonical address, Open Graph tags, language and the browser's
 * settings into index.html.
 */
export function renderIndexHtml(
  html: string,
  options: {
    country: Country;
    meta: PageMeta | null | undefined;
    /** The site's URL (SITES) and the path asked for. */
    site: string;
    path: string;
    settings: ClientSettings;
    /** Chunks of the page to fetch beside the entry (route-preloads.ts). */
    preloads?: string[];
  },
): string {
  const { country, settings, site } = options;
  const defaults = DEFAULT_META[country];
  const meta = options.meta ?? { ...defaults, type: 'website' as const };
  const canonical = meta.path === undefined ? undefined : siteUrl(site, meta.path);
  const image = meta.image ? pictureUrl(site, meta.image) : undefined;
  const tags = [
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
    `<meta property="og:site_name" content="${SUFFIX}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical ?? siteUrl(site, options.path))}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta property="og:locale" content="${COUNTRY_INFO[country].locale.replace('-', '_')}" />`,
    `<meta name="anpfiff:analytics-script-url" content="${escapeHtml(settings.analyticsScriptUrl)}" />`,
    `<meta name="anpfiff:map-tile-url" content="${escapeHtml(settings.mapTileUrl)}" />`,
    `<meta name="anpfiff:map-attribution" content="${escapeHtml(settings.mapAttribution)}" />`,
    ...(options.preloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    ),
  ];
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${COUNTRY_INFO[country].locale}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}

/**
 * Placed before the web app: once it answered with index.html, the page's own title and description go
 * in, so crawlers and link previews see them without running the app (issue: server-rendered meta).
 * A detail page whose record does not exist answers 404, with the app that shows the not-found page; every
 * 404 page carries that page's title.
 */
export function pageMeta(): Middleware<AppState, AppContext> {
  return async (ctx, next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || typeof ctx.body !== 'string') return;
    if (!ctx.response.is('html')) return;
    // What the web app already answers 404 (no page of the app, an address that cannot be decoded) has no
    // record to look up either.
    const found = ctx.status === 404 ? null : await pageMetaFor(ctx, ctx.path);
    const { config } = ctx.deps;
    const country = ctx.state.country;
    ctx.body = renderIndexHtml(ctx.body, {
      country,
      meta: found === null ? NOT_FOUND_META[country] : found,
      site: config.sites[country],
      path: ctx.path,
      preloads: routePreloads(config.webDist, ctx.path),
      settings: {
        analyticsScriptUrl: config.analyticsScriptUrl,
        mapTileUrl: config.mapTileUrl,
        mapAttribution: config.mapAttribution,
      },
    });
    if (found === null) ctx.status = 404;
  };
}
