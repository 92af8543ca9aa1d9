import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { contentBundle, fhirCnp, TUMOURS } from './fhir-fixtures';
import { fhirHarness } from './fhir-harness';
import { startTestServer, type TestServer } from './harness';

// Issue 43 item 3: the identifier systems a Patient's CNP is accepted under are a setting, not code.
const OWN_SYSTEM = 'urn:oid:1.2.642.99.7';
let s: TestServer;
let h: ReturnType<typeof fhirHarness>;
let client = '';

beforeAll(async () => {
  s = await startTestServer({ FHIR_CNP_SYSTEMS: ` ${OWN_SYSTEM} , https://his.example.ro/cnp ` });
  h = fhirHarness(s);
  client = (await h.newClient(await s.signIn('unitadmin@demo.local'))).token;
}, 120_000);
afterAll(() => s.close());

describe('FHIR_CNP_SYSTEMS', () => {
  it('takes a CNP under a configured system, and refuses the default ones it no longer lists', async () => {
    const token = client;
    const taken = await h.send(
      '/fhir/R4/Bundle',
      token,
      contentBundle('cs-1', { cnp: fhirCnp('371'), identifierSystem: OWN_SYSTEM }, TUMOURS.all),
    );
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);

    const before = await h.counts();
    const refused = await h.send(
      '/fhir/R4/Bundle',
      token,
      contentBundle('cs-2', { cnp: fhirCnp('372'), identifierSystem: 'urn:oid:1.2.642.1.1' }, TUMOURS.all),
      'en',
    );
    expect(refused.status).toBe(400);
    const said = refused.body.issue.map((i: { diagnostics: string }) => i.diagnostics).join(' ');
    // The refusal names what is accepted here: the configured systems, not the built-in list.
    expect(said).toContain(OWN_SYSTEM);
    expect(said).toContain('https://his.example.ro/cnp');
    expect(said).not.toContain('http://cnp.ro');
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a value that is not a list of system URIs at start-up', () => {
    expect(() => loadConfig({ FHIR_CNP_SYSTEMS: 'cnp, ' } as NodeJS.ProcessEnv)).toThrow(
      /FHIR_CNP_SYSTEMS: must be one or more identifier system URIs/,
    );
    expect(loadConfig({} as NodeJS.ProcessEnv).fhirCnpSystems).toContain('urn:oid:1.2.642.1.1');
  });
});
