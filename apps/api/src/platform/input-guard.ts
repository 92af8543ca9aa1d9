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

/** Uploaded file names are kept in varchar(255) columns: a longer one failed the insert with a 500. */
const FILE_NAME_MAX = 255;

/**
 * Every part has a name; the route's declared file parts come as files, each at most once;
 * everything else comes as text. Without this a nameless part crashed the readers, a second file
 * replaced the first (left behind in the store), and text or a file under the other kind's name was
 * silently dropped.
 */
function refuseMisshapenPart(part: Multipart, files: readonly string[], seen: Set<string>) {
  if (!part.fieldname) throw badRequest(msg.multipartPartName);
  const name = part.fieldname.replace(/\[\]$/, '');
  refuseNul(part.fieldname, name);
  if (part.type === 'field') {
    if (files.includes(name)) throw fieldErrors({ [name]: msg.fileExpected });
    refuseNul(part.value, name);
    return;
  }
  if (!files.includes(name)) throw fieldErrors({ [name]: msg.fileNotExpected });
  if (seen.has(name)) throw fieldErrors({ [name]: msg.fileRepeated });
  seen.add(name);
  refuseNul(part.filename, name);
  if (part.filename.length > FILE_NAME_MAX) throw fieldErrors({ [name]: msg.maxLength(FILE_NAME_MAX) });
}

/**
 * Each part is checked as it arrives, before any reader sees it: its shape against the route's
 * declared files (`config.multipartFiles`), its text and file name for U+0000. A refused file is
 * drained; the reader's own clean-up removes what it stored from earlier parts.
 */
function guardedParts(original: PartsFn, files: readonly string[]): PartsFn {
  return function (this: FastifyRequest, ...args: Parameters<PartsFn>) {
    const parts = original.apply(this, args);
    return (async function* () {
      const seen = new Set<string>();
      for await (const part of parts as AsyncIterable<Multipart>) {
        try {
          refuseMisshapenPart(part, files, seen);
        } catch (err) {
          if (part.type === 'file') part.file.resume();
          throw err;
        }
        yield part;
      }
    })();
  } as PartsFn;
}

/**
 * Refuses U+0000 at the edge, for every route: path parameters, query and JSON body strings
 * (scanned recursively, keys too) and multipart fields and file names. PostgreSQL cannot store the
 * character in text, so letting it through would be a 500 from deep inside a save. Multipart parts
 * are checked against the route's declared shape too (`guardedParts`).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseNul(request.params);
    refuseNul(request.query);
    refuseNul(request.body);
    if (request.isMultipart())
      request.parts = guardedParts(request.parts, request.routeOptions.config.multipartFiles ?? []);
  });
}
