import { codeOfIssue } from '@registry/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from '../errors';
import type { FileRule, FileStore, StoredFile } from './file-store';

/**
 * A route that reads multipart must declare it (`consumes: ['multipart/form-data']`): the route table
 * marks multipart routes by it, and the input-hardening and fuzz tests send every such route malformed
 * bodies. Reading without the declaration is a programming error, found by the route's first test.
 */
export function requireDeclaredMultipart(request: FastifyRequest) {
  const consumes = (request.routeOptions.schema as { consumes?: readonly string[] } | undefined)?.consumes;
  if (!consumes?.includes('multipart/form-data'))
    throw new Error(`${request.method} ${request.routeOptions.url} reads multipart but does not declare it`);
}

export type MultipartForm<T> = { fields: T; files: Partial<Record<string, StoredFile>> };

/**
 * Reads a multipart form: text fields are validated with the zod contract, files named in `fileRules`
 * are streamed into the file store as they arrive (checked there), other files are drained unread.
 * Repeated names and `name[]` collect into arrays. If anything is refused, stored files are removed,
 * so a refused request leaves nothing behind.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  store: FileStore,
  schema: S,
  fileRules: Record<string, FileRule>,
): Promise<MultipartForm<z.output<S>>> {
  const raw: Record<string, string | string[]> = {};
  const files: Record<string, StoredFile> = {};
  requireDeclaredMultipart(request);
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'file') {
        const rule = fileRules[name];
        if (!rule || !part.filename) {
          part.file.resume();
          continue;
        }
        files[name] = await store.save(part.file, part.filename, rule);
      } else {
        const value = String(part.value ?? '');
        const existing = raw[name];
        raw[name] =
          existing === undefined
            ? part.fieldname.endsWith('[]')
              ? [value]
              : value
            : [existing, value].flat();
      }
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= codeOfIssue(issue);
      throw fieldErrors(errors);
    }
    return { fields: parsed.data, files };
  } catch (err) {
    await Promise.all(Object.values(files).map((f) => store.remove(f.storageName)));
    throw err;
  }
}
