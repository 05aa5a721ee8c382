import { useEffect } from 'react';
import { useTranslation } from './use-translation';

// The detail pages cut their descriptions as the server does: one rule for both.
export { metaDescription } from '@anpfiff/schemas/site/meta-description';

function setDescription(content: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Title and meta description of the current page. The server writes the same into the HTML of search,
 * sign-in and detail pages (api/src/middleware/page-meta.ts); the format 'Name | Anpfiff' must stay the same on both sides.
 * `undefined` waits (data still loading) and leaves what is there; an empty description gives the default.
 */
export function usePageMeta(title: string | undefined, description?: string) {
  const { t } = useTranslation();
  const fullTitle =
    title === undefined ? undefined : title ? `${title} | ${t('meta.titleSuffix')}` : t('meta.defaultTitle');
  // An empty description (a club or person without one) keeps the site's, as the server writes it.
  const fullDescription = description?.trim()
    ? description
    : title === undefined
      ? undefined
      : t('meta.defaultDescription');
  useEffect(() => {
    if (fullTitle !== undefined) document.title = fullTitle;
    if (fullDescription !== undefined) setDescription(fullDescription);
  }, [fullTitle, fullDescription]);
}
