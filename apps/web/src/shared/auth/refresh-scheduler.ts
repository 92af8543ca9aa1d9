/** Spec 01 §4 and §9: the access token is refreshed 4000 ms before it expires. */
export const REFRESH_LEAD_MS = 4000;

export type Timers = {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type RefreshScheduler = {
  /** Arms (or re-arms) the timer for a token that expires at `expiresAtMs`. */
  arm: (expiresAtMs: number) => void;
  /** Refreshes now; concurrent callers share one call (single flight). Resolves true when it worked. */
  refreshNow: () => Promise<boolean>;
  /** True when the token is expired or inside the lead window, so a request should refresh first. */
  isDue: (expiresAtMs: number) => boolean;
  stop: () => void;
};

/**
 * `refresh` performs the call and stores the new pair, answering the new expiry (ms) or null when
 * the server refused (then `onFailure` signs out); a throw means the server was not reached. Timers are injected so the tests drive a fake clock.
 */
export function createRefreshScheduler(options: {
  refresh: () => Promise<number | null>;
  onFailure: () => void;
  timers?: Timers;
  leadMs?: number;
  retryMs?: number;
}): RefreshScheduler {
  const timers: Timers = options.timers ?? {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
  };
  const lead = options.leadMs ?? REFRESH_LEAD_MS;
  const retryMs = options.retryMs ?? 5000;
  let handle: unknown = null;
  let inFlight: Promise<boolean> | null = null;

  const stop = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };

  const arm = (expiresAtMs: number) => {
    stop();
    // Browsers fire a timeout immediately when the delay overflows 32 bits; cap it.
    const delay = Math.min(Math.max(expiresAtMs - lead - timers.now(), 0), 2 ** 31 - 1);
    handle = timers.setTimeout(() => {
      handle = null;
      void refreshNow();
    }, delay);
  };

  const refreshNow = (): Promise<boolean> => {
    if (inFlight) return inFlight;
    inFlight = (async () => {
      let expiresAt: number | null;
      try {
        expiresAt = await options.refresh();
      } catch {
        // The server was not reached: a network blip is no reason to sign out; try again shortly.
        stop();
        handle = timers.setTimeout(() => {
          handle = null;
          void refreshNow();
        }, retryMs);
        return false;
      }
      if (expiresAt === null) {
        stop();
        options.onFailure();
        return false;
      }
      arm(expiresAt);
      return true;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const isDue = (expiresAtMs: number) => timers.now() >= expiresAtMs - lead;

  return { arm, refreshNow, isDue, stop };
}
