import { fromMarkdown } from 'mdast-util-from-markdown';

// Build time only (web/build/markdown-pages.ts): the parser never travels to the browser.
type Root = ReturnType<typeof fromMarkdown>;
type Node = Root | Root['children'][number];

/**
 * The text a reader sees in a node. Raw HTML (operator notes in comments, tags) and images are not shown
 * on the page (markdown-pages.ts drops them), so they are no text either. A hard line break, as in an
 * address, reads as a comma.
 */
function visibleText(node: Node): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'html':
    case 'image':
    case 'imageReference':
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node ? node.children.map(visibleText).join('') : '';
  }
}

const oneLine = (text: string) =>
  text
    .replace(/([^.,;:!?\s])[ \t]*\n/g, '$1, ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The first heading is the page title; the first paragraph of visible prose its meta description.
 * Read from the parsed Markdown, as the page renders it: comments, HTML blocks, headings, lists, quotes
 * and code never become the description.
 */
export function contentMeta(markdown: string): { title: string; description: string } {
  const blocks = fromMarkdown(markdown).children;
  const heading = blocks.find((block) => block.type === 'heading' && block.depth === 1);
  let description = '';
  for (const block of blocks) {
    if (block.type !== 'paragraph') continue;
    description = oneLine(visibleText(block));
    if (description) break;
  }
  return { title: heading ? oneLine(visibleText(heading)) : '', description };
}
