import i18next from 'i18next';
import type { AriaOnChangeProps, AriaOnFocusProps, GroupBase } from 'react-select';
import { beforeAll, describe, expect, it } from 'vitest';
import { formSelectLive } from '../../locales/de/form-select-live';
import { resultsStatus, selectLiveMessages } from './select-live-messages';

interface Option {
  label: string;
}

const MEN = { label: 'Männer' };
const WOMEN = { label: 'Frauen' };
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'de-CH',
    fallbackLng: 'de',
    resources: { de: { translation: { form: { live: formSelectLive } } } },
  });
});

const messages = () => selectLiveMessages<Option>(i18n.t, 'Team');
const change = (props: Partial<AriaOnChangeProps<Option, boolean>>) =>
  messages().onChange?.({
    label: '',
    labels: [],
    isDisabled: false,
    value: null,
    ...props,
  } as AriaOnChangeProps<Option, boolean>);
const focus = (props: Partial<AriaOnFocusProps<Option, GroupBase<Option>>>) =>
  messages().onFocus?.({
    context: 'menu',
    focused: WOMEN,
    label: 'Frauen',
    options: [MEN, WOMEN],
    selectValue: [],
    isDisabled: false,
    isSelected: false,
    isAppleDevice: true,
    ...props,
  });

describe("the select's announcements", () => {
  it('count the results in German, one and many', () => {
    const status = resultsStatus(i18n.t);
    expect(status({ count: 1 })).toBe('1 Ergebnis verfügbar');
    expect(status({ count: 4 })).toBe('4 Ergebnisse verfügbar');
    const onFilter = messages().onFilter;
    expect(onFilter?.({ inputValue: '', resultsMessage: '4 Ergebnisse verfügbar' })).toBe(
      '4 Ergebnisse verfügbar.',
    );
    expect(onFilter?.({ inputValue: 'Fr', resultsMessage: '1 Ergebnis verfügbar' })).toBe(
      '1 Ergebnis verfügbar für den Suchbegriff Fr.',
    );
  });

  it('name the keys of the open list, the field on first focus, and nothing on later focus', () => {
    const guidance = (context: 'menu' | 'input' | 'value', more: object = {}) =>
      messages().guidance?.({
        'aria-label': undefined,
        context,
        isSearchable: true,
        isMulti: false,
        isDisabled: false,
        tabSelectsValue: true,
        isInitialFocus: false,
        ...more,
      });
    expect(guidance('menu')).toBe(
      'Pfeil nach oben und unten wählt eine Option, Enter übernimmt sie, Escape verlässt die Liste. ' +
        'Tab übernimmt die Option und geht zum nächsten Feld.',
    );
    expect(guidance('menu', { tabSelectsValue: false })).not.toContain('Tab');
    expect(guidance('input', { isInitialFocus: true })).toMatch(/^Team hat den Fokus\. Tippe/);
    expect(guidance('input')).toBe('');
  });

  it('say what was chosen, removed or refused', () => {
    expect(change({ action: 'select-option', label: 'Frauen' })).toBe('Frauen ausgewählt.');
    expect(change({ action: 'select-option', label: 'Frauen', isDisabled: true })).toBe(
      'Frauen ist nicht wählbar. Wähle eine andere Option.',
    );
    expect(change({ action: 'clear' })).toBe('Auswahl entfernt.');
    expect(change({ action: 'remove-value', label: 'Männer' })).toBe('Männer abgewählt.');
    expect(change({ action: 'initial-input-focus', labels: ['Männer', 'Frauen'] })).toBe(
      'Männer, Frauen ausgewählt.',
    );
  });

  it('place the focused option on Apple devices, where the screen reader does not read it itself', () => {
    expect(focus({})).toBe('Frauen, 2 von 2.');
    expect(focus({ isSelected: true, isDisabled: true })).toBe('Frauen, ausgewählt, nicht wählbar, 2 von 2.');
    expect(focus({ isAppleDevice: false })).toBe('');
    expect(focus({ context: 'value', focused: MEN, label: 'Männer', selectValue: [MEN, WOMEN] })).toBe(
      'Männer, 1 von 2.',
    );
  });
});
