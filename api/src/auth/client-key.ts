import ipaddr from 'ipaddr.js';

/**
 * The caller as rate limits count it. An IPv4 address is one caller; an IPv6 address is its /64 network,
 * since a provider hands each connection a whole /64 and any address in it is the same caller's for the
 * asking: counted by the full address, one home could spend a fresh limit on every request. An IPv4
 * address written in IPv6 form (`::ffff:192.0.2.1`, how a dual-stack socket reports it) is the IPv4 one.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`);
  return `${network.toString()}/64`;
}
