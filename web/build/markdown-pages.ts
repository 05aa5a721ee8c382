import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import type { Plugin } from 'vite';
// Relative, not '@anpfiff/schemas': Vite loads its config's packages with Node, which runs no TypeScript.
import { CONTENT_META_FILE, type ContentMeta } from '../../schemas/src/site/content-pages';
import { metaDescription } from '../../schemas/src/site/meta-description';
import { contentMeta } from '../src/features/content/lib/content-meta';
import type { ContentNode, PageContent } from '../src/features/content/lib/page-content';

const QUERY = '?page';
/** What a content page may carry; anything else (event handlers, styles) is dropped. */
const ATTRIBUTES = new Set(['href', 'title', 'alt', 'src', 'start', 'className', 'align']);
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

function attributesOf(element: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(element.properties ?? {})) {
    if (!ATTRIBUTES.has(name) || value === null || value === undefined || value === false) continue;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    if ((name === 'href' || name === 'src') && !SAFE_URL.test(text)) continue;
    out[name] = text;
  }
  return out;
}

function compact(node: Root | RootContent): ContentNode[] {
  if (node.type === 'text') return [node.value];
  if (node.type === 'element') {
    return [[node.tagName, attributesOf(node), ...node.children.flatMap(compact)]];
  }
  // Raw HTML is never rendered (operator notes live in HTML comments); comments and doctypes neither.
  if (node.type === 'root') return node.children.flatMap(compact);
  return [];
}

/**
 * Markdown → the page's title, description and element tree. The description is cut to 160 characters at
 * a word, as the detail pages' are: search engines show no more.
 */
export function markdownPage(markdown: string): PageContent {
  const tree = toHast(fromMarkdown(markdown)) as Root;
  const nodes = compact(tree).filter((n) => typeof n !== 'string' || n.trim() !== '');
  const { title, description } = contentMeta(markdown);
  return { title, description: metaDescription(description), nodes };
}

/**
 * `import page from './x.md?page'` yields a PageContent, parsed while building. The build also writes
 * CONTENT_META_FILE with the title and description of every page it parsed (web/content/<locale>/<name>.md).
 */
export function markdownPages(): Plugin {
  const meta: ContentMeta = {};
  return {
    name: 'anpfiff-markdown-pages',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const page = markdownPage(fs.readFileSync(file, 'utf8'));
      const locale = path.basename(path.dirname(file));
      (meta[locale] ??= {})[path.basename(file, '.md')] = {
        title: page.title,
        description: page.description,
      };
      return `export default ${JSON.stringify(page)};`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CONTENT_META_FILE, source: JSON.stringify(meta) });
    },
  };
}
