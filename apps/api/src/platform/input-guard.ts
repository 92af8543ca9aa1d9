import type { Multipart } from '@fastify/multipart';
import { msg } from '@registry/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, fieldErrors } from './errors';

/** Message code for text holding U+0000, which PostgreSQL's text types cannot store. */
export const NUL_CODE = msg.nulCharacter;

/** Deeper than any contract goes; a body nested further is refused before anything walks it. */
const MAX_DEPTH = 32;
const TOO_DEEP = Symbol('too deep');

/** The path of the first string in `value` holding U+0000 (keys included), or null when there is none. */
function findNul(value: unknown, path = '', depth = 0): string | typeof TOO_DEEP | null {
  if (typeof value === 'string') return value.includes('\0') ? path || 'body' : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return TOO_DEEP;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return at;
    const found = findNul(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

export function refuseNul(value: unknown, path = '') {
  const found = findNul(value, path);
  if (found === TOO_DEEP) throw badRequest('errors.badRequest');
  if (found) throw fieldErrors({ [found.replace(/\0/g, '')]: NUL_CODE });
}

type PartsFn = FastifyRequest['parts'];

/** Multipart text fields and file names are checked as each part arrives, before any service sees it. */
function guardedParts(original: PartsFn): PartsFn {
  return function (this: FastifyRequest, ...args: Parameters<PartsFn>) {
    const parts = original.apply(this, args);
    return (async function* () {
      for await (const part of parts as AsyncIterable<Multipart>) {
        const name = part.fieldname.replace(/\[\]$/, '');
        if (part.type === 'file') {
          if (part.filename?.includes('\0') || part.fieldname.includes('\0')) {
            part.file.resume();
            refuseNul(part.filename, name);
            refuseNul(part.fieldname, name);
          }
        } else refuseNul(part.value, name);
        yield part;
      }
    })();
  } as PartsFn;
}

/**
 * Refuses U+0000 at the edge, for every route: path parameters, query and JSON body strings
 * (scanned recursively, keys too) and multipart fields and file names. PostgreSQL cannot store the
 * character in text, so letting it through would be a 500 from deep inside a save.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseNul(request.params);
    refuseNul(request.query);
    refuseNul(request.body);
    if (request.isMultipart()) request.parts = guardedParts(request.parts);
  });
}
