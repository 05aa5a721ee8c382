/**
 * Settings the operator makes on the server (ANALYTICS_SCRIPT_URL, MAP_TILE_URL) reach the browser as
 * meta tags the server writes into index.html (api/src/middleware/page-meta.ts). The defaults apply where
 * no server wrote them, e.g. the Vite dev server.
 */
const DEFAULTS = {
  'anpfiff:analytics-script-url': 'https://www.googletagmanager.com/gtag/js',
  'anpfiff:map-tile-url': 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  'anpfiff:map-attribution': '© OpenStreetMap-Mitwirkende',
} as const;

export type ClientSetting = keyof typeof DEFAULTS;

export function clientSetting(name: ClientSetting): string {
  const tag = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return tag?.content || DEFAULTS[name];
}
