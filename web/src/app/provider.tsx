import { type ReactNode, useEffect } from 'react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '../components/ui/toast';
import { useCountry } from '../features/country/api/get-country';
import { applyCountryLocale } from '../lib/i18n';
import { GlobalStyles } from '../styles/global-styles';

/** Switches to German of the site's country once the server has told which site this is. */
function CountryLocale() {
  const { data: country } = useCountry();
  useEffect(() => {
    if (country) void applyCountryLocale(country);
  }, [country]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <GlobalStyles />
      <CountryLocale />
      <ToastProvider>{children}</ToastProvider>
    </SWRConfig>
  );
}
