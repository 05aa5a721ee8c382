/**
 * A content page as the build delivers it (web/build/markdown-pages.ts): the Markdown is parsed at build
 * time, so no Markdown parser travels to the browser. A node is text or `[tag, attributes, ...children]`.
 */
export type ContentNode = string | [string, Record<string, string>, ...ContentNode[]];

export interface PageContent {
  title: string;
  description: string;
  nodes: ContentNode[];
}
