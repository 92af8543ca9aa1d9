/** What the FHIR intake tests share: signing a client in, sending a bundle, counting what was stored. */
import { expect } from 'vitest';
import { clientKeys } from './fhir-fixtures';
import type { TestServer } from './harness';

export type Keys = Awaited<ReturnType<typeof clientKeys>>;
export type IntakePath = '/fhir/R4/Bundle' | '/fhir/R4/$process-message';
type Outcome = { issue: { details: { coding: { code: string }[] } }[] };
export type MappingRow = { path: string; received: string; became: string };

export function fhirHarness(s: TestServer) {
  const tokenUrl = `${s.app.context.config.publicUrl}/fhir/R4/auth/token`;
  const q = async <T = Record<string, unknown>>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
  /** Notifications and received reports stored: a refusal leaves both as they were. */
  const counts = async () =>
    (
      await q<{ n: number; i: number }>(
        'select (select count(*)::int from cancer_notifications) as n, (select count(*)::int from fhir_intakes) as i',
      )
    )[0];
  const tokenFor = (assertion: string, scope = 'system/Bundle.write') =>
    s.request('POST', '/fhir/R4/auth/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
        scope,
      }).toString(),
    });
  const signIn = async (k: Keys, id: string) =>
    (await tokenFor(await k.assertion(id, tokenUrl))).body.access_token as string;
  const send = (path: IntakePath, token: string | undefined, bundle: unknown, language = 'ro') =>
    s.request('POST', path, {
      headers: {
        'content-type': 'application/fhir+json',
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: typeof bundle === 'string' ? bundle : JSON.stringify(bundle),
    });
  const register = (token: string, unit: number, jwks: unknown, name = 'HIS Spital') =>
    s.request('POST', '/api/fhir-clients', { token, body: { reportingUnitId: unit, name, jwks } });
  /** A client of `unit` registered by `adminToken`, and a token of it. */
  const newClient = async (adminToken: string, unit = 1, name = 'HIS Spital') => {
    const keys = await clientKeys('ES384');
    const registered = await register(adminToken, unit, keys.jwks, name);
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const clientId = registered.body.clientId as string;
    return { keys, clientId, token: await signIn(keys, clientId) };
  };
  /** The mapping report of a received notification, as its unit's reporter reads it. */
  const mappingOf = async (id: number, token: string) => {
    const intake = await s.request('GET', `/api/cancer-notification/${id}/fhir-intake`, { token });
    expect(intake.status).toBe(200);
    return intake.body.mapping as MappingRow[];
  };
  return { tokenUrl, q, counts, tokenFor, signIn, send, register, newClient, mappingOf };
}

export const notificationOf = (outcome: Outcome) => Number(outcome.issue[0].details.coding[0].code);
export const expressionsOf = (outcome: { issue: { expression: string[] }[] }) =>
  outcome.issue.flatMap((i) => i.expression);
