import { splitMessageCode } from '@registry/domain/shared/messages';

export type Translate = (key: string, params: string[]) => string;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The text of a 400 answer (spec 01 §8). It reads the `errors` field, or the body itself, as:
 * a key with parameters; an array of codes joined by '; '; a string code (underscores split it into
 * key and parameters); or an object whose values are joined by ';'. Null when nothing readable is
 * found, so the caller shows the generic "invalid request" text.
 */
export function describeBadRequest(body: unknown, translate: Translate): string | null {
  const source = isRecord(body) && 'errors' in body ? body.errors : body;
  return describe(source, translate, isRecord(body) && 'errors' in body);
}

function describe(value: unknown, translate: Translate, fromErrorsField: boolean): string | null {
  if (typeof value === 'string') return value.trim() ? fromCode(value, translate) : null;
  if (Array.isArray(value)) return join(value, '; ', translate);
  if (!isRecord(value)) return null;
  if (typeof value.key === 'string') {
    const params = Array.isArray(value.params) ? value.params.map(String) : [];
    return translate(value.key, params);
  }
  // A framework's own error envelope is not a field map; don't read "400;Bad Request" to the user.
  if (!fromErrorsField && ('statusCode' in value || 'error' in value)) return null;
  return join(Object.values(value), ';', translate);
}

function join(values: unknown[], separator: string, translate: Translate): string | null {
  const parts = values.flatMap((v) => {
    if (typeof v === 'string') return v.trim() ? [fromCode(v, translate)] : [];
    if (Array.isArray(v))
      return v.filter((x): x is string => typeof x === 'string').map((x) => fromCode(x, translate));
    return [];
  });
  return parts.length ? parts.join(separator) : null;
}

function fromCode(code: string, translate: Translate): string {
  const { key, params } = splitMessageCode(code);
  return translate(key, params);
}
