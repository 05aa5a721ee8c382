import type { Job } from '@anpfiff/schemas/api/profiles';
import { useTranslation } from '../../../lib/use-translation';
import { primaryButton } from '../../../components/ui/button-styles';
import { applyMailto } from '../../../lib/apply-mail';
import { jobRole } from './job-text';
import '../../../locales/detail-texts';

/** Spec section 6: a mail to the contact person, only where the contact has an e-mail address. */
export function ApplyButton({
  job,
  email,
  displayName,
}: {
  job: Job;
  email: string;
  displayName: string | null;
}) {
  const { t } = useTranslation();
  const role = jobRole(t, job);
  const contactName = [job.contactInformation?.firstName, job.contactInformation?.lastName]
    .filter(Boolean)
    .join(' ');
  const href = applyMailto(
    email,
    {
      subject: t('detail.job.mailSubject', { function: role }),
      greeting: contactName
        ? t('detail.job.mailGreeting', { name: contactName })
        : t('detail.job.mailGreetingAnonymous'),
      body: t('detail.job.mailBody', { function: role }),
      signOff: t('detail.job.mailSignOff'),
    },
    displayName,
  );
  return (
    <a href={href} css={primaryButton} data-testid="apply-button">
      {t('detail.job.apply')}
    </a>
  );
}
