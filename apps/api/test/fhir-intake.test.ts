import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKeys, contentBundle, fhirCnp, messageBundle, TUMOURS } from './fhir-fixtures';
import { fhirHarness, type IntakePath, type Keys, notificationOf } from './fhir-harness';
import { startTestServer, type TestServer } from './harness';
import { dictionaryIds, draftBody } from './notification-fixtures';

// Issue 43: a hospital's system registers a client, signs in by SMART Backend Services and reports
// a cancer as a FHIR bundle; it becomes a draft notification of its unit, or an OperationOutcome.
let s: TestServer;
const t: Record<string, string> = {};
let tokenUrl = '';
let keys: Keys;
let clientId = '';
let h: ReturnType<typeof fhirHarness>;
const q = <T = Record<string, unknown>>(text: string) => h.q<T>(text);
const counts = () => h.counts();
const tokenFor = (assertion: string, scope?: string) => h.tokenFor(assertion, scope);
const signIn = (k: Keys, id: string) => h.signIn(k, id);
const send = (path: IntakePath, token: string | undefined, bundle: unknown, language?: string) =>
  h.send(path, token, bundle, language);
const register = (token: string, unit: number, jwks: unknown, name?: string) =>
  h.register(token, unit, jwks, name);

beforeAll(async () => {
  s = await startTestServer();
  h = fhirHarness(s);
  for (const who of ['reporter', 'reporter2', 'unitadmin', 'reviewer', 'superadmin'])
    t[who] = await s.signIn(`${who}@demo.local`);
  tokenUrl = h.tokenUrl;
  keys = await clientKeys('ES384');
  const registered = await register(t.unitadmin, 1, keys.jwks);
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  clientId = registered.body.clientId;
}, 120_000);
afterAll(() => s.close());

describe('a unit’s system clients', { timeout: 60_000 }, () => {
  it('only the unit’s administrators see and register them, audited', async () => {
    const listed = await s.request('GET', '/api/fhir-clients', { token: t.unitadmin });
    expect(listed.body.items.map((c: { clientId: string }) => c.clientId)).toContain(clientId);
    expect((await s.request('GET', '/api/fhir-clients', { token: t.reporter })).body.items).toEqual([]);
    expect((await s.request('GET', '/api/fhir-clients', { token: t.reporter2 })).body.items).toEqual([]);
    expect((await register(t.reporter, 1, keys.jwks)).status).toBe(404);
    expect((await register(t.reporter2, 1, keys.jwks)).status).toBe(404);
    expect(
      (await s.request('POST', `/api/fhir-clients/${clientId}/revoke`, { token: t.reporter2 })).status,
    ).toBe(404);
    const audited = await q(
      `select 1 from audit_log where action = 'fhir.client-registered' and entity_id = '${clientId}'`,
    );
    expect(audited).toHaveLength(1);
  });

  it('a private key in the key set is refused', async () => {
    const leaked = { keys: [{ ...keys.jwks.keys[0], d: 'secret' }] };
    expect((await register(t.unitadmin, 1, leaked)).status).toBe(400);
  });
});

describe('SMART Backend Services sign-in', { timeout: 60_000 }, () => {
  it('answers a five-minute token for a good assertion, once per jti', async () => {
    const assertion = await keys.assertion(clientId, tokenUrl, { jti: 'once' });
    const first = await tokenFor(assertion);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'bearer', expires_in: 300, scope: 'system/Bundle.write' });
    const replay = await tokenFor(assertion);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('invalid_client');
  });

  it.each([
    ['another audience', (k: Keys) => k.assertion(clientId, 'http://elsewhere/token'), 401, 'invalid_client'],
    [
      'too long a life',
      (k: Keys) => k.assertion(clientId, tokenUrl, { exp: Math.floor(Date.now() / 1000) + 3600 }),
      401,
      'invalid_client',
    ],
    [
      'another key',
      async () => (await clientKeys('ES384')).assertion(clientId, tokenUrl),
      401,
      'invalid_client',
    ],
    [
      'an unknown client',
      (k: Keys) => k.assertion('00000000-0000-4000-8000-000000000000', tokenUrl),
      401,
      'invalid_client',
    ],
  ])('refuses %s', async (_, make, status, error) => {
    const answer = await tokenFor(await make(keys));
    expect(answer.status).toBe(status);
    expect(answer.body.error).toBe(error);
  });

  it('refuses another scope', async () => {
    const answer = await tokenFor(await keys.assertion(clientId, tokenUrl), 'system/*.read');
    expect([answer.status, answer.body.error]).toEqual([400, 'invalid_scope']);
  });
});

describe('reports become draft notifications of the client’s unit', { timeout: 60_000 }, () => {
  it('a neuroblastoma content bundle: every mapped field lands where it should', async () => {
    const token = await signIn(keys, clientId);
    const cnp = fhirCnp('101');
    const answer = await send(
      '/fhir/R4/Bundle',
      token,
      contentBundle('nb-1', { cnp, given: 'Matei', family: 'Ionescu' }, TUMOURS.neuroblastoma),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.resourceType).toBe('OperationOutcome');
    const id = notificationOf(answer.body);
    const read = await s.request('GET', `/api/cancer-notification/${id}`, { token: t.reporter });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe(1);
    expect(read.body.patientDetails).toMatchObject({
      identifier: cnp,
      firstName: 'Matei',
      lastName: 'Ionescu',
      genderId: 1,
      birthdate: '2016-01-01',
      countyId: 127,
      cityId: 54975,
    });
    expect(read.body.notificationOverview.reportingUnitId).toBe(1);
    expect(read.body.cancerDiagnostic).toMatchObject({
      diagnosticDate: '2024-03-10',
      topologicCodeId: dictionaryIds.topographyAdrenal,
    });
    // The location the form offers C74.9 under is set too: choosing it by hand would clear the code.
    const [link] = await q<{ location: number }>(
      `select left_id as location from dictionary_links
        where link_id = 2 and is_active and right_id = ${dictionaryIds.topographyAdrenal}`,
    );
    expect(read.body.cancerDiagnostic.tumorLocationId).toBe(link.location);
    expect(read.body.cancerMorphology).toMatchObject({
      morphologyCodeId: dictionaryIds.neuroblastoma,
      behaviorId: dictionaryIds.behaviourMalignant,
    });
    expect(read.body.cancerTnmStadialization.stageTypeId).toBe(1);
    expect(read.body.cancerTnmStadialization.stadializationStageId).not.toBeNull();

    const intake = await s.request('GET', `/api/cancer-notification/${id}/fhir-intake`, {
      token: t.reporter,
    });
    expect(intake.status).toBe(200);
    expect(intake.body).toMatchObject({
      clientId,
      bundleIdentifier: 'urn:ietf:rfc:3986|urn:uuid:nb-1',
      timesReceived: 1,
    });
    expect(intake.body.bundle.id).toBe('nb-1');
    const became = Object.fromEntries(
      intake.body.mapping.map((m: { path: string; became: string }) => [m.path, m.became]),
    );
    expect(became['Bundle.entry[2].resource.bodySite[0]']).toBe('cancerDiagnostic.topologicCodeId');
    // ICD-10 is shown to the registrar, never converted.
    expect(became['Bundle.entry[2].resource.code']).toBe('not mapped');
    // Readable exactly by those who may read the notification.
    expect(
      (await s.request('GET', `/api/cancer-notification/${id}/fhir-intake`, { token: t.reporter2 })).status,
    ).toBe(404);
    expect(
      (await s.request('GET', `/api/cancer-notification/${id}/fhir-intake`, { token: t.reviewer })).status,
    ).toBe(200);
    const audited = await q(
      `select details from audit_log where action = 'fhir.bundle-received' and entity_id = '${id}'`,
    );
    expect(audited).toHaveLength(1);
  });

  it('a Wilms tumour: SNOMED CT kept as received text, TNM categories mapped', async () => {
    const token = await signIn(keys, clientId);
    const answer = await send(
      '/fhir/R4/Bundle',
      token,
      contentBundle('wilms-1', { cnp: fhirCnp('102', 6), gender: 'female' }, TUMOURS.wilms),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = notificationOf(answer.body);
    const read = await s.request('GET', `/api/cancer-notification/${id}`, { token: t.reporter });
    expect(read.body.cancerDiagnostic.topologicCodeId).toBe(dictionaryIds.topographyKidney);
    expect(read.body.cancerMorphology.morphologyCodeId).toBe(dictionaryIds.wilms);
    const tnm = read.body.cancerTnmStadialization;
    expect(
      [tnm.stageTypeId, tnm.stadializationTId, tnm.stadializationNId, tnm.stadializationMId].every(Boolean),
    ).toBe(true);
    const intake = await s.request('GET', `/api/cancer-notification/${id}/fhir-intake`, {
      token: t.reporter,
    });
    const snomed = intake.body.mapping.find(
      (m: { path: string }) => m.path === 'Bundle.entry[2].resource.bodySite[1]',
    );
    expect(snomed).toMatchObject({ became: 'not mapped' });
    expect(snomed.received).toContain('64033007');
  });

  it('an ALL as the IG’s message bundle; its resend (same MessageHeader.id) updates the same draft', async () => {
    const token = await signIn(keys, clientId);
    const cnp = fhirCnp('103');
    const first = await send(
      '/fhir/R4/$process-message',
      token,
      messageBundle('mh-all-1', contentBundle('all-1', { cnp }, TUMOURS.all)),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const id = notificationOf(first.body);
    const before = await counts();
    const again = await send(
      '/fhir/R4/$process-message',
      token,
      messageBundle('mh-all-1', contentBundle('all-1', { cnp, given: 'Andrei' }, TUMOURS.all)),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(notificationOf(again.body)).toBe(id);
    expect(await counts()).toEqual(before);
    const read = await s.request('GET', `/api/cancer-notification/${id}`, { token: t.reporter });
    expect(read.body.patientDetails.firstName).toBe('Andrei');
    const intake = await s.request('GET', `/api/cancer-notification/${id}/fhir-intake`, {
      token: t.reporter,
    });
    expect(intake.body).toMatchObject({ messageHeaderId: 'mh-all-1', timesReceived: 2 });
  });
});

describe('the same rules as a person’s save', { timeout: 60_000 }, () => {
  it('a report naming a child another unit holds leaks nothing of that unit', async () => {
    const k = await clientKeys('ES384');
    const unit2 = (await register(t.superadmin, 2, k.jwks, 'HIS unitatea 2')).body.clientId;
    const token = await signIn(k, unit2);
    // The neuroblastoma child of unit 1 (Matei Ionescu), reported by unit 2 under other names.
    const bundle = contentBundle(
      'u2-nb',
      { cnp: fhirCnp('101'), given: 'Mihai', family: 'Altul' },
      TUMOURS.neuroblastoma,
    );
    const answer = await send('/fhir/R4/Bundle', token, bundle);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(JSON.stringify(answer.body)).not.toMatch(/Matei|Ionescu|Memorandumului/);
    const id = notificationOf(answer.body);
    const read = await s.request('GET', `/api/cancer-notification/${id}`, { token: t.reporter2 });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toMatch(/Matei|Ionescu/);
    expect(read.body.notificationOverview.reportingUnitId).toBe(2);
    // Unit 1's reporter does not see unit 2's draft, nor its received bundle.
    expect(
      (await s.request('GET', `/api/cancer-notification/${id}/fhir-intake`, { token: t.reporter })).status,
    ).toBe(404);
  });

  it('a county SIRUTA does not know: the save needs one even for a draft, so the refusal names it', async () => {
    const token = await signIn(keys, clientId);
    const before = await counts();
    const bundle = contentBundle('nowhere-1', { cnp: fhirCnp('105'), county: 'Nicăieri' }, TUMOURS.all);
    const answer = await send('/fhir/R4/Bundle', token, bundle);
    expect(answer.status).toBe(400);
    const expressions = answer.body.issue.flatMap((i: { expression: string[] }) => i.expression);
    expect(expressions).toEqual([
      'Bundle.entry[1].resource.address[0].state',
      'Bundle.entry[1].resource.address[0].city',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('a resend once its notification is completed is answered with it, changing nothing', async () => {
    const token = await signIn(keys, clientId);
    const first = await send(
      '/fhir/R4/Bundle',
      token,
      contentBundle('done-1', { cnp: fhirCnp('104') }, TUMOURS.wilms),
    );
    const id = notificationOf(first.body);
    // Completing needs every field the registrar adds: arranged here, as the registrar's save would leave it.
    await s.sql(`update cancer_notifications set status = 2 where id = ${id}`);
    const [before] = await q(`select version, updated_at from cancer_notifications where id = ${id}`);
    const again = await send(
      '/fhir/R4/Bundle',
      token,
      contentBundle('done-1', { cnp: fhirCnp('104'), given: 'Alt' }, TUMOURS.wilms),
    );
    expect(again.status).toBe(200);
    expect(notificationOf(again.body)).toBe(id);
    expect(await q(`select version, updated_at from cancer_notifications where id = ${id}`)).toEqual([
      before,
    ]);
  });
});

describe('the unit’s list', { timeout: 60_000 }, () => {
  it('marks the received drafts and filters on them', async () => {
    const list = (over: Record<string, unknown>) =>
      s.request('POST', '/api/cancer-notification/filter', {
        token: t.reporter,
        body: { take: 20, skip: 0, ...over },
      });
    const received = await list({ receivedElectronically: true });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.items.length).toBe(4);
    expect(received.body.totalRows).toBe(4);
    expect(
      received.body.items.every((i: { receivedElectronically: boolean }) => i.receivedElectronically),
    ).toBe(true);
    const typed = await list({ receivedElectronically: false });
    expect(typed.body.items.some((i: { receivedElectronically: boolean }) => i.receivedElectronically)).toBe(
      false,
    );
    // The notification's own answer says so too: the form asks for the received report only then.
    const read = (id: number) => s.request('GET', `/api/cancer-notification/${id}`, { token: t.reviewer });
    expect((await read(received.body.items[0].id)).body.receivedElectronically).toBe(true);
    const byHand = await s.request('POST', '/api/cancer-notification', {
      token: t.reporter,
      body: draftBody(),
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    expect((await read(byHand.body.id)).body.receivedElectronically).toBe(false);
  });
});

describe('refusals: an OperationOutcome naming the element, nothing stored', { timeout: 60_000 }, () => {
  const refused = async (
    path: IntakePath,
    token: string | undefined,
    bundle: unknown,
    status: number,
    expression: string,
    language = 'ro',
  ) => {
    const before = await counts();
    const answer = await send(path, token, bundle, language);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.resourceType).toBe('OperationOutcome');
    const expressions = answer.body.issue.flatMap((i: { expression: string[] }) => i.expression);
    expect(expressions).toContain(expression);
    expect(await counts()).toEqual(before);
    return answer.body;
  };
  const child = () => ({ cnp: fhirCnp('201') });

  it('a wrong token', async () => {
    await refused(
      '/fhir/R4/Bundle',
      'not-a-token',
      contentBundle('x-1', child(), TUMOURS.all),
      401,
      'Bundle',
    );
    await refused('/fhir/R4/Bundle', t.reporter, contentBundle('x-1', child(), TUMOURS.all), 401, 'Bundle');
  });

  it('a revoked client: no token, and its live token stops', async () => {
    const k = await clientKeys('RS384');
    const id = (await register(t.superadmin, 1, k.jwks, 'Revocat')).body.clientId;
    const token = await signIn(k, id);
    expect(token).toBeTruthy();
    const revoked = await s.request('POST', `/api/fhir-clients/${id}/revoke`, { token: t.unitadmin });
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await tokenFor(await k.assertion(id, tokenUrl))).body.error).toBe('invalid_client');
    await refused('/fhir/R4/Bundle', token, contentBundle('rv-1', child(), TUMOURS.all), 401, 'Bundle');
  });

  it('a bundle naming another unit', async () => {
    const token = await signIn(keys, clientId);
    const body = await refused(
      '/fhir/R4/Bundle',
      token,
      contentBundle('ou-1', child(), TUMOURS.all, { organizationUnit: 2 }),
      400,
      'Bundle.entry[3].resource.identifier',
      'en',
    );
    expect(body.issue[0].diagnostics).toContain("not the client's unit");
    // Refused, and audited with the client, the unit, the bundle and where — none of its content.
    const [row] = await q(
      `select user_id, entity_id, details from audit_log where action = 'fhir.bundle-refused' order by id desc limit 1`,
    );
    expect(row.entity_id).toBe(clientId);
    expect(row.details).toMatchObject({
      fhirClientId: clientId,
      status: 400,
      issues: [expect.objectContaining({ expression: 'Bundle.entry[3].resource.identifier' })],
    });
    expect(JSON.stringify(row.details)).not.toMatch(/family|given|birthDate/);
  });

  it('a malformed bundle, in Romanian by default', async () => {
    const token = await signIn(keys, clientId);
    await refused('/fhir/R4/Bundle', token, '{"resourceType": "Bundle",', 400, 'Bundle');
    const bad = contentBundle('mf-1', child(), TUMOURS.all);
    (bad.entry[1].resource as { birthDate: string }).birthDate = '01.01.2016';
    const body = await refused('/fhir/R4/Bundle', token, bad, 400, 'Bundle.entry[1].resource.birthDate');
    expect(body.issue[0].diagnostics).toContain('Structură FHIR R4 invalidă');
  });

  it('XML is refused with 415', async () => {
    const token = await signIn(keys, clientId);
    const answer = await s.request('POST', '/fhir/R4/Bundle', {
      headers: { 'content-type': 'application/fhir+xml', authorization: `Bearer ${token}` },
      body: '<Bundle xmlns="http://hl7.org/fhir"/>',
    });
    expect([answer.status, answer.body.resourceType]).toEqual([415, 'OperationOutcome']);
  });

  it('a missing patient: the dangling reference and the missing resource', async () => {
    const token = await signIn(keys, clientId);
    const body = await refused(
      '/fhir/R4/Bundle',
      token,
      contentBundle('np-1', child(), TUMOURS.all, { omitPatient: true }),
      400,
      'Bundle.entry[0].resource.subject',
    );
    expect(body.issue.map((i: { expression: string[] }) => i.expression[0])).toContain('Bundle.entry');
  });

  it('an unknown identifier system', async () => {
    const token = await signIn(keys, clientId);
    const bundle = contentBundle(
      'us-1',
      { cnp: '123-45-6789', identifierSystem: 'http://hl7.org/fhir/sid/us-ssn' },
      TUMOURS.all,
    );
    const body = await refused(
      '/fhir/R4/Bundle',
      token,
      bundle,
      400,
      'Bundle.entry[1].resource.identifier[0].system',
      'en',
    );
    expect(body.issue.map((i: { diagnostics: string }) => i.diagnostics).join(' ')).toContain('us-ssn');
  });
});

describe('the metadata', () => {
  it('is a CapabilityStatement naming the token URL, without sign-in', async () => {
    const answer = await s.request('GET', '/fhir/R4/metadata');
    expect(answer.body.resourceType).toBe('CapabilityStatement');
    expect(JSON.stringify(answer.body)).toContain('/fhir/R4/auth/token');
  });

  it('the OpenAPI document lists the endpoint', async () => {
    const doc = await s.request('GET', '/api/docs/json', { token: t.reporter });
    for (const path of [
      '/fhir/R4/$process-message',
      '/fhir/R4/Bundle',
      '/fhir/R4/auth/token',
      '/api/fhir-clients/{clientId}/revoke',
    ])
      expect(Object.keys(doc.body.paths), path).toContain(path);
  });
});
