import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '../../styles/theme';

const input = css`
  width: 100%;
  min-height: 48px;
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 2px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  &:focus {
    border-color: ${theme.color.primary};
  }
`;

/**
 * The free-text box of a search screen. It keeps its own text, because the URL it writes to updates in a
 * transition and a controlled input would lose keystrokes; a URL changed from outside (back button) wins.
 */
export function SearchBox({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text) setText(value);
  }
  return (
    <div role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('search.queryLabel')}
      </label>
      <input
        id={id}
        css={input}
        type="search"
        value={text}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        onChange={(event) => {
          setText(event.target.value);
          setSeen(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
