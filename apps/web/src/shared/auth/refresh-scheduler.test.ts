import { describe, expect, it, vi } from 'vitest';
import { createRefreshScheduler, REFRESH_LEAD_MS, type Timers } from './refresh-scheduler';

/** A manual clock: timers fire only when the test advances time. */
function fakeClock(start = 1_000_000) {
  let now = start;
  let next = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = next++;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => pending.delete(id as number),
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const [id, t] of [...pending]) {
      if (t.at <= now) {
        pending.delete(id);
        t.fn();
      }
    }
    await Promise.resolve();
    await Promise.resolve();
  };
  return { timers, advance, pendingCount: () => pending.size, now: () => now };
}

describe('refresh scheduler (spec 01 §4: refresh 4000 ms before expiry)', () => {
  it('fires exactly 4000 ms before the expiry, not earlier', async () => {
    const clock = fakeClock();
    const refresh = vi.fn(async () => clock.now() + 60_000);
    const s = createRefreshScheduler({ refresh, onFailure: vi.fn(), timers: clock.timers });
    s.arm(clock.now() + 10_000);
    await clock.advance(10_000 - REFRESH_LEAD_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('re-arms with the new expiry after a successful refresh', async () => {
    const clock = fakeClock();
    const refresh = vi.fn(async () => clock.now() + 10_000);
    const s = createRefreshScheduler({ refresh, onFailure: vi.fn(), timers: clock.timers });
    s.arm(clock.now() + 10_000);
    await clock.advance(6_000);
    await clock.advance(6_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes at once when the token is already inside the lead window', async () => {
    const clock = fakeClock();
    const refresh = vi.fn(async () => clock.now() + 60_000);
    const s = createRefreshScheduler({ refresh, onFailure: vi.fn(), timers: clock.timers });
    s.arm(clock.now() + 1_000);
    await clock.advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('signs out when the server refuses the refresh token', async () => {
    const clock = fakeClock();
    const onFailure = vi.fn();
    const s = createRefreshScheduler({ refresh: async () => null, onFailure, timers: clock.timers });
    expect(await s.refreshNow()).toBe(false);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(clock.pendingCount()).toBe(0);
  });

  it('shares one call between concurrent callers (single flight)', async () => {
    const clock = fakeClock();
    let resolve: (v: number) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const s = createRefreshScheduler({ refresh, onFailure: vi.fn(), timers: clock.timers });
    const calls = [s.refreshNow(), s.refreshNow(), s.refreshNow()];
    resolve(clock.now() + 60_000);
    expect(await Promise.all(calls)).toEqual([true, true, true]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not sign out when the server is unreachable; it retries', async () => {
    const clock = fakeClock();
    const onFailure = vi.fn();
    const refresh = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(clock.now() + 60_000);
    const s = createRefreshScheduler({ refresh, onFailure, timers: clock.timers, retryMs: 5_000 });
    expect(await s.refreshNow()).toBe(false);
    expect(onFailure).not.toHaveBeenCalled();
    await clock.advance(5_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('isDue is true from 4000 ms before expiry', () => {
    const clock = fakeClock();
    const s = createRefreshScheduler({ refresh: async () => null, onFailure: vi.fn(), timers: clock.timers });
    expect(s.isDue(clock.now() + REFRESH_LEAD_MS + 1)).toBe(false);
    expect(s.isDue(clock.now() + REFRESH_LEAD_MS)).toBe(true);
  });
});
