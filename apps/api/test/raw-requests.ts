import fs from 'node:fs';
import path from 'node:path';
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
  'patients',
  'medical_case_recommendations',
  'clinical_intervention_documents',
  'population',
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

/** Every file in the server's file store, temporary and partial ones included. */
export function storedFiles(s: TestServer): string[] {
  const root = path.join(s.app.context.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
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
