import { lookup } from 'node:dns/promises';
import { isIP, BlockList } from 'node:net';
import { ApiError } from '../problem.js';

/** Addresses a webhook may never target: private, loopback, link-local, CGNAT, multicast, reserved. */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) blocked.addSubnet(net, bits, 'ipv6');

export function isLoopback(addr: string): boolean {
  const v = isIP(addr);
  if (v === 4) return addr.startsWith('127.');
  if (v === 6) return addr === '::1';
  return false;
}

export function isPublicAddress(addr: string): boolean {
  const v = isIP(addr);
  if (v === 0) return false;
  if (v === 6 && addr.toLowerCase().startsWith('::ffff:')) return isPublicAddress(addr.slice(7));
  return !blocked.check(addr, v === 4 ? 'ipv4' : 'ipv6');
}

function invalid(detail: string): ApiError {
  return new ApiError(422, 'invalid_webhook_url', detail, { errors: [{ pointer: '/url', message: detail }] });
}

/**
 * A webhook target must be https (http only to loopback in development mode) and must not resolve to
 * a non-public address, unless its host is on the allowlist. Names that do not resolve now are
 * accepted and checked again at delivery time.
 */
export async function checkWebhookUrl(raw: string, opts: { devMode: boolean; allowlist: string[]; resolve?: boolean }): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('The URL is not a valid absolute URL.');
  }
  if (url.username || url.password) throw invalid('The URL must not carry credentials.');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowlisted = opts.allowlist.includes(host);
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  const literal = isIP(host) !== 0;
  if (url.protocol === 'http:') {
    const loop = loopbackName || (literal && isLoopback(host));
    if (!(opts.devMode && loop) && !allowlisted) throw invalid('The URL must use https (http is accepted only for loopback while the server runs in development mode).');
    return url;
  }
  if (url.protocol !== 'https:') throw invalid('The URL must use https.');
  if (allowlisted) return url;
  if (loopbackName) {
    if (opts.devMode) return url;
    throw invalid('The URL points at loopback.');
  }
  if (literal) {
    if (!isPublicAddress(host)) throw invalid(`The URL's address ${host} is private, loopback, link-local or reserved.`);
    return url;
  }
  if (opts.resolve !== false) {
    let addrs: { address: string }[] = [];
    try {
      addrs = await lookup(host, { all: true, verbatim: true });
    } catch {
      return url;
    }
    const bad = addrs.find((x) => !isPublicAddress(x.address) && !(opts.devMode && isLoopback(x.address)));
    if (bad) throw invalid(`The URL's host resolves to ${bad.address}, which is not a public address.`);
  }
  return url;
}
