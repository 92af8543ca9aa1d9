import { DEMO_PASSWORD } from './browser.mjs';

/** Calls the real API directly (to read the dev outbox, as a super administrator). */
export async function apiSignIn(base, email, password = DEMO_PASSWORD) {
  const response = await fetch(`${base}/api/identity/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', LanguageId: '1' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`API sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function readOutbox(base, to) {
  const { accessToken } = await apiSignIn(base, 'superadmin@demo.local');
  const response = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${accessToken}`, LanguageId: '1' },
  });
  if (!response.ok) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  return (await response.json()).items;
}

/** Waits for a message to `to` newer than `afterId` and returns it. */
export async function waitForMail(base, to, afterId = 0, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await readOutbox(base, to)).filter((m) => m.id > afterId);
    if (fresh.length) return fresh[0];
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no e-mail to ${to} arrived`);
}

export async function lastMailId(base, to) {
  return (await readOutbox(base, to))[0]?.id ?? 0;
}

export function sixDigitCode(text) {
  const match = text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no 6-digit code in: ${text}`);
  return match[1];
}

/** Sets a password through the two reset steps (used to put a demo account back as it was). */
export async function resetPasswordViaApi(base, email, password) {
  const post = (path, body) =>
    fetch(`${base}/api/identity/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', LanguageId: '1' },
      body: JSON.stringify(body),
    });
  const before = await lastMailId(base, email);
  await post('resetpasswordstep1', { email });
  const code = sixDigitCode((await waitForMail(base, email, before)).text);
  const response = await post('resetpasswordstep2', { email, code, password });
  if (!response.ok) throw new Error(`reset of ${email} failed: ${response.status}`);
}
