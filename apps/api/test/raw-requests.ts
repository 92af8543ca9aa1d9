import type { TestServer } from './harness';

// Shared by the input-hardening tests: requests sent as bytes (no client-side encoding to correct
// them), and the row counts that show a refused request wrote nothing.

/** The tables a malformed request could write to. */
const TABLES = [
  'users',
  'employees',
  'reporting_units',
  'useful_documents',
  'cancer_notifications',
  'notification_attachments',
  'attachment_uploads',
  'audit_log',
];

export async function rowCounts(s: TestServer) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const res = (await s.sql(`select count(*)::int as n from ${table}`)) as { rows: { n: number }[] };
    counts[table] = Number(res.rows[0].n);
  }
  return counts;
}

/** One request with exactly this content type and body; the answer's JSON body (empty when it is not JSON). */
export async function rawRequest(
  s: TestServer,
  token: string,
  path: string,
  contentType: string | null,
  body: string | Uint8Array,
  language = 1,
  method = 'POST',
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, LanguageId: String(language) };
  if (contentType) headers['content-type'] = contentType;
  const res = await fetch(s.url + path, { method, headers, body });
  const text = await res.text();
  let parsed: { message?: string; errors?: unknown } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the callers' assertions say so
  }
  return { status: res.status, body: parsed };
}
