/**
 * Writes a tiny MaxMind DB (MMDB format 2.0, IPv4, 24-bit records) that places one /24 network, so the GeoIP
 * lookup is tested against a real database file read by the real reader, without shipping a city database.
 */

function ctrl(type: number, size: number): Buffer {
  if (size >= 29) throw new Error('sizes above 28 are not needed here');
  if (type <= 7) return Buffer.from([(type << 5) | size]);
  return Buffer.from([size, type - 7]);
}

type Value = string | number | bigint | Value[] | { [k: string]: Value } | { uint16: number };

function encode(v: Value): Buffer {
  if (typeof v === 'string') {
    const bytes = Buffer.from(v, 'utf8');
    return Buffer.concat([ctrl(2, bytes.length), bytes]);
  }
  if (typeof v === 'bigint') {
    const bytes = Buffer.alloc(8);
    bytes.writeBigUInt64BE(v);
    return Buffer.concat([ctrl(9, 8), bytes]);
  }
  if (typeof v === 'number') {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(v);
    return Buffer.concat([ctrl(6, 4), bytes]);
  }
  if (Array.isArray(v)) return Buffer.concat([ctrl(11, v.length), ...v.map(encode)]);
  if ('uint16' in v && typeof v.uint16 === 'number') {
    const bytes = Buffer.alloc(2);
    bytes.writeUInt16BE(v.uint16);
    return Buffer.concat([ctrl(5, 2), bytes]);
  }
  const entries = Object.entries(v as Record<string, Value>);
  return Buffer.concat([ctrl(7, entries.length), ...entries.flatMap(([k, x]) => [encode(k), encode(x)])]);
}

/** A database answering `city` and `country` for every address of `network` (a.b.c.0/24). */
export function cityDatabase(network: string, city: string, country: string): Buffer {
  const octets = network.split('.').slice(0, 3).map(Number);
  const bits = octets.flatMap((o) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (o >> i) & 1));
  const nodeCount = bits.length;
  const tree = Buffer.alloc(nodeCount * 6);
  const put = (node: number, side: number, value: number) => tree.writeUIntBE(value, node * 6 + side * 3, 3);
  bits.forEach((bit, node) => {
    const next = node === nodeCount - 1 ? nodeCount + 16 : node + 1;
    put(node, bit, next);
    put(node, 1 - bit, nodeCount);
  });
  const data = encode({ city: { names: { en: city } }, country: { iso_code: country } });
  const metadata = encode({
    node_count: nodeCount,
    record_size: { uint16: 24 },
    ip_version: { uint16: 4 },
    database_type: 'Portal-Test-City',
    languages: ['en'],
    binary_format_major_version: { uint16: 2 },
    binary_format_minor_version: { uint16: 0 },
    build_epoch: BigInt(Math.floor(Date.now() / 1000)),
    description: { en: 'Test database' },
  });
  const marker = Buffer.concat([Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com')]);
  return Buffer.concat([tree, Buffer.alloc(16), data, marker, metadata]);
}
