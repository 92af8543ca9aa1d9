import { describe, expect, it } from 'vitest';
import { answerLost, REPEAT_PAUSES_MS, saveKey, withRepeats } from './save-repeats';

const answer = (status: number) => new Response(status === 204 ? null : '{}', { status });
const noWait = async () => {};

describe('a save whose answer was lost is sent again with its key (issue 26)', () => {
  it('keys saves, each with its own key; not reads or uploads', () => {
    const a = saveKey('POST', { id: 0 });
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(saveKey('PUT', {})).not.toBe(a);
    expect(saveKey('DELETE', undefined)).not.toBeNull();
    expect(saveKey('GET', undefined)).toBeNull();
    expect(saveKey('POST', new FormData())).toBeNull();
  });

  it('repeats a keyed save after a 502, 503, 504 or no answer, then answers what came', async () => {
    const statuses = [502, 0, 200];
    const sent: number[] = [];
    const waited: number[] = [];
    const response = await withRepeats(
      'k',
      async () => {
        const status = statuses[sent.length];
        sent.push(status);
        if (status === 0) throw new TypeError('Failed to fetch');
        return answer(status);
      },
      () => false,
      async (ms) => {
        waited.push(ms);
      },
    );
    expect(response.status).toBe(200);
    expect(sent).toEqual([502, 0, 200]);
    expect(waited).toEqual(REPEAT_PAUSES_MS);
    expect([0, 502, 503, 504].every(answerLost)).toBe(true);
  });

  it('stops after its repeats, and never repeats a save that was answered, an unkeyed call or an abort', async () => {
    let calls = 0;
    const always = (status: number) => async () => {
      calls++;
      return answer(status);
    };
    expect((await withRepeats('k', always(503), () => false, noWait)).status).toBe(503);
    expect(calls).toBe(REPEAT_PAUSES_MS.length + 1);
    for (const status of [200, 400, 409, 500]) {
      calls = 0;
      await withRepeats('k', always(status), () => false, noWait);
      expect(calls).toBe(1);
    }
    calls = 0;
    await withRepeats(null, always(502), () => false, noWait);
    expect(calls).toBe(1);
    calls = 0;
    const aborted = withRepeats(
      'k',
      async () => {
        calls++;
        throw new DOMException('aborted', 'AbortError');
      },
      () => true,
      noWait,
    );
    await expect(aborted).rejects.toThrow('aborted');
    expect(calls).toBe(1);
  });
});
