import type { Club } from '@anpfiff/schemas/api/profiles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar } from '../../../components/ui/avatar';
import { ContactBlock, hasContact, RestrictedContactNotice } from '../../../components/ui/contact-block';
import { hasProfileLinks, ProfileLinks } from '../../../components/ui/profile-links';
import { DetailDescription } from '../../../components/ui/detail-description';
import { aside, detailHeader, detailLayout, detailSection } from '../../../styles/detail-styles';
import '../../../locales/detail-texts';

/** A club (spec section 2): emblem, name, place, links, description, contact; `children` lists its offers. */
export function ClubDetails({ club, children }: { club: Club; children?: ReactNode }) {
  const { t } = useTranslation();
  const contact = club.contactInformation;
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
          <h1>{club.name}</h1>
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
          <DetailDescription text={club.description} />
          <section css={detailSection}>
            <h2>{t('detail.club.jobs')}</h2>
            {children}
          </section>
        </div>
        <div css={aside}>
          {!club.canViewContactDetails ? (
            <RestrictedContactNotice />
          ) : (
            hasContact(contact) && <ContactBlock title={t('detail.contact.title')} contact={contact} />
          )}
        </div>
      </div>
    </article>
  );
}
