import type { Multipart } from '@fastify/multipart';
import { msg } from '@registry/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldErrors } from './errors';

/** Message code for text holding U+0000, which PostgreSQL's text types cannot store. */
export const NUL_CODE = msg.nulCharacter;

/** The path of the first string in `value` holding U+0000 (keys included), or null when there is none. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\0')) return at;
      const found = findNul(inner, at);
      if (found) return found;
    }
  }
  return null;
}

export function refuseNul(value: unknown, path = '') {
  const field = findNul(value, path);
  if (field) throw fieldErrors({ [field.replace(/\0/g, '')]: NUL_CODE });
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
          if (findNul(part.filename) || findNul(part.fieldname)) {
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
