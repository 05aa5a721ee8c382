import 'leaflet/dist/leaflet.css';
import { css } from '@emotion/react';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePlace } from '../../features/places/api/resolve-place';
import { clientSetting } from '../../lib/client-config';
import { addTexts } from '../../lib/i18n';
import { searchMap } from '../../locales/de/search-map';
import { searchMapDeDE } from '../../locales/search-map-de-de';
import { theme } from '../../styles/theme';
import type { MapMarker } from './map-marker';

addTexts({ search: { view: searchMap } }, { search: { view: searchMapDeDE } });

// The pin is a block (an inline span ignores width and height); turned by 45°, its square corner, the
// tip, lies 17 px below the centre: the icon's anchor. Its margin makes the marker a 44 px target for a
// finger (WCAG 2.5.5), as are the zoom buttons and the popup's × on a touch screen; the pin looks the same.
const PIN_MARGIN = 10;

const frame = css`
  height: min(70vh, 560px);
  min-height: 320px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  overflow: hidden;
  &.leaflet-container {
    font-family: ${theme.font};
  }
  .anpfiff-pin {
    display: block;
    width: 24px;
    height: 24px;
    margin: ${PIN_MARGIN}px;
    border: 3px solid #fff;
    border-radius: 50% 50% 50% 0;
    background: ${theme.color.primary};
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.4);
    transform: rotate(-45deg);
  }
  /* The ring goes round the pin, not round the larger target. */
  .leaflet-marker-icon:focus-visible {
    outline: none;
  }
  .leaflet-marker-icon:focus-visible .anpfiff-pin {
    outline: 3px solid ${theme.color.focus};
  }
  &.leaflet-touch .leaflet-bar a {
    width: 44px;
    height: 44px;
    line-height: 44px;
  }
  &.leaflet-touch a.leaflet-popup-close-button {
    width: 44px;
    height: 44px;
    font-size: 24px;
    line-height: 44px;
  }
  &.leaflet-touch .leaflet-popup-content {
    margin-right: 44px;
  }
  .leaflet-popup-content {
    color: ${theme.color.muted};
    font-size: 0.9375rem;
    line-height: 1.4;
  }
  .leaflet-popup-content a {
    color: ${theme.color.primary};
    font-size: 1rem;
    font-weight: 600;
  }
`;

const hint = css`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.color.muted};
  font-size: 0.9375rem;
`;

// Centre of Switzerland and Germany together, for an empty map.
const DEFAULT_VIEW: L.LatLngExpression = [49.5, 9];

/** Leaflet names its controls in English: the title shows on hover, the aria-label is read out. */
function rename(control: Element | null | undefined, text: string) {
  control?.setAttribute('title', text);
  control?.setAttribute('aria-label', text);
}

const FIT: L.FitBoundsOptions = {
  padding: [32, 32],
  maxZoom: 12,
  // An animated zoom still running when the list view replaces the map throws inside Leaflet.
  animate: false,
};

/**
 * The loaded results as markers (Leaflet). Tiles come from MAP_TILE_URL; markers are keyboard-focusable
 * buttons whose popup links to the page of the result. A search around a place (the URL's near and
 * radius) shows its circle, and the map shows the whole circle rather than only the results in it.
 */
export function ResultsMap({ markers }: { markers: MapMarker[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const circleLayer = useRef<L.LayerGroup | null>(null);
  // Read from the URL here rather than through the search screen's props: the search chunk, which every
  // first load of a search page carries, stays as it is.
  const [params] = useSearchParams();
  const near = params.get('near')?.trim() ?? '';
  const km = Number(params.get('radius'));
  const { data: centre } = usePlace(near && km > 0 ? near : '');
  // Numbers, not the answer object: a new answer for the same circle draws nothing anew.
  const lat = centre?.lat;
  const lon = centre?.lon;
  const circled = lat !== undefined && lon !== undefined && km > 0;

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, { scrollWheelZoom: false }).setView(DEFAULT_VIEW, 6);
    L.tileLayer(clientSetting('anpfiff:map-tile-url'), {
      attribution: clientSetting('anpfiff:map-attribution'),
      maxZoom: 18,
    }).addTo(instance);
    // Leaflet's default prefix carries a flag; the plain credit is enough.
    instance.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    map.current = instance;
    layer.current = L.layerGroup().addTo(instance);
    circleLayer.current = L.layerGroup().addTo(instance);
    return () => {
      instance.stop();
      instance.remove();
      map.current = null;
      layer.current = null;
      circleLayer.current = null;
    };
  }, []);

  useEffect(() => {
    const root = map.current?.getContainer();
    rename(root?.querySelector('.leaflet-control-zoom-in'), t('search.view.zoomIn'));
    rename(root?.querySelector('.leaflet-control-zoom-out'), t('search.view.zoomOut'));
  }, [t]);

  useEffect(() => {
    const instance = map.current;
    const group = layer.current;
    if (!instance || !group) return;
    group.clearLayers();
    const icon = L.divIcon({
      className: '',
      html: '<span class="anpfiff-pin"></span>',
      iconSize: [24 + 2 * PIN_MARGIN, 24 + 2 * PIN_MARGIN],
      iconAnchor: [12 + PIN_MARGIN, 29 + PIN_MARGIN],
      popupAnchor: [0, -28],
    });
    for (const marker of markers) {
      // Built from DOM nodes, never from HTML strings: titles are user content.
      const popup = document.createElement('div');
      const link = document.createElement('a');
      link.href = marker.href;
      link.textContent = marker.title;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        navigate(marker.href);
      });
      const subtitle = document.createElement('div');
      subtitle.textContent = marker.subtitle;
      popup.append(link, subtitle);
      const pin = L.marker([marker.lat, marker.lon], {
        icon,
        title: marker.title,
        alt: marker.title,
        keyboard: true,
      })
        .bindPopup(popup)
        .addTo(group);
      // Enter on a pin opens its popup and takes the focus to the popup's link; Escape (Leaflet's works
      // only while the map itself has the focus) or the × closes it and brings the focus back to the pin.
      // Without preventScroll, the focus would scroll the map's clipped panes out of place.
      pin.on('popupopen', ({ popup: opened }) => {
        const box = opened.getElement();
        if (!box) return;
        rename(box.querySelector('.leaflet-popup-close-button'), t('search.view.closePopup'));
        box.onkeydown = (event) => {
          if (event.key === 'Escape') pin.closePopup();
        };
        if (document.activeElement === pin.getElement()) link.focus({ preventScroll: true });
      });
      pin.on('popupclose', ({ popup: closed }) => {
        const focused = document.activeElement;
        if (focused === document.body || closed.getElement()?.contains(focused))
          pin.getElement()?.focus({ preventScroll: true });
      });
    }
    // Around a place, the circle decides the view (below).
    if (markers.length > 0 && !circled) {
      instance.fitBounds(L.latLngBounds(markers.map((m) => [m.lat, m.lon] as [number, number])), FIT);
    }
  }, [markers, navigate, t, circled]);

  useEffect(() => {
    const instance = map.current;
    const group = circleLayer.current;
    if (!instance || !group) return;
    group.clearLayers();
    if (lat === undefined || lon === undefined || !(km > 0)) return;
    const circle = L.circle([lat, lon], {
      radius: km * 1000,
      color: theme.color.primary,
      weight: 2,
      fillOpacity: 0.06,
      interactive: false,
      className: 'anpfiff-radius',
    }).addTo(group);
    instance.fitBounds(circle.getBounds(), { ...FIT, maxZoom: 14 });
  }, [lat, lon, km]);

  return (
    <div>
      <div
        ref={container}
        css={frame}
        role="region"
        aria-label={t('search.view.mapLabel')}
        data-testid="results-map"
      />
      <p css={hint}>{markers.length > 0 ? t('search.view.mapHint') : t('search.view.noLocation')}</p>
    </div>
  );
}
