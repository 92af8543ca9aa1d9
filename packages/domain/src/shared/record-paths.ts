/**
 * Reading, writing and comparing a form's fields by their `section.field` path (or a top-level
 * field's name). Every form that keeps a local draft (the notification, the medical case, the
 * interventions, recommendations, the patient) compares and restores its values through these.
 */
type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each path's parts, split once: an import reads every reference path of every row (splitting them cost ~0.2 s per 10,000 rows). */
const partsOf = new Map<string, readonly string[]>();
const PARTS_KEPT = 2000;

export function getPath<T extends object>(record: T, path: string): unknown {
  let parts = partsOf.get(path);
  if (!parts) {
    parts = path.split('.');
    if (partsOf.size < PARTS_KEPT) partsOf.set(path, parts);
  }
  let current: unknown = record;
  for (const part of parts) current = isBag(current) ? current[part] : undefined;
  return current;
}

/** Sets one field (top level or inside a section) without touching the others; unknown paths are ignored. */
export function setPath<T extends object>(record: T, path: string, value: unknown): T {
  const [head, field] = path.split('.');
  const source = record as Bag;
  if (!(head in source)) return record;
  if (field === undefined) return { ...record, [head]: value };
  const section = source[head];
  if (!isBag(section) || !(field in section)) return record;
  return { ...record, [head]: { ...section, [field]: value } };
}

const isPlainPrimitive = (v: unknown) =>
  v === null || v === undefined || typeof v === 'string' || typeof v === 'boolean' || Number.isFinite(v);

/**
 * Equal as JSON. Most fields are primitives: two different ones differ in JSON too, without writing
 * either (JSON cannot tell NaN and ±Infinity from null, so those are written).
 */
const same = (a: unknown, b: unknown) =>
  a === b || (!(isPlainPrimitive(a) && isPlainPrimitive(b)) && JSON.stringify(a) === JSON.stringify(b));

/**
 * The `section.field` paths (and top-level fields) whose values differ between two records; `only`
 * names the top-level keys worth comparing (default: all of `a`'s).
 */
export function diffPaths<T extends object>(a: T, b: T, only?: (key: string) => boolean): string[] {
  const paths: string[] = [];
  const left = a as Bag;
  const right = b as Bag;
  for (const key of Object.keys(left)) {
    if (only && !only(key)) continue;
    const x = left[key];
    const y = right[key];
    if (isBag(x) && isBag(y)) {
      for (const field of Object.keys(x)) if (!same(x[field], y[field])) paths.push(`${key}.${field}`);
      for (const field of Object.keys(y))
        if (!(field in x) && !same(undefined, y[field])) paths.push(`${key}.${field}`);
    } else if (!same(x, y)) paths.push(key);
  }
  return paths;
}
