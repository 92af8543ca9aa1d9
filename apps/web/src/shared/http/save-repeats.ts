/**
 * A save whose answer was lost — its server died behind the proxy, which answered 502/503/504, or the
 * network dropped — is sent again with the same `Idempotency-Key` (issue 26; the server's
 * platform/idempotency.ts): the registry writes it once and answers the repeat with the record read again.
 * Every save the user makes draws its own key. Reads are not keyed (the proxy repeats them itself);
 * nor are uploads, whose chunks resume on their own.
 */

/** The pauses before each repeat: a dead server leaves the proxy's rotation within ~2 s. */
export const REPEAT_PAUSES_MS = [500, 1500];

const SAVES = new Set(['POST', 'PUT', 'DELETE']);

/** Whether the answer may have been lost on the way: none at all (0), or the proxy's own. */
export const answerLost = (status: number) =>
  status === 0 || status === 502 || status === 503 || status === 504;

/** A new key for a save; null for a read, an upload, or a browser that draws no UUIDs (no repeats then). */
export function saveKey(method: string, body: unknown): string | null {
  if (!SAVES.has(method) || body instanceof FormData) return null;
  return typeof crypto?.randomUUID === 'function' ? crypto.randomUUID() : null;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `send` and, for a keyed save whose answer was lost, again after each pause. A failure to reach
 * the server (a thrown fetch) is repeated the same way unless `stopped()` (the caller gave up).
 * Answers the last response, or throws the last failure.
 */
export async function withRepeats(
  key: string | null,
  send: () => Promise<Response>,
  stopped: () => boolean,
  wait: (ms: number) => Promise<void> = pause,
): Promise<Response> {
  for (let i = 0; ; i++) {
    const more = key !== null && i < REPEAT_PAUSES_MS.length;
    let response: Response;
    try {
      response = await send();
    } catch (cause) {
      if (!more || stopped()) throw cause;
      await wait(REPEAT_PAUSES_MS[i]);
      continue;
    }
    if (!more || !answerLost(response.status)) return response;
    await wait(REPEAT_PAUSES_MS[i]);
  }
}
