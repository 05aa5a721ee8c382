import { useTranslation } from '../../lib/use-translation';
import { detailSection, prose } from '../../styles/detail-styles';
import '../../locales/detail-texts';

/**
 * A detail view's "Beschreibung" section; none at all when the description is empty. `level` is its
 * heading's: 3 inside a preview, whose title is an h2.
 */
export function DetailDescription({ text, level = 2 }: { text: string; level?: 2 | 3 }) {
  const { t } = useTranslation();
  if (!text.trim()) return null;
  const Heading = `h${level}` as const;
  return (
    <section css={detailSection}>
      <Heading>{t('detail.description')}</Heading>
      <p css={prose}>{text}</p>
    </section>
  );
}
