import type { Club } from '@anpfiff/schemas/api/profiles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar } from '../../../components/ui/avatar';
import { ContactBlock, hasContact, RestrictedContactNotice } from '../../../components/ui/contact-block';
import { hasProfileLinks, ProfileLinks } from '../../../components/ui/profile-links';
import { DetailDescription } from '../../../components/ui/detail-description';
import { aside, detailHeader, detailLayout, detailSection } from '../../../styles/detail-styles';
import '../../../locales/detail-texts';

/**
 * A club (spec section 2): emblem, name, place, links, description, contact; `children` lists its offers.
 * `level` is the name's heading level: 1 on the club's page, 2 in the preview under the page's own title.
 */
export function ClubDetails({
  club,
  level = 1,
  children,
}: {
  club: Club;
  level?: 1 | 2;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const contact = club.contactInformation;
  const Title = `h${level}` as const;
  const sub = level === 1 ? 2 : 3;
  const Section = `h${sub}` as const;
  return (
    <article>
      <div css={detailHeader}>
        <Avatar
          url={club.avatarUrl}
          name={club.name}
          size={96}
          alt={t('detail.avatar', { name: club.name })}
        />
        <div>
          <Title>{club.name}</Title>
          <p>
            {club.address.zip} {club.address.city}
          </p>
        </div>
      </div>
      <div css={detailLayout}>
        <div>
          {hasProfileLinks(club) && (
            <section css={detailSection}>
              <ProfileLinks links={club} />
            </section>
          )}
          <DetailDescription text={club.description} level={sub} />
          <section css={detailSection}>
            <Section>{t('detail.club.jobs')}</Section>
            {children}
          </section>
        </div>
        <div css={aside}>
          {!club.canViewContactDetails ? (
            <RestrictedContactNotice />
          ) : (
            hasContact(contact) && (
              <ContactBlock title={t('detail.contact.title')} contact={contact} level={sub} />
            )
          )}
        </div>
      </div>
    </article>
  );
}
