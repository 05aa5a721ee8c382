import { useLayoutEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * The `?token=` of a mailed link (verification, password reset), kept by the page while the address bar
 * gives it up at once: analytics, the history and the Referer of later requests never see a live token. A
 * reload afterwards finds none and shows the page's own message. A layout effect, so the address is clean
 * before the page paints or sends its first request (SWR sends one in a layout effect too).
 */
export function useLinkToken(): string | null {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inUrl = params.get('token')?.trim() || null;
  const [token, setToken] = useState(inUrl);
  if (inUrl && inUrl !== token) setToken(inUrl);
  useLayoutEffect(() => {
    if (!params.has('token')) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    const search = rest.toString();
    navigate({ search: search && `?${search}` }, { replace: true });
  }, [params, navigate]);
  return token;
}
