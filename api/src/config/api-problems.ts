import type { Config } from '@anpfiff/core/config/config';

/**
 * What the API needs in production beyond every server's rules (loadServerConfig). It speaks plain http,
 * so sites on https reach it through a reverse proxy that ends TLS. Unless told to trust that proxy, it
 * takes the proxy for its only client: the sign-in and sign-up limits count every visitor as one address
 * and lock them out together, and the session cookie goes out without Secure, the pages without HSTS.
 */
export function apiProblems(config: Pick<Config, 'env' | 'sites' | 'trustProxy'>): string[] {
  if (config.env !== 'production' || config.trustProxy) return [];
  const onHttps = Object.values(config.sites).some((url) => new URL(url).protocol === 'https:');
  if (!onHttps) return [];
  return [
    'TRUST_PROXY: fehlt; die Sites laufen über https, also hinter einem Reverse-Proxy, und ohne ' +
      'TRUST_PROXY=true zählen die Anmeldelimits alle Besucher als eine Adresse und die Sitzungscookies ' +
      'gehen ohne Secure hinaus',
  ];
}
