import { css } from '@emotion/react';
import type { FormInput } from '@anpfiff/schemas/forms/form-definition';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { theme } from '../../styles/theme';
import { BooleanInput } from './boolean-input';
import { fieldBox, errorText, hintText, labelText, requiredMark } from './form-styles';
import {
  currentOptions,
  type FlatInput,
  type FormValues,
  isRequired,
  valueAt,
  waitingReason,
} from './form-values';
import { GroupInput } from './group-input';
import type { InputProps } from './input-props';
import { NumberInput } from './number-input';
import { PasswordInput } from './password-input';
import { StringInput } from './string-input';
import { TextInput } from './text-input';

export interface FieldContext {
  values: FormValues;
  /** Every field of the form, for the labels a field's hint names (the parent of a sub-function). */
  fields: readonly FlatInput[];
  errors: Record<string, string[]>;
  onFieldChange(path: string, value: unknown): void;
  disabled: boolean;
  /** Paths kept in the values but not shown (a token from the link). */
  hidden: ReadonlySet<string>;
  idPrefix: string;
}

// The select inputs (react-select and the selection dialog), the date, the web address and the image
// upload load when a form has such a field: the login, and whoever only signs in, never download them.
const SingleSelectInput = lazy(() =>
  import('./single-select-input').then((m) => ({ default: m.SingleSelectInput })),
);
const MultiSelectInput = lazy(() =>
  import('./multi-select-input').then((m) => ({ default: m.MultiSelectInput })),
);
const ImageInput = lazy(() => import('./image-input').then((m) => ({ default: m.ImageInput })));
const DateInput = lazy(() => import('./date-input').then((m) => ({ default: m.DateInput })));
const UrlInput = lazy(() => import('./url-input').then((m) => ({ default: m.UrlInput })));

const INPUTS: Partial<Record<FormInput['type'], ComponentType<InputProps>>> = {
  STRING: StringInput,
  PASSWORD: PasswordInput,
  TEXT: TextInput,
  NUMBER: NumberInput,
  URL: UrlInput,
  IMAGE: ImageInput,
  MULTI_SELECT: MultiSelectInput,
};

const checkRow = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(1)};
  label {
    font-weight: 400;
  }
`;

function Required({ input }: { input: FormInput }) {
  return isRequired(input) ? (
    <span css={requiredMark} aria-hidden="true">
      *
    </span>
  ) : null;
}

/** One field of the form card: label (with the required marker), the input, its hint and its errors. */
export function FormField({ input, path, ctx }: { input: FormInput; path: string; ctx: FieldContext }) {
  const { t } = useTranslation();
  if (ctx.hidden.has(path)) return null;
  if (input.type === 'GROUP') return <GroupInput input={input} path={path} ctx={ctx} />;

  const id = `${ctx.idPrefix}-${path.replaceAll('.', '-')}`;
  const errors = ctx.errors[path] ?? [];
  const options = currentOptions(input, ctx.values);
  const { key: waitingKey, ...named } =
    options === null ? waitingReason(input, ctx.values, ctx.fields) : { key: null };
  const hint = waitingKey ? t(waitingKey, named) : input.hint;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const props: InputProps = {
    id,
    input,
    value: valueAt(ctx.values, path),
    onChange: (value) => ctx.onFieldChange(path, value),
    disabled: ctx.disabled,
    invalid: errors.length > 0,
    required: isRequired(input),
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  const after = (
    <>
      {hint && (
        <p id={hintId} css={hintText}>
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} css={errorText} data-testid={`error-${path}`}>
          {errors.join(' ')}
        </p>
      )}
    </>
  );

  if (input.type === 'BOOLEAN')
    return (
      <div css={fieldBox} data-field={path}>
        <div css={checkRow}>
          <BooleanInput {...props} />
          <label htmlFor={id}>
            {input.label}
            <Required input={input} />
          </label>
        </div>
        {after}
      </div>
    );

  if (input.type === 'DATE')
    return (
      <fieldset css={fieldBox} data-field={path}>
        <legend css={labelText}>
          {input.label}
          <Required input={input} />
        </legend>
        <Suspense fallback={null}>
          <DateInput {...props} />
        </Suspense>
        {after}
      </fieldset>
    );

  const Input = INPUTS[input.type];
  return (
    <div css={fieldBox} data-field={path}>
      <label id={`${id}-label`} htmlFor={id} css={labelText}>
        {input.label}
        <Required input={input} />
      </label>
      <Suspense fallback={null}>
        {input.type === 'SINGLE_SELECT' ? (
          <SingleSelectInput {...props} options={options} errorId={errorId} />
        ) : Input ? (
          <Input {...props} />
        ) : null}
      </Suspense>
      {after}
    </div>
  );
}
