import { lazyPart } from '../../lib/lazy-part';
import { isCoordinates } from '../../lib/search-params';
import { useTranslation } from '../../lib/use-translation';
import { FilterField } from './filter-field';

// The dialog loads with the first opening, not with the search page.
const Dialog = lazyPart(() => import('./radius-dialog').then((m) => m.RadiusDialog));

export interface RadiusFieldProps {
  near: string;
  radius: string;
  onChange(near: string, radius: string): void;
  /** The id of the message why the API refused the place or distance (a 422 for near or radius). */
  refusedBy?: string;
}

/** The search radius: a place (postcode, town or the device's position) and a distance around it. */
export function RadiusField({ near, radius, onChange, refusedBy }: RadiusFieldProps) {
  const { t } = useTranslation();
  const label = t('search.radius.label');
  const place = isCoordinates(near) ? t('search.radius.here') : near;
  const summary = !near
    ? t('search.allOptions')
    : radius
      ? t('search.radius.summary', { radius, place })
      : place;
  return (
    <FilterField
      label={label}
      summary={summary}
      active={near !== ''}
      onClear={() => onChange('', '')}
      preload={Dialog.preload}
      testId="filter-radius"
      refusedBy={refusedBy}
      dialog={(open, close) => (
        <Dialog.Component
          open={open}
          title={label}
          near={near}
          radius={radius}
          onClose={close}
          onCommit={(nextNear, nextRadius) => {
            close();
            onChange(nextNear, nextRadius);
          }}
        />
      )}
    />
  );
}
