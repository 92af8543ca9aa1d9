/** Reading, writing and comparing notification fields by their `section.field` path. */
import type { Notification } from './model';

type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function getPath(n: Notification, path: string): unknown {
  let current: unknown = n;
  for (const part of path.split('.')) current = isBag(current) ? current[part] : undefined;
  return current;
}

/** Sets one field (top level or inside a section) without touching the others; unknown paths are ignored. */
export function setPath(n: Notification, path: string, value: unknown): Notification {
  const [head, field] = path.split('.');
  const source: Bag = n;
  if (!(head in source)) return n;
  if (field === undefined) return { ...n, [head]: value };
  const section = source[head];
  if (!isBag(section) || !(field in section)) return n;
  return { ...n, [head]: { ...section, [field]: value } };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The `section.field` paths (and top-level fields) whose values differ between two notifications. */
export function diffPaths(a: Notification, b: Notification): string[] {
  const paths: string[] = [];
  const left: Bag = a;
  const right: Bag = b;
  for (const key of Object.keys(left)) {
    const x = left[key];
    const y = right[key];
    if (isBag(x) && isBag(y)) {
      for (const field of new Set([...Object.keys(x), ...Object.keys(y)])) {
        if (!same(x[field], y[field])) paths.push(`${key}.${field}`);
      }
    } else if (!same(x, y)) paths.push(key);
  }
  return paths;
}
