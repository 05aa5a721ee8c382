import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('the caller a rate limit counts', () => {
  it('is the IPv4 address, also when a dual-stack socket reports it in IPv6 form', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('is the /64 network of an IPv6 address, however the address is written', () => {
    const key = clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::1')).toBe(key);
    expect(clientKey('2001:DB8:1:2:ffff::')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('::/64');
  });

  it('keeps what is no address as it is', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('unbekannt')).toBe('unbekannt');
  });
});
