import { css } from '@emotion/react';
import { NO_IMAGE } from '@anpfiff/schemas/forms/no-image';
import { useEffect, useRef, useState } from 'react';
import { addTexts } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { formImage } from '../../locales/de/form-image';
import { theme } from '../../styles/theme';
import { secondaryButton } from '../ui/button-styles';
import { control, errorText } from './form-styles';
import type { InputProps } from './input-props';

addTexts({ form: { image: formImage } });

// What the server recognises by the bytes (api/src/uploads/detect-image-type.ts); no SVG.
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** The server's upload limit, which it states in the field's `max-bytes:<n>` rule. */
function maxBytesOf(rules: readonly string[]): number {
  const rule = rules.find((r) => r.startsWith('max-bytes:'));
  return rule ? Number(rule.slice('max-bytes:'.length)) || Infinity : Infinity;
}

/**
 * Megabytes as the server writes them in its refusal (api/src/uploads/image-rejected-error.ts): rounded
 * down, so the limit shown is never above the real one, in the site's way of writing numbers.
 */
function megabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Math.floor(bytes / 10_000) / 100);
}

/** Why a chosen file cannot be sent, as the server would say it, or null. */
function refusal(file: File, maxBytes: number, locale: string): { key: string; megabytes?: string } | null {
  if (!ACCEPT.split(',').includes(file.type)) return { key: 'form.image.notAnImage' };
  // Said before a long upload on a phone connection, rather than by the server after it.
  if (file.size > maxBytes) return { key: 'form.image.tooLarge', megabytes: megabytes(maxBytes, locale) };
  return null;
}

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1.5)};
`;

const note = css`
  margin: 0;
  color: ${theme.color.muted};
`;

const previewStyle = css`
  width: 96px;
  height: 96px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.background};
  object-fit: contain;
`;

// The browser's own button, in the shape of the site's secondary buttons instead of a small grey box.
// It grows into the row but never below a width that shows its button and the file's name: on a phone it
// wraps under the preview instead.
const file = css`
  ${control};
  flex: 1 1 14rem;
  min-width: 0;
  &::file-selector-button {
    min-height: 36px;
    margin-right: ${theme.space(1.5)};
    padding: ${theme.space(0.75)} ${theme.space(2)};
    border: 2px solid ${theme.color.primary};
    border-radius: 999px;
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/**
 * The picture to show: a chosen file is read as a data: URL (the Content-Security-Policy allows data:
 * images, not blob:), an address from the server is shown as it is.
 */
function usePreview(value: unknown): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!(value instanceof File)) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file: value, url: reader.result });
    };
    reader.readAsDataURL(value);
    return () => reader.abort();
  }, [value]);
  if (value instanceof File) return read?.file === value ? read.url : null;
  return typeof value === 'string' && value && value !== NO_IMAGE ? value : null;
}

/**
 * IMAGE: a file picker for images only, with a preview of the chosen or the current picture. The current
 * picture can be removed (the value NO_IMAGE, sent as such); a chosen file or a removal can be taken back,
 * which returns to the picture the server has.
 */
export function ImageInput({
  id,
  input,
  value,
  onChange,
  disabled,
  invalid,
  required,
  describedBy,
}: InputProps) {
  const { t, i18n } = useTranslation();
  const [rejected, setRejected] = useState<{ key: string; megabytes?: string } | null>(null);
  // Counts the choices, so that a second refusal alike is announced again.
  const [choices, setChoices] = useState(0);
  const picker = useRef<HTMLInputElement>(null);
  // The picture the server has: the value whenever it is not the user's choice (a file, or a removal).
  const [saved, setSaved] = useState<unknown>(value);
  if (!(value instanceof File) && value !== NO_IMAGE && value !== saved) setSaved(value);
  const preview = usePreview(value);
  // A file the browser cannot show either (the server refuses it too) gets no broken picture.
  const [unshowable, setUnshowable] = useState<string | null>(null);
  const url = preview === unshowable ? null : preview;
  const change = (next: unknown) => {
    onChange(next);
    // The button goes with the choice: the focus goes back to the picker, not to the page.
    if (picker.current) {
      picker.current.value = '';
      picker.current.focus();
    }
  };
  const errorId = `${id}-type-error`;
  return (
    <div>
      <div css={row}>
        {url && (
          <img
            css={previewStyle}
            src={url}
            alt={t('form.image.preview', { label: input.label })}
            onError={() => setUnshowable(url)}
          />
        )}
        <input
          ref={picker}
          id={id}
          css={file}
          type="file"
          accept={ACCEPT}
          name={input.name}
          disabled={disabled}
          aria-invalid={invalid || rejected !== null}
          aria-required={required}
          aria-describedby={
            [describedBy, rejected ? errorId : undefined].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (!chosen) return;
            const problem = refusal(chosen, maxBytesOf(input.rules), i18n.language);
            setRejected(problem);
            setChoices((n) => n + 1);
            if (!problem) onChange(chosen);
            // Emptied in place, not replaced: a new input would take the focus with it, to the page.
            else event.target.value = '';
          }}
        />
        {value instanceof File && (
          <button type="button" css={secondaryButton} disabled={disabled} onClick={() => change(saved)}>
            {t('form.image.discard')}
          </button>
        )}
        {url && !(value instanceof File) && (
          <button type="button" css={secondaryButton} disabled={disabled} onClick={() => change(NO_IMAGE)}>
            {t('form.image.remove')}
          </button>
        )}
        {value === NO_IMAGE && (
          <>
            <p css={note}>{t('form.image.removed')}</p>
            <button type="button" css={secondaryButton} disabled={disabled} onClick={() => change(saved)}>
              {t('form.image.undo')}
            </button>
          </>
        )}
      </div>
      {/* Always there, so that screen readers announce a refusal as it appears. */}
      <p id={errorId} css={errorText} role="alert">
        {rejected && <span key={choices}>{t(rejected.key, { megabytes: rejected.megabytes })}</span>}
      </p>
    </div>
  );
}
