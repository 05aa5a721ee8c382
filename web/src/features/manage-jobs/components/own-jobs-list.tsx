import { css } from '@emotion/react';
import type { OwnJob } from '@anpfiff/schemas/api/profiles';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { theme } from '../../../styles/theme';
import { jobRole, jobTeam } from '../../jobs/components/job-text';
import { useOwnJobs } from '../api/get-own-jobs';
import { filterByWords } from './filter-own-jobs';
import { OwnJobCard } from './own-job-card';

const toolbar = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  margin-bottom: ${theme.space(2)};
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: ${theme.space(1)} ${theme.space(2)};
    border: 2px solid ${theme.color.inputBorder};
    border-radius: 999px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font: inherit;
  }
  input:focus {
    border-color: ${theme.color.primary};
  }
`;

const plus = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${theme.color.primary};
  color: #fff;
  font-size: 1.75rem;
  line-height: 1;
  text-decoration: none;
  &:hover {
    background: ${theme.color.primaryDark};
  }
`;

const list = css`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * The club's own offers (spec section 2): a 'Suchen...' box that filters the loaded list by role, team and
 * date, the plus button to a new offer, and a card per offer (own-job-card).
 */
export function OwnJobsList() {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const { data, error } = useOwnJobs();
  const jobs = data?.jobs;
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = filterByWords(jobs ?? [], deferred, (job: OwnJob) =>
    [
      jobRole(t, job),
      t(`clubFunctions.${job.clubFunction}`),
      jobTeam(t, job),
      formatDate(job.createdAt, i18n.language),
    ].join(' '),
  );
  return (
    <>
      <div css={toolbar} role="search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('manage.jobs.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t('manage.jobs.search')}
          autoComplete="off"
          maxLength={200}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Link
          to={paths.manageJobCreate}
          css={plus}
          aria-label={t('manage.jobs.create')}
          title={t('manage.jobs.create')}
        >
          <span aria-hidden="true">+</span>
        </Link>
      </div>
      {!jobs ? (
        error ? (
          <p role="alert">{t('manage.failed')}</p>
        ) : (
          <p aria-busy="true">{t('loading')}</p>
        )
      ) : jobs.length === 0 ? (
        <p data-testid="own-jobs-empty">{t('manage.jobs.empty')}</p>
      ) : shown.length === 0 ? (
        <p role="status" data-testid="own-jobs-none-found">
          {t('manage.jobs.noneFound')}
        </p>
      ) : (
        <ul css={list} data-testid="own-jobs">
          {shown.map((job) => (
            <li key={job.slug}>
              <OwnJobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
