import { css } from '@emotion/react';
import { useTranslation } from '../../lib/use-translation';
import { theme } from '../../styles/theme';

const group = css`
  display: inline-flex;
  border: 2px solid ${theme.color.primary};
  border-radius: 999px;
  overflow: hidden;
  button {
    min-height: 44px;
    min-width: 44px;
    padding: 0 ${theme.space(2)};
    border: 0;
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${theme.color.primary};
    color: #fff;
  }
  button:focus-visible {
    outline-offset: -4px;
    box-shadow: inset 0 0 0 2px #fff;
  }
`;

/** List or map of the results (the map is beyond the spec). */
export function ViewToggle({
  view,
  onChange,
}: {
  view: 'list' | 'map';
  onChange(view: 'list' | 'map'): void;
}) {
  const { t } = useTranslation();
  return (
    <div css={group} role="group" aria-label={t('search.view.label')}>
      {(['list', 'map'] as const).map((v) => (
        <button key={v} type="button" aria-pressed={view === v} onClick={() => onChange(v)}>
          {t(`search.view.${v}`)}
        </button>
      ))}
    </div>
  );
}
