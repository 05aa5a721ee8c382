import { css } from '@emotion/react';
import { useTranslation } from '../../lib/use-translation';
import { withScheme } from '../../lib/format';
import { theme } from '../../styles/theme';
import '../../locales/detail-texts';

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(0.5)} ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const LINKS = ['websiteUrl', 'facebookUrl', 'twitterUrl', 'instagramUrl'] as const;
const LABELS = {
  websiteUrl: 'detail.links.website',
  facebookUrl: 'detail.links.facebook',
  twitterUrl: 'detail.links.twitter',
  instagramUrl: 'detail.links.instagram',
} as const;

type Links = Partial<Record<(typeof LINKS)[number], string | null>>;

const presentLinks = (links: Links) => LINKS.filter((key) => links[key]);

/** Whether there is any link to show, so that a page leaves out the section rather than show it empty. */
export const hasProfileLinks = (links: Links): boolean => presentLinks(links).length > 0;

/** Website and social links of a club or person; links without a scheme get http:// (spec section 5). */
export function ProfileLinks({ links }: { links: Links }) {
  const { t } = useTranslation();
  const present = presentLinks(links);
  if (present.length === 0) return null;
  return (
    <ul css={list} aria-label={t('detail.links.label')}>
      {present.map((key) => (
        <li key={key}>
          <a href={withScheme(links[key] ?? '')} target="_blank" rel="noopener noreferrer nofollow ugc">
            {t(LABELS[key])}
          </a>
        </li>
      ))}
    </ul>
  );
}
