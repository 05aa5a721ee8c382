import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import { useAuthentication } from '../../session/api/get-authentication';

type WithAddress = { address?: { zip?: string; city?: string } };

/**
 * The place of the signed-in account, to search around with one tap: a club's address or a person's home,
 * as postcode and town ("8001 Zürich"); null when signed out or without a postcode. Its own cache key: the
 * edit forms keep the same record with its version, which this read has no use for.
 */
export function useHomePlace(): { near: string; of: 'club' | 'person' } | null {
  const { data: user } = useAuthentication();
  const of = user?.club ? 'club' : user?.person ? 'person' : null;
  const { data } = useSWR(
    of ? ['home-place', `manage/${of}`] : null,
    ([, path]) => getJson<WithAddress>(path),
    {
      revalidateOnFocus: false,
    },
  );
  const zip = data?.address?.zip?.trim();
  if (!of || !zip) return null;
  return { near: [zip, data?.address?.city?.trim()].filter(Boolean).join(' '), of };
}
