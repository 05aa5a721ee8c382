import { useEffect } from 'react';
import { clientSetting } from '../../../lib/client-config';
import { useAnalyticsId } from '../api/get-analytics-id';
import { useConsent } from '../lib/consent-store';
import type * as AnalyticsLoader from '../lib/load-analytics';

// The loader arrives with the first consent: a visitor who never agrees downloads none of it. Later calls
// chain on the same promise, so a withdrawal after an agreement always runs after the load.
let loader: Promise<typeof AnalyticsLoader> | undefined;

/** Analytics runs only after 'Alle akzeptieren' (spec sections 1 and 4), never before. */
export function Analytics() {
  const consent = useConsent();
  const { data: id } = useAnalyticsId(consent === 'all');
  useEffect(() => {
    if (consent === 'all' && id) {
      const url = clientSetting('anpfiff:analytics-script-url');
      void (loader ??= import('../lib/load-analytics')).then((m) => m.loadAnalytics(url, id));
    }
    // Nothing to switch off while the loader never came.
    if (consent !== 'all') void loader?.then((m) => m.disableAnalytics());
  }, [consent, id]);
  return null;
}
