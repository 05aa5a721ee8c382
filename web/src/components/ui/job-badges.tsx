import { useTranslation } from '../../lib/use-translation';
import { formatMoney } from '../../lib/format';
import { jobType, salaryBadge } from '../../lib/job-badges';
import { theme } from '../../styles/theme';
import { Badge, badgeRow } from './badge';

/** The job-type badge in its colour and, where the rule says so, the salary badge (spec section 6). */
export function JobBadges({ job }: { job: { clubFunction: string; salary: number; currency: string } }) {
  const { t, i18n } = useTranslation();
  const type = jobType(job.clubFunction);
  const salary = salaryBadge(job);
  return (
    <ul css={badgeRow}>
      <li>
        <Badge color={theme.color.jobType[type]} testId={`badge-${type}`}>
          {t(`jobTypes.${type}`)}
        </Badge>
      </li>
      {salary && (
        <li>
          <Badge color={theme.color.salary} testId="badge-salary">
            {salary.kind === 'salary'
              ? t('detail.badges.salary', { amount: formatMoney(salary.amount, job.currency, i18n.language) })
              : t('detail.badges.refereeCompensation')}
          </Badge>
        </li>
      )}
    </ul>
  );
}
