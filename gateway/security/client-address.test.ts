import { describe, expect, it } from 'vitest';
import { clientAddressResolver, parseTrustProxy } from './client-address';

describe('TRUST_PROXY', () => {
  it('reads false as no proxy, true as one, a number as that many hops, and a list as the proxies', () => {
    expect(parseTrustProxy('false')).toEqual({ hops: 0 });
    expect(parseTrustProxy('')).toEqual({ hops: 0 });
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.7,::1')).toEqual({ proxies: ['10.0.0.0/8', '192.0.2.7', '::1'] });
  });

  it('refuses what is neither', () => {
    for (const value of ['yes', '11', '-1', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', ','])
      expect(parseTrustProxy(value), value).toHaveProperty('error');
  });
});

describe('the client address', () => {
  const spoofed = '6.6.6.6, 7.7.7.7';

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressResolver({ hops: 0 })('203.0.113.9', spoofed)).toBe('203.0.113.9');
  });

  it('with one trusted hop is the entry the proxy appended (the rightmost), not what the client wrote before it', () => {
    const resolve = clientAddressResolver({ hops: 1 });
    expect(resolve('10.0.0.2', `${spoofed}, 198.51.100.4`)).toBe('198.51.100.4');
    expect(resolve('10.0.0.2', '198.51.100.4')).toBe('198.51.100.4');
    expect(resolve('10.0.0.2', undefined)).toBe('10.0.0.2');
  });

  it('with two trusted hops skips the inner proxy too', () => {
    expect(clientAddressResolver({ hops: 2 })('10.0.0.2', `${spoofed}, 198.51.100.4, 10.0.0.9`)).toBe('198.51.100.4');
  });

  it('with a list of proxies is the first address from the right that is not one of them', () => {
    const resolve = clientAddressResolver({ proxies: ['10.0.0.0/8', '2001:db8::/32'] });
    expect(resolve('::ffff:10.0.0.2', `${spoofed}, 198.51.100.4, 10.1.2.3`)).toBe('198.51.100.4');
    expect(resolve('2001:db8::5', '198.51.100.4')).toBe('198.51.100.4');
    // A peer that is not a proxy of ours is the client, whatever it forwards.
    expect(resolve('203.0.113.9', `${spoofed}, 198.51.100.4`)).toBe('203.0.113.9');
  });
});
