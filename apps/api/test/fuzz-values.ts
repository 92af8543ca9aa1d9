/**
 * Value generators of the fuzz test: a seeded random source, and from a JSON schema (the OpenAPI
 * document's, or zod's for the multipart forms) either a plausible value or a hostile one — wrong
 * types, numbers beyond every integer, NUL, very long text, arrays for scalars, missing fields.
 */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
};

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof random>;

export const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  2,
  3,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 63,
  -(2 ** 53),
  1.5,
  1e308,
  -0,
];
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  'ș'.repeat(300),
  "' OR 1=1 --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '😀🧒',
  '\ud800',
  'null',
  'NaN',
  '1e400',
  '-1',
  '2147483648',
  '1900-02-30',
  '2024-13-01',
  '0000-00-00',
  '9999-12-31',
  '5150101400011',
  '5150101400012',
  'a@b',
  'nobody@demo.local',
  '__proto__',
  '{"a":1}',
  '\r\n\t',
];
const PLAUSIBLE_STRINGS = [
  'Ion',
  'Popescu',
  'test@spital.ro',
  '2024-05-01',
  '5150101400011',
  'Cluj',
  'x',
  '1',
];

const typesOf = (s: Schema): string[] => {
  const t = s.type === undefined ? [] : [s.type].flat();
  return s.nullable ? [...t, 'null'] : t;
};

/** A value that fits the schema as far as a schema can say (ids may still name nothing). */
export function plausible(s: Schema, r: Random, depth = 0): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return r.pick(s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return plausible(r.pick(alternatives), r, depth);
  if (s.allOf?.length) return plausible(s.allOf[0], r, depth);
  const type = r.pick(
    typesOf(s)
      .filter((t) => t !== 'null')
      .concat(typesOf(s).length ? [] : ['string']),
  );
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 4) return out;
      for (const [key, inner] of Object.entries(s.properties ?? {}))
        if (s.required?.includes(key) || r.chance(0.6)) out[key] = plausible(inner, r, depth + 1);
      return out;
    }
    case 'array':
      return depth > 4 ? [] : Array.from({ length: r.int(3) }, () => plausible(s.items ?? {}, r, depth + 1));
    case 'integer':
    case 'number': {
      const low = s.minimum ?? 0;
      const high = Math.min(s.maximum ?? 50, low + 50);
      return low + r.int(Math.max(1, high - low + 1));
    }
    case 'boolean':
      return r.chance(0.5);
    default:
      return r.pick(PLAUSIBLE_STRINGS).slice(0, s.maxLength ?? 1000);
  }
}

/** Something no client should send; at any depth the type may be wrong. */
export function hostile(r: Random, depth = 0): unknown {
  switch (r.int(depth > 2 ? 4 : 7)) {
    case 0:
      return r.pick(HOSTILE_NUMBERS);
    case 1:
    case 2:
      return r.pick(HOSTILE_STRINGS);
    case 3:
      return r.pick([null, true, false]);
    case 4:
      return Array.from({ length: r.int(4) }, () => hostile(r, depth + 1));
    case 5:
      return { [r.pick(['id', 'a', '__proto__', 'constructor', 'x'.repeat(300)])]: hostile(r, depth + 1) };
    default:
      return r.chance(0.5) ? Array.from({ length: 2000 }, (_, i) => i) : { nested: hostile(r, depth + 1) };
  }
}

/** A plausible body with a few fields replaced, dropped or added. */
export function mutate(value: unknown, r: Random, depth = 0): unknown {
  if (Array.isArray(value)) return r.chance(0.3) ? hostile(r) : value.map((v) => mutate(v, r, depth + 1));
  if (value && typeof value === 'object' && depth < 6) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const key of Object.keys(out)) {
      const roll = r.next();
      if (roll < 0.15) delete out[key];
      else if (roll < 0.35) out[key] = hostile(r);
      else if (roll < 0.42) out[key] = [out[key]];
      else out[key] = mutate(out[key], r, depth + 1);
    }
    if (r.chance(0.2)) out[r.pick(['extra', 'id', 'version', 'isDeleted'])] = hostile(r);
    return out;
  }
  return r.chance(0.2) ? hostile(r) : value;
}

/** Raw bodies that are not JSON at all, or JSON a parser may choke on. */
export function malformedJson(r: Random): string {
  return r.pick([
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '"\\u0000"',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    '{"a":1e99999}',
    '\u0000',
    '',
    '{"a":"\\ud800"}',
    `{"take":${'9'.repeat(400)}}`,
  ]);
}

/**
 * Spellings of 1 that are not canonical decimal (issue 22): `z.coerce` read them all as 1. An integer
 * path parameter answers each with a 400.
 */
export const NON_CANONICAL_INTEGERS = ['+1', '%201', '0x1', '1e0', '01'];

/** Multipart bodies (boundary `B`) whose one part has no name: a 400, never a reader's crash. */
export const NAMELESS_PARTS = [
  '--B\r\nContent-Disposition: form-data\r\n\r\n1\r\n--B--\r\n',
  '--B\r\nContent-Disposition: form-data; name=""\r\n\r\n1\r\n--B--\r\n',
  '--B\r\nContent-Disposition: form-data; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--B--\r\n',
];

/** A path or query value: hostile or plausible, percent-encoded (or deliberately not). */
export function pathValue(s: Schema, r: Random): string {
  if (typesOf(s).includes('integer') && r.chance(0.15)) return r.pick(NON_CANONICAL_INTEGERS);
  if (r.chance(0.15))
    return r.pick(['%00', '%', '%zz', '%ED%A0%80', '..%2F..', '%20', '-0', '1.0', '0x1F', '1e3']);
  const value = r.chance(0.6) ? hostile(r, 3) : plausible(s, r);
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  try {
    return encodeURIComponent(text).slice(0, 3000);
  } catch {
    return '%ED%A0%80';
  }
}

const FILE_FIELDS = [
  'profilePicture',
  'document',
  'fileChunk',
  'agreement',
  'histopathologyAttachment',
  'file',
];
const FILE_NAMES = [
  'a.pdf',
  'poza.png',
  'x.exe',
  '..\\..\\a.png',
  `${'n'.repeat(300)}.pdf`,
  'ș ă.jpg',
  '.pdf',
  'a',
];

export const stringify = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** A multipart form of `fields` (text), sometimes with a file under a likely name, sometimes a nameless part. */
export function formOf(fields: unknown, r: Random): FormData {
  const form = new FormData();
  const entries: [string, unknown][] =
    fields && typeof fields === 'object' ? Object.entries(fields) : [['field', fields]];
  for (const [name, value] of entries)
    for (const v of Array.isArray(value) && r.chance(0.5) ? value : [value]) form.append(name, stringify(v));
  // A part without a name (`name=""`), as a text field or as a file.
  if (r.chance(0.05)) form.append('', 'x');
  if (r.chance(0.05)) form.append('', new Blob(['%PDF-1.4']), 'a.pdf');
  if (r.chance(0.6)) {
    const bytes = r.pick([
      new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      new Uint8Array(r.int(3000)),
    ]);
    form.append(r.pick(FILE_FIELDS), new Blob([bytes]), r.pick(FILE_NAMES));
  }
  return form;
}

/** A content type the route does not take, with a body of some other kind. */
export function wrongContent(r: Random): [string, string] {
  return [
    r.pick([
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'a/b',
    ]),
    r.pick(['hello', '<a/>', 'a=1&b=2', '--x\r\n', '']),
  ];
}
