import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// Issue 22 finding 9: the e-mail dialog's call writes only to whom the caller's work needs, answers an
// unknown address like a refused one, is limited per user and audited.
let s: TestServer;
const t: Record<string, string> = {};
const LIMIT = 6;
const ids: Record<string, number> = {};
/** Every 204 this file got, by recipient: the outbox must hold exactly these dialog messages. */
const delivered: Record<string, number> = {};
const DELETED_UNIT_EMAIL = 'inchisa@demo.local';

beforeAll(async () => {
  s = await startTestServer({ EMAIL_MESSAGE_LIMIT: String(LIMIT), EMAIL_MESSAGE_WINDOW_MINUTES: '60' });
  for (const who of [
    'superadmin',
    'unitadmin',
    'reporter',
    'reporter2',
    'reviewer',
    'auditor',
    'executive',
  ]) {
    t[who] = await s.signIn(`${who}@demo.local`);
    const [user] = await s.database.db.query.users.findMany({
      where: (u, { eq }) => eq(u.email, `${who}@demo.local`),
    });
    ids[who] = user.id;
  }
  await s.sql(
    `insert into reporting_units (name, type_id, email, is_deleted) values ('Unitate închisă', 2, '${DELETED_UNIT_EMAIL}', true)`,
  );
});
afterAll(() => s.close());

const send = async (who: string, email: string, extra: { userId?: number; language?: 1 | 2 } = {}) => {
  const res = await s.request('POST', '/api/email/send', {
    token: t[who],
    language: extra.language,
    body: { email, message: `Mesaj de la ${who}`, ...(extra.userId ? { userId: extra.userId } : {}) },
  });
  if (res.status === 204) delivered[email] = (delivered[email] ?? 0) + 1;
  return res;
};
const REFUSED_RO = {
  errors: { key: 'email.recipientNotAllowed', params: [] },
  message:
    'Mesajul nu poate fi trimis acestui destinatar. Puteți scrie unităților, colegilor din unitățile dumneavoastră și evaluatorilor registrului.',
};
const auditRows = (who: string, actions: string[]) =>
  s.database.db.query.auditLog.findMany({
    where: (a, { and, eq, inArray }) => and(eq(a.userId, ids[who]), inArray(a.action, actions)),
    orderBy: (a, { asc }) => asc(a.id),
  });

describe('who may be written to', () => {
  it('any role writes to a unit address as the grid shows it, and to the registry’s reviewers', async () => {
    for (const [who, unit] of [
      ['reporter2', 'unitate1@demo.local'],
      ['executive', 'unitate1@demo.local'],
      ['auditor', 'unitate2@demo.local'],
    ]) {
      expect((await send(who, unit)).status, `${who} → ${unit}`).toBe(204);
      expect((await send(who, 'reviewer@demo.local')).status, `${who} → reviewer`).toBe(204);
    }
    const mail = (await s.outbox('unitate1@demo.local')).find((m) =>
      m.text.includes('Mesaj de la reporter2'),
    );
    expect(mail?.text).toContain('Maria Constantin <reporter2@demo.local>');
  });

  it('a reporter writes to a colleague of its own unit, and not to a reporter of another unit', async () => {
    expect((await send('reporter', 'unitadmin@demo.local')).status).toBe(204);
    expect((await send('reporter', 'unitadmin@demo.local', { userId: ids.unitadmin })).status).toBe(204);
    const other = await send('reporter2', 'reporter@demo.local');
    expect(other.status).toBe(400);
    expect(other.body).toEqual(REFUSED_RO);
  });

  it('an unknown address gets the very answer a refused account gets, in both languages', async () => {
    const unknown = await send('reporter2', 'nimeni@nicaieri.ro');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(REFUSED_RO);
    const refusedEn = await send('reporter2', 'reporter@demo.local', { language: 2 });
    const unknownEn = await send('reporter2', 'nimeni@nicaieri.ro', { language: 2 });
    expect(refusedEn.status).toBe(400);
    expect(unknownEn.body).toEqual(refusedEn.body);
    expect(unknownEn.body.message).toMatch(/^The message cannot be sent to this recipient/);
  });

  it('refuses a deleted unit’s address, the super administrator and executives to a reporter, and a userId that is not the address’s', async () => {
    for (const [who, email, userId] of [
      ['reporter', DELETED_UNIT_EMAIL],
      ['reporter', 'superadmin@demo.local'],
      ['reporter', 'executive@demo.local'],
      ['reporter', 'unitadmin@demo.local', ids.reviewer],
      ['executive', 'reporter@demo.local'],
      ['executive', 'auditor@demo.local'],
      ['auditor', 'reporter2@demo.local'],
    ] as const) {
      const res = await send(who, email, { userId });
      expect(res.status, `${who} → ${email}`).toBe(400);
      expect(res.body).toEqual(REFUSED_RO);
    }
  });

  it('the super administrator writes to any account or unit, and still not to an unknown address', async () => {
    expect((await send('superadmin', 'reporter2@demo.local')).status).toBe(204);
    expect((await send('superadmin', 'executive@demo.local')).status).toBe(204);
    expect((await send('superadmin', 'unitate2@demo.local')).status).toBe(204);
    expect((await send('superadmin', 'nimeni@nicaieri.ro')).body).toEqual(REFUSED_RO);
  });

  it('checks the message and the caller before anything else', async () => {
    const long = await s.request('POST', '/api/email/send', {
      token: t.superadmin,
      body: { email: 'unitate1@demo.local', message: 'x'.repeat(4001) },
    });
    expect(long.body.codes).toEqual({ message: 'validation.maxLength_4000' });
    const anonymous = await s.request('POST', '/api/email/send', {
      body: { email: 'unitate1@demo.local', message: 'x' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the audit trail', () => {
  it('a sent message: who, the address, the account behind it and the length — never the text', async () => {
    const [sent] = (await auditRows('reporter', ['email.sent'])).filter(
      (r) => r.entityId === 'unitadmin@demo.local',
    );
    expect(sent).toMatchObject({ entity: 'email', entityId: 'unitadmin@demo.local' });
    expect(sent.details).toEqual({
      userId: null,
      length: 'Mesaj de la reporter'.length,
      recipientUserId: ids.unitadmin,
    });
    const [toUnit] = await auditRows('reporter2', ['email.sent']);
    expect(toUnit.details).toMatchObject({ recipientUserId: null });
    expect(JSON.stringify(await auditRows('reporter2', ['email.sent', 'email.refused']))).not.toContain(
      'Mesaj de la',
    );
  });

  it('a refusal: the address tried, unknown or not', async () => {
    const refused = await auditRows('reporter2', ['email.refused']);
    expect(refused.map((r) => r.entityId)).toEqual([
      'reporter@demo.local',
      'nimeni@nicaieri.ro',
      'reporter@demo.local',
      'nimeni@nicaieri.ro',
    ]);
  });
});

describe('the limit per user', () => {
  it(`answers 429 with Retry-After after ${LIMIT} messages (refused ones count), translated, and audits it`, async () => {
    for (let i = 0; i < LIMIT - 1; i++)
      expect((await send('unitadmin', 'unitate2@demo.local')).status).toBe(204);
    expect((await send('unitadmin', 'nimeni@nicaieri.ro')).status).toBe(400);
    const over = await send('unitadmin', 'unitate2@demo.local');
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(over.body).toMatchObject({ key: 'email.tooManyMessages', params: [60] });
    expect(over.body.message).toBe('Ați trimis prea multe mesaje. Încercați din nou peste 60 min.');
    const en = await send('unitadmin', 'reviewer@demo.local', { language: 2 });
    expect(en.status).toBe(429);
    expect(en.body.message).toBe('You have sent too many messages. Try again in 60 min.');
    // A refusal by the limit is audited, and neither sends nor counts as a message.
    expect((await auditRows('unitadmin', ['email.rate-limited'])).map((r) => r.entityId)).toEqual([
      'unitate2@demo.local',
      'reviewer@demo.local',
    ]);
    expect(await auditRows('unitadmin', ['email.sent', 'email.refused'])).toHaveLength(LIMIT);
  });

  it('holds for parallel requests: exactly the limit gets through', async () => {
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 3 }, () => send('reviewer', 'unitate1@demo.local')),
    );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
  });
});

describe('the outbox', () => {
  it('holds exactly the messages that were allowed', async () => {
    const rows = (await s.database.db.query.mailOutbox.findMany({
      where: (m, { like }) => like(m.subject, 'Mesaj de la %'),
    })) as { to: string }[];
    const byRecipient: Record<string, number> = {};
    for (const r of rows) byRecipient[r.to] = (byRecipient[r.to] ?? 0) + 1;
    expect(byRecipient).toEqual(delivered);
    expect(Object.keys(byRecipient).sort()).toEqual([
      'executive@demo.local',
      'reporter2@demo.local',
      'reviewer@demo.local',
      'unitadmin@demo.local',
      'unitate1@demo.local',
      'unitate2@demo.local',
    ]);
  });
});
