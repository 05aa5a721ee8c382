import { useEffect } from 'react';
import { clientSetting } from '../../../lib/client-config';
import { useAnalyticsId } from '../api/get-analytics-id';
import { disableAnalytics, loadAnalytics } from '../lib/load-analytics';
import { useConsent } from '../lib/consent-store';

/** Analytics runs only after 'Alle akzeptieren' (spec sections 1 and 4), never before. */
export function Analytics() {
  const consent = useConsent();
  const { data: id } = useAnalyticsId(consent === 'all');
  useEffect(() => {
    if (consent === 'all' && id) loadAnalytics(clientSetting('anpfiff:analytics-script-url'), id);
    if (consent !== 'all') disableAnalytics();
  }, [consent, id]);
  return null;
}
