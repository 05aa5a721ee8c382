import { css } from '@emotion/react';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { FormDefinition, FormName } from '@anpfiff/schemas/forms/form-definition';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, type To } from 'react-router-dom';
import useSWR from 'swr';
import { getJson } from '../../lib/api-client';
import { addTexts } from '../../lib/i18n';
import { formCard, toast as toastTexts } from '../../locales/de/form-card';
import { theme } from '../../styles/theme';
import { primaryButton, secondaryButton } from '../ui/button-styles';
import { useToasts } from '../ui/toast';
import { FormAlert } from './form-alert';
import { type FieldContext, FormField } from './form-field';
import { hintText, requiredMark } from './form-styles';
import {
  changeField,
  errorsAfterChange,
  flattenInputs,
  type FormValues,
  isRequired,
  RECORD_VERSION,
  submitProblemOf,
  type Versioned,
} from './form-values';
import { type InlineForm, useFormDefinition } from './use-form-definition';

// The inputs that load lazily add their own texts (form-field.tsx).
addTexts({ form: formCard, toast: toastTexts });

// The checks load once a card has rendered, not with it: the sign-in page paints without them, and they
// are there long before anyone submits. A failed download is tried again on the next submit.
const importValidator = () => import('@anpfiff/schemas/forms/validate-form');
let validator: ReturnType<typeof importValidator> | undefined;
const loadValidator = () =>
  (validator ??= importValidator().catch((error: unknown) => {
    validator = undefined;
    throw error;
  }));

const getCountry = () => getJson<Country>('country');

// At most 720 px wide: a management page would stretch a form across its 1120 px, sign-in pages have a
// narrower column of their own.
const card = css`
  max-width: 720px;
  padding: ${theme.space(3)} ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow};
  ${theme.media.md} {
    padding: ${theme.space(4)};
  }
  h1,
  h2 {
    margin: 0 0 ${theme.space(2)};
  }
`;

const fields = css`
  display: grid;
  gap: ${theme.space(2.5)};
  margin: ${theme.space(2)} 0 0;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(1)};
  margin-top: ${theme.space(3)};
`;

export interface FormCardProps<T> {
  /** The card's heading. */
  title: ReactNode;
  titleLevel?: 1 | 2;
  /** Text between the title and the fields. */
  intro?: ReactNode;
  /**
   * The form: a name fetches `GET api/form-definition/{name}` (fields, labels, options, rules); a
   * definition object is used as it is (the login, which has none on the server).
   */
  form: FormName | InlineForm;
  /**
   * Values to start from, nested like the definition's groups. Until the user edits a field the card
   * follows this prop, so it may arrive after the first render; with `loading` the buttons stay disabled.
   * A loaded record's version (RECORD_VERSION) goes to `onSubmit` from the values the edits started from.
   */
  initialValues?: FormValues;
  /** The caller is still loading (e.g. the record to edit): the fields and both buttons are disabled. */
  loading?: boolean;
  /** Paths in the values that are sent but not shown, e.g. the token of a link. */
  hiddenFields?: readonly string[];
  /**
   * Called with the checked and normalized values once the client checks pass. May reject with an
   * ApiError of a 422 (or its body): `{errors: {path: [msg]}}` shows on the fields (cleared when edited),
   * `{message}` as a warning alert; any other rejection is the 'unexpected error' toast.
   */
  onSubmit(values: FormValues): Promise<T>;
  /** Told the values after each edit (a management form keeps them should the session end). */
  onEdit?(values: FormValues): void;
  /** Receives the result after a successful submit; without it the card shows 'Erfolgreich gespeichert'. */
  onSubmitted?(result: T): void;
  /** Where Abbrechen leads; no cancel button without this or `onCancel`. */
  cancelTo?: To;
  onCancel?(): void;
  /** Label of the submit button; Speichern by default. */
  submitLabel?: string;
  /** Extra content after the buttons. */
  children?: ReactNode;
  testId?: string;
}

/**
 * The generic form card (spec sections 2, 4, 5 and 8): title, the fields of a server form definition,
 * optional Abbrechen and Speichern. States: loading (fields and buttons disabled), ready, submitting
 * (a second submit is ignored), then success or errors. The browser checks the values with the very
 * `validateForm` the server runs, and a failed check aborts the submit.
 */
export function FormCard<T>({
  title,
  titleLevel = 1,
  intro,
  form,
  initialValues,
  loading = false,
  hiddenFields,
  onSubmit,
  onEdit,
  onSubmitted,
  cancelTo,
  onCancel,
  submitLabel,
  children,
  testId,
}: FormCardProps<T>) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const idPrefix = useId();
  // This card's warnings: each answer replaces the last one, and none outlives the card (a stale
  // 'Prüfe deine Angaben' on the page a successful submit leads to).
  const toast = (text: string, variant: 'warning' | 'danger') => toasts.show(text, variant, idPrefix);
  const { dismiss } = toasts;
  useEffect(() => () => dismiss(idPrefix), [dismiss, idPrefix]);
  const { data: definition, error: definitionError } = useFormDefinition(form);
  const { data: country, error: countryError } = useSWR<Country>('country', getCountry, {
    revalidateOnFocus: false,
  });
  const [edited, setEdited] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const submitting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const values = edited ?? initialValues ?? {};
  const flat = useMemo(() => flattenInputs(definition?.inputs ?? []), [definition]);
  const hidden = useMemo(() => new Set(hiddenFields ?? []), [hiddenFields]);
  const disabled = loading || !definition || !country;

  useEffect(() => {
    loadValidator().catch(() => undefined);
  }, []);

  // The first invalid field, else the warning above the form: on a phone the Speichern of a long form is
  // a screen or more below it, and without the focus (and the scroll it brings) nothing visible happens.
  useEffect(() => {
    const form = formRef.current;
    if (focusRequest > 0)
      (
        form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])') ??
        form?.querySelector<HTMLElement>('[role=alert]')
      )?.focus();
  }, [focusRequest]);

  const showFieldErrors = (fieldErrors: Record<string, string[]>) => {
    // Errors of fields the user cannot see still need saying: they join the warning above the form.
    const visible = new Set(flat.filter((f) => !hidden.has(f.path)).map((f) => f.path));
    const elsewhere = Object.entries(fieldErrors)
      .filter(([path]) => !visible.has(path))
      .flatMap(([, list]) => list);
    setErrors(fieldErrors);
    setMessage(elsewhere.length > 0 ? elsewhere.join(' ') : null);
    setFocusRequest((n) => n + 1);
    toast(t('toast.invalid'), 'warning');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current || disabled || !definition || !country) return;
    submitting.current = true;
    setBusy(true);
    setMessage(null);
    dismiss(idPrefix);
    try {
      let checks: Awaited<ReturnType<typeof loadValidator>>;
      try {
        checks = await loadValidator();
      } catch {
        // Offline, say: the same answer as a submit that does not reach the server.
        toast(t('toast.unexpected'), 'danger');
        return;
      }
      // The validator reads only the inputs, so an inline form is checked the same way.
      const checked = await checks.validateForm(definition as FormDefinition, values, { country });
      if (!checked.ok) return showFieldErrors(checked.errors);
      setErrors({});
      let result: T;
      try {
        // The checks keep only fields; the version of the record the edits were made on goes along.
        result = await onSubmit({
          ...checked.values,
          [RECORD_VERSION]: (values as Versioned<FormValues>)[RECORD_VERSION],
        });
      } catch (error) {
        const problem = submitProblemOf(error);
        if (problem?.errors && Object.keys(problem.errors).length > 0) showFieldErrors(problem.errors);
        else if (problem?.message) {
          setMessage(problem.message);
          setFocusRequest((n) => n + 1);
        } else toast(t('toast.unexpected'), 'danger');
        return;
      }
      if (onSubmitted) onSubmitted(result);
      else toasts.show(t('toast.saved'), 'success');
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  const ctx: FieldContext = {
    values,
    fields: flat,
    errors,
    disabled: disabled,
    hidden,
    idPrefix,
    onFieldChange: (path, value) => {
      const next = changeField(values, flat, path, value);
      setEdited(next);
      onEdit?.(next);
      setErrors((all) => errorsAfterChange(all, values, next, path));
    },
  };
  const Heading = titleLevel === 1 ? 'h1' : 'h2';
  const anyRequired = flat.some((f) => !hidden.has(f.path) && isRequired(f.input));
  const cancel = cancelTo !== undefined || onCancel !== undefined;
  const cancelOff = disabled || busy;

  return (
    <section css={card} data-testid={testId}>
      <Heading>{title}</Heading>
      {intro}
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || disabled}>
        {message && <FormAlert>{message}</FormAlert>}
        {/* Without the country the checks cannot run: the card would wait for good, disabled and silent. */}
        {definitionError || countryError ? (
          <FormAlert>{t('form.loadFailed')}</FormAlert>
        ) : (
          anyRequired && (
            <p css={hintText}>
              <span css={requiredMark} aria-hidden="true">
                *
              </span>{' '}
              {t('form.requiredNote')}
            </p>
          )
        )}
        <div css={fields}>
          {definition?.inputs.map((input) => (
            <FormField key={input.name} input={input} path={input.name} ctx={ctx} />
          ))}
        </div>
        <div css={actions}>
          {/* Spec: both buttons are disabled while the form loads, and Abbrechen while it saves. A link
              without href is neither followed nor focused; its role and aria-disabled say what it is. */}
          {cancel &&
            (cancelTo === undefined ? (
              <button type="button" css={secondaryButton} disabled={cancelOff} onClick={onCancel}>
                {t('form.cancel')}
              </button>
            ) : cancelOff ? (
              <a role="link" aria-disabled="true" css={secondaryButton}>
                {t('form.cancel')}
              </a>
            ) : (
              <Link to={cancelTo} css={secondaryButton} onClick={onCancel}>
                {t('form.cancel')}
              </Link>
            ))}
          {/* Saving, Speichern keeps the focus (a disabled button would drop it to the page's start) and
              says it is busy; the submit guard ignores a second press. */}
          <button type="submit" css={primaryButton} disabled={disabled} aria-disabled={busy} aria-busy={busy}>
            {submitLabel ?? t('form.save')}
          </button>
        </div>
      </form>
      {children}
    </section>
  );
}
