import { useTranslation } from '../../lib/use-translation';
import { detailSection, prose } from '../../styles/detail-styles';
import '../../locales/detail-texts';

/** A detail view's "Beschreibung" section; none at all when the description is empty. */
export function DetailDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  if (!text.trim()) return null;
  return (
    <section css={detailSection}>
      <h2>{t('detail.description')}</h2>
      <p css={prose}>{text}</p>
    </section>
  );
}
