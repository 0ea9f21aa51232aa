import { isIP } from 'node:net';

/** IPv4 ranges no push service lives in: this host, private networks, link-local, CGNAT, multicast and reserved. */
const PRIVATE_V4: [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10
  [0x7f000000, 8], // 127/8
  [0xa9fe0000, 16], // 169.254/16 (cloud metadata)
  [0xac100000, 12], // 172.16/12
  [0xc0000000, 24], // 192.0.0/24
  [0xc0a80000, 16], // 192.168/16
  [0xc6120000, 15], // 198.18/15
  [0xe0000000, 3], // 224/3: multicast and reserved
];

function v4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function isPrivateV4(ip: string): boolean {
  const n = v4Number(ip);
  return PRIVATE_V4.some(
    ([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
  );
}

function isPrivateV6(ip: string): boolean {
  const lower = ip.toLowerCase();
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1, ::ffff:a00:1) is judged as IPv4.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPrivateV4(mapped[1]!);
  if (lower.startsWith('::ffff:')) return true;
  return (
    lower === '::' ||
    lower === '::1' ||
    /^f[cd]/.test(lower) || // fc00::/7 unique local
    /^fe[89ab]/.test(lower) || // fe80::/10 link-local
    /^ff/.test(lower) // multicast
  );
}

/**
 * Whether an IP address (v4 or v6, as DNS gives it) is this host, a private network,
 * link-local, CGNAT, multicast or reserved: a server-side fetch never goes there (SSRF).
 */
export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return isPrivateV4(ip);
  if (family === 6) return isPrivateV6(ip);
  return true;
}

/** Whether an IP address is this host's loopback (127/8, ::1, or 127/8 written as IPv6). */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  return v4 ? v4.startsWith('127.') : ip === '::1';
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the server may post to `endpoint` (SSRF guard, checked on subscribe
 * and again before each send): https only, to a public host. A literal IP in a
 * private, loopback or link-local range is refused, and so are names that only
 * resolve inside a network (localhost, single labels, .local, .internal).
 * `allowHttpLoopback` (tests only) lets a push service on this machine in over http.
 */
export function isAllowedEndpoint(endpoint: string, allowHttpLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (allowHttpLoopback && url.protocol === 'http:' && LOOPBACK_NAMES.has(host)) return true;
  if (url.protocol !== 'https:') return false;
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  const family = isIP(bare);
  if (family === 4) return !isPrivateV4(bare);
  if (family === 6) return !isPrivateV6(bare);
  return (
    bare.includes('.') &&
    !bare.endsWith('.') &&
    !/(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/.test(bare) &&
    // A bare number is an IPv4 address in another spelling (http://2130706433 is 127.0.0.1).
    !/^[\d.]+$/.test(bare) &&
    !/^0x/i.test(bare)
  );
}
