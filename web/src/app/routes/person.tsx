import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router-dom';
import { usePerson } from '../../features/people/api/get-person';
import { PersonDetails } from '../../features/people/components/person-details';
import { fullName } from '../../features/people/components/person-text';
import { metaDescription, usePageMeta } from '../../lib/page-meta';
import { DetailState } from './detail-state';
import '../../locales/detail-texts';

/** /people/{slug}: title is first and last name, description from the person's description (spec section 2). */
export function PersonPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: person, error, mutate } = usePerson(slug);
  usePageMeta(
    person ? fullName(person) : undefined,
    person ? metaDescription(person.description) : undefined,
  );
  if (!person) return <DetailState error={error} notFoundText={t('detail.notFound.person')} retry={mutate} />;
  return <PersonDetails person={person} />;
}
