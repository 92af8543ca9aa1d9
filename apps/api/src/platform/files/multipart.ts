import { codeOfIssue } from '@registry/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from '../errors';
import type { FileRule, FileStore, StoredFile } from './file-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The file parts a multipart route takes, each at most once; every other part is a text field.
     * The edge refuses a part that breaks this before any reader sees it (platform/input-guard.ts).
     */
    multipartFiles?: readonly string[];
  }
}

/** Whether a route's schema declares a multipart body. */
export const declaresMultipart = (schema: unknown) =>
  (schema as { consumes?: readonly string[] } | undefined)?.consumes?.includes('multipart/form-data') ===
  true;

/**
 * A route that reads multipart must declare it (`consumes: ['multipart/form-data']`) and name its
 * file parts (`config.multipartFiles`): the route table marks multipart routes by it, the app refuses
 * to start with one declaration but not the other (platform/access.ts), and the input-hardening and
 * fuzz tests send every such route malformed bodies. Reading without the declaration is a
 * programming error, found by the route's first test.
 */
export function requireDeclaredMultipart(request: FastifyRequest, fileNames: readonly string[]) {
  const route = `${request.method} ${request.routeOptions.url}`;
  if (!declaresMultipart(request.routeOptions.schema))
    throw new Error(`${route} reads multipart but does not declare it`);
  const declared = request.routeOptions.config.multipartFiles ?? [];
  const undeclared = fileNames.filter((name) => !declared.includes(name));
  if (undeclared.length)
    throw new Error(`${route} reads files it does not declare: ${undeclared.join(', ')}`);
}

export type MultipartForm<T> = { fields: T; files: Partial<Record<string, StoredFile>> };

/**
 * Reads a multipart form: text fields are validated with the zod contract, files named in `fileRules`
 * are streamed into the file store as they arrive (checked there); an empty file input (no file
 * name) counts as absent. Repeated text names and `name[]` collect into arrays. The edge has already
 * refused nameless parts, repeated files and files or text under the wrong name (input-guard.ts).
 * If anything is refused, stored files are removed, so a refused request leaves nothing behind.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  store: FileStore,
  schema: S,
  fileRules: Record<string, FileRule>,
): Promise<MultipartForm<z.output<S>>> {
  const raw: Record<string, string | string[]> = {};
  const files: Record<string, StoredFile> = {};
  requireDeclaredMultipart(request, Object.keys(fileRules));
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
