import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { attachmentExtensions, attachmentMsg } from '@registry/domain';
import { AppError, badRequest } from '../../platform/errors';
import { matchesSignature, SIGNATURE_BYTES } from '../../platform/files/file-types';

export const tooLarge = () => new AppError(413, 'validation.fileTooLarge');
export const uploadBroken = () => badRequest(attachmentMsg.uploadBroken);
export const wrongKind = () =>
  badRequest('validation.extensions', [attachmentExtensions.map((e) => `.${e}`).join(', ')]);
const isMissing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';

/** Creates the empty partial file of a new upload; `wx` so two uploads can never share one. */
export async function createPartial(partial: string) {
  await (await fs.promises.open(partial, 'wx')).close();
}

/**
 * Writes one chunk at its own offset with positional writes, so a retried chunk rewrites the same
 * bytes and chunks may come in any order; synced before the caller records it as received, so a
 * chunk the database counts is on disk even after a power cut. Never holds more than one network
 * buffer of the chunk in memory.
 */
export async function writeChunk(
  partial: string,
  offset: number,
  maxBytes: number,
  source: Readable,
): Promise<{ bytes: number; head: Buffer }> {
  const handle = await fs.promises.open(partial, 'r+').catch((err) => {
    source.resume();
    throw isMissing(err) ? uploadBroken() : err;
  });
  let bytes = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const piece of source as AsyncIterable<Buffer>) {
      if (bytes + piece.length > maxBytes) throw tooLarge();
      if (head.length < SIGNATURE_BYTES) head = Buffer.concat([head, piece.subarray(0, SIGNATURE_BYTES)]);
      let done = 0;
      while (done < piece.length) {
        const { bytesWritten } = await handle.write(piece, done, piece.length - done, offset + bytes + done);
        done += bytesWritten;
      }
      bytes += piece.length;
    }
    // @fastify/multipart cuts a part at its size limit instead of failing.
    if ('truncated' in source && source.truncated) throw tooLarge();
    await handle.datasync();
  } finally {
    await handle.close();
  }
  return { bytes, head: head.subarray(0, SIGNATURE_BYTES) };
}

/**
 * The last gate before a file is published: exactly the size its chunks add up to (bytes past the
 * end, left by a refused longer attempt at the last chunk, are cut off), the first bytes matching
 * the extension, then the sha256, read as a stream.
 */
export async function checkAndHash(partial: string, extension: string, expectedSize: number) {
  const handle = await fs.promises.open(partial, 'r+');
  try {
    const { size } = await handle.stat();
    if (size < expectedSize) throw uploadBroken();
    if (size > expectedSize) await handle.truncate(expectedSize);
    const head = Buffer.alloc(SIGNATURE_BYTES);
    await handle.read(head, 0, SIGNATURE_BYTES, 0);
    if (!matchesSignature(extension, head)) throw wrongKind();
    const hash = createHash('sha256');
    const stream = handle.createReadStream({ start: 0, autoClose: false, highWaterMark: 1 << 20 });
    for await (const piece of stream) hash.update(piece as Buffer);
    return hash.digest('hex');
  } finally {
    await handle.close();
  }
}

export const exists = (file: string | null) =>
  file
    ? fs.promises.stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    : Promise.resolve(false);

export const removeFile = (file: string | null) =>
  file ? fs.promises.rm(file, { force: true }) : Promise.resolve();
