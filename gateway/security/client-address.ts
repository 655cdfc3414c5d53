// Which address a request comes from, for per-address limits and the access log. Behind proxies each
// one appends the address it was reached from to X-Forwarded-For, so only the entries our own proxies
// wrote (the rightmost ones) can be believed; whatever lies to their left the client wrote itself.
import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY, parsed: how many proxies stand in front of the app (`hops`, counted from the app outward),
 * or which addresses and CIDR ranges are our proxies (`proxies`). `{ hops: 0 }` ignores X-Forwarded-For.
 */
export type TrustProxy = { hops: number } | { proxies: string[] };

export const MAX_TRUSTED_HOPS = 10;

const TRUST_NONE: TrustProxy = { hops: 0 };

/** `false`, `true` (one proxy), a number of hops, or comma-separated proxy addresses and CIDRs. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim();
  if (text === '' || text === 'false') return TRUST_NONE;
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_TRUSTED_HOPS ? { hops } : { error: `must be at most ${MAX_TRUSTED_HOPS} hops` };
  }
  const proxies = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = proxies.find((entry) => !toBlockList([entry]));
  if (wrong !== undefined || proxies.length === 0) {
    return { error: `must be true, false, a number of proxy hops, or proxy addresses/CIDRs (not "${wrong ?? text}")` };
  }
  return { proxies };
}

/** "::ffff:10.0.0.1" as the socket reports an IPv4 peer on a dual-stack listener is 10.0.0.1. */
function normalize(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

function toBlockList(entries: string[]): BlockList | null {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix, extra] = normalize(entry).split('/');
    const family = isIP(address);
    if (!family || extra !== undefined) return null;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return null;
    list.addSubnet(address, bits, type);
  }
  return list;
}

function isTrustedProxy(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Builds the function that names a request's client from its socket peer and X-Forwarded-For. */
export function clientAddressResolver(trust: TrustProxy): (peer: string, forwardedFor: string | undefined) => string {
  const proxies = 'proxies' in trust ? toBlockList(trust.proxies) : null;
  return (peer, forwardedFor) => {
    // Nearest first: the socket's peer, then X-Forwarded-For read from the right.
    const chain = [normalize(peer), ...(forwardedFor ?? '').split(',').map(normalize).filter(Boolean).reverse()];
    let index = 0;
    if (proxies) {
      while (index < chain.length - 1 && isTrustedProxy(proxies, chain[index])) index++;
    } else {
      index = Math.min('hops' in trust ? trust.hops : 0, chain.length - 1);
    }
    return chain[index];
  };
}
