import { css } from '@emotion/react';
import { useState } from 'react';
import { addTexts } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { formDate } from '../../locales/de/form-date';
import { formSelect } from '../../locales/de/form-select';
import { theme } from '../../styles/theme';
import { control } from './form-styles';
import type { InputProps } from './input-props';

addTexts({ form: { ...formSelect, date: formDate } });

// Spec sections 5 and 9: days 1–31, German month names, birth years 1901 to 2018 (newest first).
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const YEARS = Array.from({ length: 2018 - 1901 + 1 }, (_, i) => 2018 - i);

interface Parts {
  day: string;
  month: string;
  year: string;
}

const pad = (n: string) => n.padStart(2, '0');

export function partsOf(value: unknown): Parts {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return { day: '', month: '', year: '' };
  return { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** 'YYYY-MM-DD', zero-padded, once all three parts are chosen; null before. */
export function dateOf({ day, month, year }: Parts): string | null {
  return day && month && year ? `${year}-${pad(month)}-${pad(day)}` : null;
}

const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr) minmax(0, 1.2fr);
  gap: ${theme.space(1)};
`;

/**
 * DATE: three selects for day, month and year. The value is emitted only once all three are chosen; the
 * placeholder 'Bitte wählen' cannot be chosen again.
 */
export function DateInput({ id, value, onChange, disabled, invalid, required, describedBy }: InputProps) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (loaded profile) replaces the parts; our own complete value leaves them.
  if (value !== seen) {
    setSeen(value);
    if (value !== dateOf(parts)) setParts(partsOf(value));
  }
  const change = (key: keyof Parts, part: string) => {
    const next = { ...parts, [key]: part };
    setParts(next);
    const date = dateOf(next);
    if (date) {
      setSeen(date);
      onChange(date);
    }
  };
  const select = (key: keyof Parts, label: string, options: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="visually-hidden">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        css={control}
        value={parts[key]}
        // The only DATE field is the birth date (spec section 9: years 1901 to 2018).
        autoComplete={`bday-${key}`}
        disabled={disabled}
        aria-invalid={invalid}
        aria-required={required}
        aria-describedby={describedBy}
        onChange={(event) => change(key, event.target.value)}
      >
        <option value="" disabled>
          {t('form.choose')}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div css={row}>
      {select(
        'day',
        t('form.date.day'),
        DAYS.map((d) => ({ value: String(d), label: String(d) })),
      )}
      {select(
        'month',
        t('form.date.month'),
        MONTHS.map((m, i) => ({ value: String(i + 1), label: m })),
      )}
      {select(
        'year',
        t('form.date.year'),
        YEARS.map((y) => ({ value: String(y), label: String(y) })),
      )}
    </div>
  );
}
