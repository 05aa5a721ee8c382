import { css } from '@emotion/react';
import { useTranslation } from '../../../lib/use-translation';
import { theme } from '../../../styles/theme';
import type { Matching } from '../api/matching';

const box = css`
  display: grid;
  gap: ${theme.space(1)};
`;

const meter = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  font-weight: 600;
  .bar {
    flex: 1;
    max-width: 160px;
    height: 8px;
    overflow: hidden;
    border-radius: 999px;
    background: ${theme.color.border};
  }
  .fill {
    height: 100%;
    background: ${theme.color.primary};
  }
`;

const why = css`
  summary {
    min-height: 44px;
    padding: ${theme.space(1)} 0;
    color: ${theme.color.primary};
    font-weight: 600;
    cursor: pointer;
  }
  ul {
    margin: 0;
    padding-left: ${theme.space(2.5)};
  }
`;

/** The score as a number and a bar, and the matcher's reasons behind 'Warum passt das?'. */
export function MatchingReasons({ matching }: { matching: Matching }) {
  const { t } = useTranslation();
  const score = Math.max(0, Math.min(100, Math.round(matching.score)));
  return (
    <div css={box}>
      <div css={meter}>
        <span data-testid="matching-score">{t('manage.matchings.score', { score })}</span>
        <span className="bar" aria-hidden="true">
          <span className="fill" style={{ width: `${score}%`, display: 'block' }} />
        </span>
      </div>
      <details css={why}>
        <summary>{t('manage.matchings.why')}</summary>
        <ul data-testid="matching-reasons">
          {matching.reasons.map((reason) => (
            <li key={`${reason.kind}:${reason.text}`}>{reason.text}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
