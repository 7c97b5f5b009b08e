import { isIP } from 'node:net';

/**
 * What a per-address limit counts: an IPv4 address as is, an IPv6 address by its /64. One IPv6
 * client usually holds a whole /64 (a home or a cloud instance gets at least that), so counting
 * exact addresses let it rotate through billions of them. IPv4 mapped into IPv6 (`::ffff:a.b.c.d`,
 * as a dual-stack socket reports it) counts as the IPv4 address.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const bare = address.split('%')[0] ?? address; // zone index (fe80::1%eth0)
  if (isIP(bare) !== 6) return address;
  return `${expand(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded, lower case, without leading zeros. */
function expand(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; it never matters for the /64.
  const missing = 8 - left.length - right.length;
  const all = [...left, ...Array.from({ length: Math.max(missing, 0) }, () => '0'), ...right];
  return all.map((group) => group.replace(/^0+(?=.)/, ''));
}
