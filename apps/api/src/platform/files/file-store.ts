import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, badRequest } from '../errors';
import { removeOrDefer } from './backup-hold';
import { contentTypes, extensionOf, matchesSignature, SIGNATURE_BYTES } from './file-types';

export type FileRule = { extensions: readonly string[]; maxBytes: number };
export type StoredFile = {
  storageName: string;
  fileName: string;
  size: number;
  sha256: string;
  contentType: string;
};

/** Spec 01 §5 / §9 limits. */
export const fileRules = {
  profilePicture: { extensions: ['jpg', 'jpeg', 'png'], maxBytes: 4_000_000 },
  usefulDocument: { extensions: ['pdf'], maxBytes: 4_000_000 },
  agreement: { extensions: ['pdf', 'docx', 'doc', 'jpg', 'jpeg', 'png'], maxBytes: 20_971_520 },
} as const satisfies Record<string, FileRule>;

const tooLarge = () => new AppError(413, 'validation.fileTooLarge');

/**
 * Local-directory file store (ARCHITECTURE §6). A file is streamed to a temporary name, its size,
 * extension and magic bytes are checked, it is hashed, then renamed into place: a crash at any moment
 * leaves either no file or a whole one. Storage names are ours (random), never the client's.
 */
export function createFileStore(root: string) {
  const tmpDir = path.join(root, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const pathOf = (storageName: string) => {
    if (!/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/.test(storageName)) return null;
    return path.join(root, storageName.slice(0, 2), storageName);
  };

  return {
    root,
    async save(source: Readable, fileName: string, rule: FileRule): Promise<StoredFile> {
      const extension = extensionOf(fileName);
      if (!rule.extensions.includes(extension)) {
        source.resume();
        throw badRequest('validation.extensions', [rule.extensions.map((e) => `.${e}`).join(', ')]);
      }
      const storageName = `${randomUUID()}.${extension}`;
      const tmp = path.join(tmpDir, `${storageName}.part`);
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      try {
        await pipeline(
          source,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              size += chunk.length;
              if (size > rule.maxBytes) throw tooLarge();
              if (head.length < SIGNATURE_BYTES)
                head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES)]);
              hash.update(chunk);
              yield chunk;
            }
          },
          fs.createWriteStream(tmp, { flags: 'wx' }),
        );
        // @fastify/multipart truncates instead of failing when its own limit is hit.
        if ('truncated' in source && source.truncated) throw tooLarge();
        if (size === 0 || !matchesSignature(extension, head)) {
          throw badRequest('validation.extensions', [rule.extensions.map((e) => `.${e}`).join(', ')]);
        }
        const final = pathOf(storageName)!;
        await fs.promises.mkdir(path.dirname(final), { recursive: true });
        const handle = await fs.promises.open(tmp, 'r');
        await handle.sync();
        await handle.close();
        await fs.promises.rename(tmp, final);
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
      return {
        storageName,
        fileName,
        size,
        sha256: hash.digest('hex'),
        contentType: contentTypes[extension],
      };
    },

    /** A read stream of a stored file, or null when there is none by that name. */
    open(storageName: string): { stream: fs.ReadStream; contentType: string; size: number } | null {
      const file = pathOf(storageName);
      const stat = file ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
      if (!file || !stat?.isFile()) return null;
      return {
        stream: fs.createReadStream(file),
        contentType: contentTypes[extensionOf(storageName)] ?? 'application/octet-stream',
        size: stat.size,
      };
    },

    /** A fresh storage name of ours for a file with this extension. */
    newStorageName: (extension: string) => `${randomUUID()}.${extension}`,
    /** Where a stored file lives, or null for a name that is not one of ours. */
    pathOf,
    /** Where a file being assembled (a chunked upload) waits until it is complete and checked. */
    partialPathOf(storageName: string) {
      return pathOf(storageName) ? path.join(tmpDir, `${storageName}.part`) : null;
    },
    tmpDir,

    /**
     * Moves a complete, checked partial file into place: synced first, so the rename never
     * publishes a file whose bytes are not on disk yet, then the directory entry is synced too.
     */
    async moveIntoPlace(partial: string, storageName: string) {
      const final = pathOf(storageName);
      if (!final) throw new Error(`not a storage name: ${storageName}`);
      const handle = await fs.promises.open(partial, 'r');
      await handle.sync();
      await handle.close();
      await fs.promises.mkdir(path.dirname(final), { recursive: true });
      await fs.promises.rename(partial, final);
      const dir = await fs.promises.open(path.dirname(final), 'r');
      await dir.sync().finally(() => dir.close());
    },

    async remove(storageName: string | null | undefined) {
      const file = storageName ? pathOf(storageName) : null;
      if (file) await removeOrDefer(root, file);
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
