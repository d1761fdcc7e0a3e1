import dns from 'node:dns';
import { isIP, BlockList } from 'node:net';
import { ApiError } from '../problem.js';

/**
 * Which addresses a webhook may reach. Every address is refused unless it is a public unicast
 * address, whatever form it was written in: the URL parser turns decimal, hex and octal IPv4
 * (`2130706433`, `0x7f000001`, `0177.0.0.1`, `127.1`) into dotted form first, and IPv4-mapped or
 * -translated IPv6 forms fall in the refused IPv6 ranges.
 */
// One list per family: a BlockList also matches an IPv4 address against IPv6 rules (as if mapped)
// and the other way round, which would make `::ffff:0:0/96` block every IPv4 address.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) blocked4.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 96], // unspecified (::), loopback (::1), IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped (::ffff:127.0.0.1): refused whatever the IPv4 address
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, ...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) blocked6.addSubnet(net, bits, 'ipv6');

function family(addr: string): 'ipv4' | 'ipv6' | null {
  const v = isIP(addr);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : null;
}

/** Host part of a URL as the policy compares it: no brackets, lower case, no trailing dot. */
export function normalHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
}

export function isLoopback(addr: string): boolean {
  const f = family(addr);
  if (f === 'ipv4') return addr.startsWith('127.');
  if (f === 'ipv6') return addr === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(addr);
  return false;
}

export function isLoopbackName(host: string): boolean {
  const h = normalHost(host);
  return h === 'localhost' || h.endsWith('.localhost');
}

/** A public unicast address (not private, loopback, link-local, CGNAT, metadata, mapped, reserved...). */
export function isPublicAddress(addr: string): boolean {
  const f = family(addr);
  if (!f) return false;
  return f === 'ipv4' ? !blocked4.check(addr, 'ipv4') : !blocked6.check(addr, 'ipv6');
}

/**
 * The address policy of one server: public addresses; loopback too in development mode; and what
 * the allowlist (`CAS_WEBHOOK_ALLOWLIST`) names: host names (admitted whatever they resolve to), IP
 * addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1/128`).
 */
export class AddressPolicy {
  private readonly hosts = new Set<string>();
  private readonly ips = { ipv4: new BlockList(), ipv6: new BlockList() };
  private ipCount = 0;

  constructor(readonly devMode: boolean, allowlist: string[]) {
    for (const raw of allowlist) {
      const entry = raw.trim().toLowerCase();
      if (!entry) continue;
      const [addr, bits] = entry.replace(/^\[|\]$/g, '').split('/');
      const f = family(addr);
      if (f && bits !== undefined) this.ips[f].addSubnet(addr, Number(bits), f);
      else if (f) this.ips[f].addAddress(addr, f);
      else {
        this.hosts.add(normalHost(entry));
        continue;
      }
      this.ipCount++;
    }
  }

  /** The host itself is on the allowlist (by name or, for an IP literal, by address). */
  hostAllowlisted(hostname: string): boolean {
    const h = normalHost(hostname);
    if (this.hosts.has(h)) return true;
    const f = family(h);
    return !!f && this.ipCount > 0 && this.ips[f].check(h, f);
  }

  /** May a connection for `hostname` go to `address`? */
  admits(address: string, hostname?: string): boolean {
    if (hostname && this.hosts.has(normalHost(hostname))) return true;
    const f = family(address);
    if (!f) return false;
    if (this.ipCount > 0 && this.ips[f].check(address, f)) return true;
    if (this.devMode && isLoopback(address)) return true;
    return isPublicAddress(address);
  }
}

function invalid(detail: string): ApiError {
  return new ApiError(422, 'invalid_webhook_url', detail, { errors: [{ pointer: '/url', message: detail }] });
}

/**
 * The URL rules, at registration (with `resolve`, the default) and before each delivery attempt
 * (without: the connection itself is checked then, see http.ts):
 * - an absolute http(s) URL without credentials;
 * - https, or http only to loopback in development mode, or to an allowlisted host;
 * - an IP literal must be admitted by the policy; `localhost` names only in development mode;
 * - a name must not resolve to any address the policy refuses. A name that does not resolve now is
 *   accepted: it is checked again, at connection time, on every delivery (DNS rebinding is caught
 *   there too).
 */
export async function checkWebhookUrl(raw: string, opts: { devMode: boolean; allowlist: string[]; resolve?: boolean; policy?: AddressPolicy }): Promise<URL> {
  const policy = opts.policy ?? new AddressPolicy(opts.devMode, opts.allowlist);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('The URL is not a valid absolute URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('The URL must use https.');
  if (url.username || url.password) throw invalid('The URL must not carry credentials.');
  const host = normalHost(url.hostname);
  if (!host) throw invalid('The URL has no host.');
  const allowlisted = policy.hostAllowlisted(host);
  const literal = isIP(host) !== 0;
  const loopName = isLoopbackName(host);
  if (url.protocol === 'http:' && !allowlisted) {
    const loop = loopName || (literal && isLoopback(host));
    if (!(policy.devMode && loop)) throw invalid('The URL must use https (http is accepted only for loopback while the server runs in development mode).');
  }
  if (allowlisted) return url;
  if (literal) {
    if (!policy.admits(host)) throw invalid(`The URL's address ${host} is private, loopback, link-local or otherwise not public.`);
    return url;
  }
  if (loopName) {
    if (policy.devMode) return url;
    throw invalid('The URL points at loopback.');
  }
  if (opts.resolve !== false) {
    let addrs: { address: string }[] = [];
    try {
      addrs = await dns.promises.lookup(host, { all: true, verbatim: true });
    } catch {
      return url;
    }
    const bad = addrs.find((x) => !policy.admits(x.address, host));
    if (bad) throw invalid(`The URL's host resolves to ${bad.address}, which is not a public address.`);
  }
  return url;
}
