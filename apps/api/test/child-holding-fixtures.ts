import type { TestServer } from './harness';

/**
 * A reviewer confirms every pending holding request (issue 38): for tests whose second unit must hold
 * the child it reported after another unit — a report alone no longer grants that.
 */
export async function confirmPendingHoldings(s: TestServer) {
  const reviewer = await s.signIn('reviewer@demo.local');
  const pending = await s.request('GET', '/api/child-holding', { token: reviewer });
  for (const r of pending.body.items as { id: number }[]) {
    const done = await s.request('POST', `/api/child-holding/${r.id}`, {
      token: reviewer,
      body: { confirm: true },
    });
    if (done.status !== 200) throw new Error(`confirm ${r.id}: ${done.status} ${JSON.stringify(done.body)}`);
  }
  return pending.body.items.length as number;
}
