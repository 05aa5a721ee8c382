import type { TFunction } from 'i18next';
import type { AriaLiveMessages, GroupBase } from 'react-select';

type Messages<Option> = AriaLiveMessages<Option, boolean, GroupBase<Option>>;

/** react-select's count of the options shown ("4 results available"), in German. */
export const resultsStatus =
  (t: TFunction) =>
  ({ count }: { count: number }): string =>
    t('form.live.results', { count });

/**
 * react-select's live region in German (locales/de/form-select-live.ts): its defaults are English. `label`
 * names the field when it gets the focus, as react-select's own text names its aria-label.
 */
export function selectLiveMessages<Option>(t: TFunction, label: string): Messages<Option> {
  return {
    guidance: ({ context, isInitialFocus, tabSelectsValue }) => {
      if (context === 'menu')
        return tabSelectsValue ? `${t('form.live.menu')} ${t('form.live.menuTab')}` : t('form.live.menu');
      if (context === 'value') return t('form.live.values');
      return isInitialFocus ? t('form.live.focused', { label }) : '';
    },
    onChange: ({ action, label: option = '', labels, isDisabled }) => {
      switch (action) {
        case 'deselect-option':
        case 'pop-value':
        case 'remove-value':
          return t('form.live.deselected', { label: option });
        case 'clear':
          return t('form.live.cleared');
        case 'initial-input-focus':
          return t('form.live.selected', { label: labels.join(', ') });
        case 'select-option':
          return t(isDisabled ? 'form.live.notSelectable' : 'form.live.selected', { label: option });
        default:
          return '';
      }
    },
    // As react-select does: the menu's focused option is spoken here only on Apple devices, where the
    // active descendant is not read; elsewhere the screen reader reads it itself.
    onFocus: ({
      context,
      focused,
      options,
      label: option = '',
      selectValue,
      isDisabled,
      isSelected,
      isAppleDevice,
    }) => {
      const within = context === 'value' ? selectValue : options;
      const position = t('form.live.position', { index: within.indexOf(focused) + 1, count: within.length });
      if (context === 'value') return `${option}, ${position}.`;
      if (!isAppleDevice) return '';
      const state = [isSelected && t('form.live.isSelected'), isDisabled && t('form.live.isDisabled')];
      return `${[option, ...state.filter(Boolean), position].join(', ')}.`;
    },
    onFilter: ({ inputValue, resultsMessage }) =>
      `${inputValue ? t('form.live.resultsFor', { results: resultsMessage, term: inputValue }) : resultsMessage}.`,
  };
}
