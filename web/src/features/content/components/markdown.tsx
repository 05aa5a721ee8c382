import { css } from '@emotion/react';
import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import { Link } from 'react-router-dom';
import { theme } from '../../../styles/theme';

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

/** Links inside the site stay in the app; others open as usual. */
function Anchor({ href = '', children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Operator-written Markdown. Raw HTML is dropped, so HTML comments can carry notes for the operator. */
export function Markdown({ source }: { source: string }) {
  return (
    <div css={prose}>
      <ReactMarkdown components={{ a: Anchor }} skipHtml>
        {source}
      </ReactMarkdown>
    </div>
  );
}
