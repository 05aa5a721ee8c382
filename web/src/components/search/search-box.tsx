import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { theme } from '../../styles/theme';

const input = css`
  width: 100%;
  min-height: 48px;
  padding: ${theme.space(1)} ${theme.space(2)};
  border: 2px solid ${theme.color.inputBorder};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  &:focus {
    border-color: ${theme.color.primary};
  }
`;

/**
 * The free-text box of a search screen. It keeps its own text: the URL it writes to updates in a
 * transition, so while someone types, the URL may still echo an earlier keystroke, and adopting that echo
 * would eat the letters typed since. Only a URL value this box did not send (back button, a link) wins.
 */
export function SearchBox({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string[]>([]);
  if (value !== seen) {
    setSeen(value);
    if (!sent.includes(value)) {
      setText(value);
      setSent([]);
    } else if (value === text) {
      setSent([]);
    }
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
          const next = event.target.value;
          setText(next);
          setSent((previous) => [...previous, next]);
          onChange(next);
        }}
      />
    </div>
  );
}
