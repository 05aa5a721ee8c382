import { css } from '@emotion/react';
import { theme } from '../../styles/theme';

const frame = (size: number) => css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${size}px;
  height: ${size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primaryDark};
  font-weight: 700;
  font-size: ${Math.round(size / 2.6)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: #fff;
  }
`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** Emblem or photo; without one, the initials. The image is decorative when the name is next to it. */
export function Avatar({
  url,
  name,
  size = 56,
  alt = '',
}: {
  url: string | null;
  name: string;
  size?: number;
  alt?: string;
}) {
  return (
    <span css={frame(size)} aria-hidden={url ? undefined : true}>
      {url ? (
        <img src={url} alt={alt} width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        initials(name)
      )}
    </span>
  );
}
