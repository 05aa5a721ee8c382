import { css } from '@emotion/react';
import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '../../../styles/theme';
import type { ContentNode } from '../lib/page-content';

// A link that is all of its list item or paragraph ('Angebote der Vereine ansehen', …) gets a finger's 44 px
// on a touch screen, where such a list's lines are 26 px apart; links inside sentences keep the line's
// height, as WCAG 2.5.8 allows.
const prose = css`
  max-width: 72ch;
  h1 {
    margin-top: 0;
  }
  h2 {
    margin-top: ${theme.space(4)};
    font-size: 1.375rem;
  }
  h3 {
    margin-top: ${theme.space(3)};
    font-size: 1.125rem;
  }
  p,
  li {
    line-height: 1.65;
  }
  ul,
  ol {
    padding-left: ${theme.space(3)};
  }
  blockquote {
    margin: ${theme.space(2)} 0;
    padding: ${theme.space(1)} ${theme.space(2)};
    border-left: 4px solid ${theme.color.primary};
    background: ${theme.color.primarySoft};
  }
  ${theme.media.touch} {
    [data-own-line] {
      display: inline-block;
      min-height: 44px;
      padding: ${theme.space(1.25)} 0;
    }
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${theme.space(0.5)} ${theme.space(1)};
    border: 1px solid ${theme.color.border};
    text-align: left;
  }
`;

function render(node: ContentNode, key: number, alone = false): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  const childOnOwnLine = children.length === 1 && (tag === 'li' || tag === 'p');
  const content =
    children.length > 0 ? children.map((child, i) => render(child, i, childOnOwnLine)) : undefined;
  const href = attributes.href ?? '';
  // A link that is all of its list item or paragraph stands on its own line: prose marks it for its target.
  const own = tag === 'a' && alone ? { 'data-own-line': '' } : undefined;
  // Links inside the site stay in the app; others open as usual.
  if (tag === 'a' && href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link key={key} to={href} title={attributes.title} {...own}>
        {content}
      </Link>
    );
  }
  return createElement(tag, { key, ...attributes, ...own }, content);
}

/** An operator-written page, parsed from Markdown while building (web/build/markdown-pages.ts). */
export function Markdown({ nodes }: { nodes: ContentNode[] }) {
  return <div css={prose}>{nodes.map((node, i) => render(node, i))}</div>;
}
