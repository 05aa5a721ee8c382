import type { PlaceSuggestion } from '@anpfiff/schemas/api/places';
import { css } from '@emotion/react';
import { type Ref, useId, useState } from 'react';
import { useIndexData } from '../../features/index-data/api/get-index-data';
import { usePlaceSuggestions } from '../../features/places/api/get-place-suggestions';
import { useTranslation } from '../../lib/use-translation';
import { theme } from '../../styles/theme';
import { control } from '../form/form-styles';

const anchor = css`
  position: relative;
`;

// Over what follows, not in the flow: a list that pushed the dialog's buttons down would, when it closes
// as the box loses the focus, pull Fertig away from under the finger that is tapping it.
const list = css`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 1;
  max-height: 264px;
  overflow-y: auto;
  margin: 0;
  padding: ${theme.space(0.5)} 0;
  list-style: none;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow};
`;

const option = css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space(1)};
  min-height: 44px;
  align-items: center;
  padding: 0 ${theme.space(1.5)};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${theme.color.primarySoft};
  }
`;

const state = css`
  color: ${theme.color.muted};
  font-size: 0.875rem;
  text-align: right;
`;

export interface PlaceComboboxProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  /** Suggestions are asked for only while the text is what someone typed, not a position. */
  suggest: boolean;
  invalid: boolean;
  describedBy: string;
  onType(text: string): void;
  onPick(place: PlaceSuggestion): void;
}

/**
 * The place box of the search radius: a text field that lists matching postcodes and towns below it as one
 * types (the ARIA combobox pattern: arrows move through the list, Enter or a tap takes a place, Escape
 * closes the list and leaves the dialog open).
 */
export function PlaceCombobox({
  id,
  inputRef,
  value,
  suggest,
  invalid,
  describedBy,
  onType,
  onPick,
}: PlaceComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const { data } = usePlaceSuggestions(suggest ? value : '');
  const { data: indexData } = useIndexData();
  // What the arrows move through, also while the list is closed (an arrow opens it again).
  const places = suggest && value.trim() ? (data ?? []) : [];
  const shown = expanded && places.length > 0;
  const stateName = (code: string) => indexData?.states.find((s) => s.code === code)?.name ?? '';
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (place: PlaceSuggestion) => {
    setExpanded(false);
    setActive(-1);
    onPick(place);
  };

  return (
    <div css={anchor}>
      <input
        ref={inputRef}
        id={id}
        css={control}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="done"
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          onType(event.target.value);
          setExpanded(true);
          setActive(-1);
        }}
        onBlur={() => setExpanded(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setExpanded(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => Math.max(-1, Math.min(places.length - 1, current + step)));
          } else if (event.key === 'Enter' && shown && active >= 0) {
            const place = places[active];
            if (!place) return;
            // The highlighted place is taken, not yet the dialog's choice: a second Enter sends it.
            event.preventDefault();
            pick(place);
          } else if (event.key === 'Escape' && shown) {
            // Escape closes the list first; only a second one closes the dialog.
            event.preventDefault();
            event.stopPropagation();
            setExpanded(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.radiusDialog.suggestions')}
        css={list}
        hidden={!shown}
      >
        {places.map((place, index) => (
          <li
            key={place.near}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            aria-label={[place.near, stateName(place.state)].filter(Boolean).join(', ')}
            css={option}
            // The box keeps the focus: a tap on a place must not close the list before it counts.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
          >
            <span>{place.near}</span>
            <span css={state}>{stateName(place.state)}</span>
          </li>
        ))}
      </ul>
      {/* What a screen reader says when the list changes: the options themselves are only read on arrows. */}
      <p className="visually-hidden" role="status">
        {shown ? t('search.radiusDialog.suggested', { count: places.length }) : ''}
      </p>
    </div>
  );
}
