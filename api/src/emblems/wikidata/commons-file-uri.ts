const FILE_PATH = 'https://commons.wikimedia.org/wiki/Special:FilePath/';
/**
 * Commons renders a thumbnail of this width: always a raster image, a PNG for SVG originals. The raw SVG
 * is never requested — it is a document that may carry scripts.
 */
const THUMBNAIL = '?width=256';

// Formats Commons thumbnails as PNG, JPEG, GIF or WebP, which processImage accepts.
const LOGO_FILE = /\.(svg|png|jpe?g|gif|webp)$/i;
// MediaWiki forbids these in file names anyway; refusing them also keeps the path one plain segment.
const ILLEGAL = /[/\\:#?%<>[\]{}|\p{Cc}]/u;
const MAX_FILE_NAME = 240;

/** The thumbnail address of a Commons file as the logo property (P154) names it, or null for an unfit name. */
export function commonsFileUri(fileName: string): string | null {
  const name = fileName.trim().replace(/ /g, '_');
  if (!name || name.length > MAX_FILE_NAME || ILLEGAL.test(name) || !LOGO_FILE.test(name)) return null;
  if (name.startsWith('.')) return null;
  return `${FILE_PATH}${encodeURIComponent(name)}${THUMBNAIL}`;
}

/**
 * Whether `uri` is exactly what commonsFileUri builds: same scheme, host, path, encoding and query. Any
 * other address (another host, a userinfo trick, a different query, http, a fragment) is refused, so the
 * server only ever downloads what a search of ours could have offered.
 */
export function isCommonsFileUri(uri: string): boolean {
  if (!uri.startsWith(FILE_PATH) || !uri.endsWith(THUMBNAIL)) return false;
  const encoded = uri.slice(FILE_PATH.length, uri.length - THUMBNAIL.length);
  let name: string;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    return false;
  }
  return commonsFileUri(name) === uri;
}

const WIKIMEDIA_HOSTS = new Set(['commons.wikimedia.org', 'upload.wikimedia.org']);

/** Special:FilePath answers with a redirect to the thumbnail on upload.wikimedia.org; nothing else is followed. */
export function isWikimediaRedirect(url: URL): boolean {
  return (
    url.protocol === 'https:' &&
    WIKIMEDIA_HOSTS.has(url.hostname) &&
    url.port === '' &&
    url.username === '' &&
    url.password === ''
  );
}
