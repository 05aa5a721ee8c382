/**
 * A meta description from free text: one line of at most 160 characters (what search engines show), cut
 * at a word. One rule for the web app, the server-written HTML and the content pages' build, so a page's
 * description reads the same however it is fetched.
 */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 100 ? cut.slice(0, space) : cut}…`;
}
