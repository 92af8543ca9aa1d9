/**
 * Long work (an import) that awaits only the embedded database never lets other requests in: PGlite
 * answers synchronously, so the chain of awaits runs on as microtasks and the event loop never
 * reaches its I/O phase — every other user waits for the whole import (issue 26). These hand the
 * loop back: `yieldToOthers` once, `pacer` whenever a slice of work has run.
 */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Work between two yields: short enough for another user's request to slip in unnoticed. */
const SLICE_MS = 25;

/** A function to await in a long loop: it yields when `sliceMs` of work ran since the last yield. */
export function pacer(sliceMs = SLICE_MS) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await yieldToOthers();
    since = performance.now();
  };
}
