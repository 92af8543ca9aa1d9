import { Writable } from 'node:stream';

/** What the zip's output is gathered into before it goes to the response. */
const CHUNK = 64 * 1024;

/**
 * The zip's output gathered into 64 kB pieces for the response (issue 41). exceljs's zip pushes
 * what the compressor gives back at once, often a few hundred bytes: a 100,000-case workbook went
 * out as ~16,000 chunks of ~1 kB, each a chunked-encoding frame and a `writev` into the socket
 * (measured with strace), which cost the server more CPU than the bytes. A piece is written with
 * the response's own callback, so the response's backpressure still holds the zip back; `pending`
 * tells the pipeline's backlog what is held here.
 */
export function gatheredOutput(out: Writable) {
  let pieces: Buffer[] = [];
  let held = 0;
  const take = () => {
    const piece = pieces.length === 1 ? pieces[0] : Buffer.concat(pieces, held);
    pieces = [];
    held = 0;
    return piece;
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pieces.push(chunk);
      held += chunk.length;
      if (held < CHUNK) callback();
      else out.write(take(), callback);
    },
    final(callback) {
      if (held > 0) out.write(take());
      // As the zip's pipe did: the response ends with the zip.
      out.end(callback);
    },
    destroy(error, callback) {
      if (error && !out.destroyed) out.destroy(error);
      callback(error);
    },
  });
  return { stream, pending: () => held };
}
