import type { FormOption } from '@anpfiff/schemas/forms/form-definition';
import { addTexts } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { formSelect } from '../../locales/de/form-select';
import { formSelectLive } from '../../locales/de/form-select-live';
import { createContext, useContext, useMemo } from 'react';
import Select, { components, type InputProps as SelectInputProps, type StylesConfig } from 'react-select';
import { theme } from '../../styles/theme';
import { DANGER } from './form-styles';
import type { InputProps } from './input-props';
import { resultsStatus, selectLiveMessages } from './select-live-messages';

addTexts({ form: { ...formSelect, live: formSelectLive } });

// The ids of the field's hint and error, for the input inside react-select.
const DescribedBy = createContext<string | undefined>(undefined);

/**
 * react-select sets the input's aria-describedby itself, to its placeholder or its live region, and takes
 * none from outside: the hint and error of the field join them here.
 */
function DescribedInput(props: SelectInputProps<FormOption, false>) {
  const own = props['aria-describedby'];
  const field = useContext(DescribedBy);
  return (
    <components.Input {...props} aria-describedby={[own, field].filter(Boolean).join(' ') || undefined} />
  );
}

type Styles = StylesConfig<FormOption, false>;

// The look of the other inputs, their focus ring too (global-styles.tsx: the ring stays visible beside
// an error's red border); placeholder and disabled texts dark enough for 4.5:1.
const styles = (invalid: boolean): Styles => ({
  control: (base, state) => ({
    ...base,
    minHeight: 44,
    borderWidth: 2,
    borderRadius: 8,
    borderColor: invalid ? DANGER : state.isFocused ? theme.color.primary : theme.color.inputBorder,
    backgroundColor: state.isDisabled ? theme.color.background : theme.color.surface,
    outline: state.isFocused ? `3px solid ${theme.color.focus}` : 'none',
    outlineOffset: 2,
    boxShadow: state.isFocused ? '0 0 0 5px #fff' : 'none',
    '&:hover': { borderColor: invalid ? DANGER : theme.color.primary },
  }),
  // The 5 px wide input sits on the first letter of the placeholder or value: the global ring's white
  // halo would paint over it ('E itte wählen'). The control above shows the focus instead.
  input: (base) => ({ ...base, input: { boxShadow: 'none' } }),
  placeholder: (base) => ({ ...base, color: theme.color.muted }),
  singleValue: (base, state) => ({
    ...base,
    color: state.isDisabled ? theme.color.muted : theme.color.text,
  }),
  indicatorSeparator: () => ({ display: 'none' }),
  // The clear cross and the arrow sit side by side: at the library's 36 px a thumb meant for the arrow
  // cleared the choice. 44 px wide each, and options 44 px high, as every other tap target here.
  dropdownIndicator: (base) => ({ ...base, padding: '8px 12px', color: theme.color.muted }),
  clearIndicator: (base) => ({ ...base, padding: '8px 12px', color: theme.color.muted }),
  option: (base, state) => ({
    ...base,
    paddingBlock: 12,
    color: state.isSelected ? '#fff' : theme.color.text,
    backgroundColor: state.isSelected
      ? theme.color.primary
      : state.isFocused
        ? theme.color.primarySoft
        : 'transparent',
  }),
  menu: (base) => ({ ...base, zIndex: 30 }),
  noOptionsMessage: (base) => ({ ...base, color: theme.color.muted }),
});

const INPUT = { Input: DescribedInput };

export interface SingleSelectInputProps extends InputProps {
  /** The options right now; null while the field they depend on (team gender) is not set. */
  options: FormOption[] | null;
  errorId: string | undefined;
}

/** SINGLE_SELECT with react-select: type to filter, clearable unless the field is required. */
export function SingleSelectInput({
  id,
  input,
  value,
  onChange,
  disabled,
  invalid,
  required,
  options,
  errorId,
  describedBy,
}: SingleSelectInputProps) {
  const { t } = useTranslation();
  const list = options ?? [];
  const live = useMemo(() => selectLiveMessages<FormOption>(t, input.label), [t, input.label]);
  const status = useMemo(() => resultsStatus(t), [t]);
  return (
    <DescribedBy.Provider value={describedBy}>
      <Select<FormOption, false>
        inputId={id}
        name={input.name}
        options={list}
        value={list.find((o) => o.value === value) ?? null}
        onChange={(option) => onChange(option?.value)}
        isDisabled={disabled || options === null}
        isClearable={!required}
        required={required}
        placeholder={t('form.choose')}
        noOptionsMessage={() => t('form.noOptions')}
        aria-invalid={invalid}
        aria-errormessage={invalid ? errorId : undefined}
        ariaLiveMessages={live}
        screenReaderStatus={status}
        components={INPUT}
        styles={styles(invalid)}
      />
    </DescribedBy.Provider>
  );
}
