import { css } from '@emotion/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { resolvePlace } from '../../features/places/api/resolve-place';
import { useHomePlace } from '../../features/places/api/use-home-place';
import { addTexts } from '../../lib/i18n';
import { isCoordinates } from '../../lib/search-params';
import { useTranslation } from '../../lib/use-translation';
import { radiusDialog } from '../../locales/de/radius-dialog';
import { theme } from '../../styles/theme';
import { control, errorText, fieldBox, hintText, labelText } from '../form/form-styles';
import { submitProblemOf } from '../form/form-values';
import { secondaryButton } from '../ui/button-styles';
import { ChoiceDialog } from './choice-dialog';
import { PlaceCombobox } from './place-combobox';

addTexts(
  { search: { radiusDialog } },
  { search: { radiusDialog: { hint: 'Zum Beispiel 80331, München oder 10115 Berlin.' } } },
);

/** The distances offered, in km; 20 when none is chosen yet, about a town and its neighbours. */
const DISTANCES = ['5', '10', '20', '50', '100'];
const DEFAULT_DISTANCE = '20';

/** The offered distances, and one an address brought along that is not among them ("15"), in order. */
const distancesWith = (radius: string) =>
  !radius || DISTANCES.includes(radius)
    ? DISTANCES
    : [...DISTANCES, radius].sort((a, b) => Number(a) - Number(b));

const body = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`;

const shortcuts = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
`;

export interface RadiusDialogProps {
  open: boolean;
  title: string;
  /** The committed place and distance; the dialog works on a copy. */
  near: string;
  radius: string;
  onCommit(near: string, radius: string): void;
  onClose(): void;
}

/** What the API says is wrong with the place or distance, in German, or null for another failure. */
function refusal(error: unknown): string | null {
  const problem = submitProblemOf(error);
  return problem?.errors?.near?.[0] ?? problem?.errors?.radius?.[0] ?? problem?.message ?? null;
}

/**
 * Where to search around: a postcode or town typed (with suggestions as one types), or the device's
 * position, and a distance. Fertig takes a suggested place as it is; a place typed out it first asks the
 * API about, so a place it does not know (or a name several towns carry) is told here, in the API's words,
 * and the list stays as it was. The place is kept as the API writes it ("8001 Zürich" for "8001").
 */
export function RadiusDialog({ open, title, near, radius, onCommit, onClose }: RadiusDialogProps) {
  const { t } = useTranslation();
  const home = useHomePlace();
  const here = t('search.radiusDialog.here');
  const [text, setText] = useState('');
  // The device's position as "lat,lon" while the box shows "Mein Standort" for it.
  const [position, setPosition] = useState<string | null>(null);
  const [distance, setDistance] = useState(DEFAULT_DISTANCE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The suggestion taken last: it needs no check, the API offered it.
  const [picked, setPicked] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  const formId = useId();
  const placeId = useId();
  const hintId = useId();
  const errorId = useId();
  const box = useRef<HTMLInputElement>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPosition(isCoordinates(near) ? near : null);
      setText(isCoordinates(near) ? here : near);
      setDistance(radius || DEFAULT_DISTANCE);
      setError(null);
      setPicked(null);
    }
  }
  // The box takes the focus (the native dialog would give it to the × in the header): the place is what
  // one opens the dialog to type.
  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);

  const locateDevice = () =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        // About a hundred metres say enough for a radius of kilometres, and no more of where one is.
        setPosition(`${coords.latitude.toFixed(3)},${coords.longitude.toFixed(3)}`);
        setText(here);
        setError(null);
      },
      () => setError(t('search.radiusDialog.noLocation')),
      { timeout: 10_000, maximumAge: 600_000 },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!position && !typed) {
      onCommit('', '');
      return;
    }
    // The device's position, the place already kept and a suggested one need no check.
    if (position || typed === near || typed === picked) {
      onCommit(position ?? typed, distance);
      return;
    }
    setBusy(true);
    try {
      onCommit((await resolvePlace(typed)).near, distance);
    } catch (failure) {
      setError(refusal(failure) ?? t('search.failed.message'));
      box.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ChoiceDialog
      open={open}
      title={title}
      testId="radius-dialog"
      clearLabel={t('search.radiusDialog.clear')}
      onClear={() => {
        setText('');
        setPosition(null);
        setError(null);
        box.current?.focus();
      }}
      onClose={onClose}
      form={formId}
      busy={busy}
    >
      <form id={formId} css={body} onSubmit={(event) => void submit(event)} noValidate>
        <div css={fieldBox}>
          <label htmlFor={placeId} css={labelText}>
            {t('search.radiusDialog.place')}
          </label>
          <PlaceCombobox
            id={placeId}
            inputRef={box}
            value={text}
            suggest={position === null}
            invalid={error !== null}
            describedBy={error ? `${errorId} ${hintId}` : hintId}
            onType={(typed) => {
              setText(typed);
              setPosition(null);
              setError(null);
            }}
            onPick={(place) => {
              setText(place.near);
              setPicked(place.near);
              setError(null);
            }}
          />
          {error && (
            <p id={errorId} css={errorText} role="alert">
              {error}
            </p>
          )}
          <p id={hintId} css={hintText}>
            {t('search.radiusDialog.hint')}
          </p>
        </div>
        <div css={shortcuts}>
          {home && (
            <button
              type="button"
              css={secondaryButton}
              onClick={() => {
                setText(home.near);
                setPosition(null);
                setError(null);
              }}
            >
              {t(home.of === 'club' ? 'search.radiusDialog.club' : 'search.radiusDialog.home')}
            </button>
          )}
          {'geolocation' in navigator && (
            <button type="button" css={secondaryButton} onClick={locateDevice}>
              {t('search.radiusDialog.locate')}
            </button>
          )}
        </div>
        <div css={fieldBox}>
          <label htmlFor={`${placeId}-km`} css={labelText}>
            {t('search.radiusDialog.distance')}
          </label>
          <select
            id={`${placeId}-km`}
            css={control}
            value={distance}
            onChange={(event) => setDistance(event.target.value)}
          >
            {distancesWith(radius).map((km) => (
              <option key={km} value={km}>
                {t('search.radiusDialog.km', { count: Number(km) })}
              </option>
            ))}
          </select>
        </div>
      </form>
    </ChoiceDialog>
  );
}
