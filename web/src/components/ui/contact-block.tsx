import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuthentication } from '../../features/session/api/get-authentication';
import { theme } from '../../styles/theme';
import { primaryButton } from './button-styles';
import { Notice } from './notice';
import '../../locales/detail-texts';

const block = css`
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h2,
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.125rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space(0.5)} ${theme.space(2)};
    margin: 0 0 ${theme.space(1)};
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* E-mail and phone sit one above the other: on a phone each gets a 44 px high target, so that a tap to
     call does not open a mail. */
  dt,
  dd {
    display: flex;
    align-items: center;
    min-height: 44px;
  }
  dd a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const nameLine = css`
  margin: 0 0 ${theme.space(1)};
`;

export interface ContactDetails {
  firstName?: string;
  lastName?: string;
  position?: string;
  email?: string;
  phone?: string;
}

/** Spec section 6: a record's contact block only shows when at least one of these is there. */
export function hasContact(contact: ContactDetails | undefined): contact is ContactDetails {
  return Boolean(contact && (contact.firstName || contact.lastName || contact.email || contact.phone));
}

/**
 * Name and position first, as on a business card, then e-mail and phone; `children` adds actions such as
 * the apply button. The name has no label of its own: the title says whose contact it is ('Kontaktperson'
 * on an offer, 'Kontakt' of a club), and a second 'Kontaktperson' beside it would only repeat it. `level`
 * is the title's heading level: 3 inside a preview, whose title is an h2.
 */
export function ContactBlock({
  title,
  contact,
  level = 2,
  children,
}: {
  title: string;
  contact: ContactDetails;
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const Heading = `h${level}` as const;
  return (
    <section css={block} data-testid="contact-block">
      <Heading>{title}</Heading>
      {name && (
        <p css={nameLine} data-testid="contact-name">
          <strong>{name}</strong>
          {contact.position ? `, ${contact.position}` : ''}
        </p>
      )}
      {(contact.email || contact.phone) && (
        <dl>
          {contact.email && (
            <>
              <dt>{t('detail.contact.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </>
          )}
          {contact.phone && (
            <>
              <dt>{t('detail.contact.phone')}</dt>
              <dd>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </dd>
            </>
          )}
        </dl>
      )}
      {children}
    </section>
  );
}

/**
 * Spec section 6: visitors learn that registered persons and clubs see contact data, and can register.
 * Someone signed in who still sees none is an admin: registering is no way for them.
 */
export function RestrictedContactNotice() {
  const { t } = useTranslation();
  const { data: user } = useAuthentication();
  if (user)
    return (
      <Notice testId="contact-restricted">
        <p>{t('detail.contact.restrictedSignedIn')}</p>
      </Notice>
    );
  return (
    <Notice testId="contact-restricted">
      <p>{t('detail.contact.restricted')}</p>
      <p>
        <Link to={paths.register} css={primaryButton}>
          {t('detail.contact.register')}
        </Link>
      </p>
    </Notice>
  );
}
