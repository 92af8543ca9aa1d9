import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles, startTestServer, type TestServer } from './harness';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reporter', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

describe('useful documents', () => {
  it('seeds the terms as document 1, readable without an account (confirm-account page)', async () => {
    const list = await s.request('GET', '/api/document/useful', { token: t.reporter });
    expect(list.body[0]).toMatchObject({
      id: 1,
      name: 'Termeni și politici',
      documentName: 'termeni-si-politici.pdf',
    });
    const pdf = await fetch(`${s.url}/api/document/useful/1/file`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline/);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('the super administrator adds, edits and deletes; the PDF is required only when new', async () => {
    const noFile = await s.form('/api/document/useful', { name: 'Ghid' }, { token: t.superadmin });
    expect(noFile.body.codes).toEqual({ document: 'validation.required' });
    const created = await s.form(
      '/api/document/useful',
      { name: 'Ghid de raportare', description: 'Pas cu pas' },
      { token: t.superadmin, files: { document: ['ghid.pdf', sampleFiles.pdf()] } },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const edited = await s.form(
      '/api/document/useful',
      { id: created.body.id, name: 'Ghid de raportare 2026' },
      { token: t.superadmin },
    );
    expect(edited.body).toMatchObject({
      id: created.body.id,
      name: 'Ghid de raportare 2026',
      documentName: 'ghid.pdf',
      description: null,
    });
    expect((await fetch(`${s.url}/api/document/useful/${created.body.id}/file`)).status).toBe(401);
    const read = await fetch(`${s.url}/api/document/useful/${created.body.id}/file`, {
      headers: { authorization: `Bearer ${t.reporter}` },
    });
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(sampleFiles.pdf());
    expect(
      (await s.request('DELETE', `/api/document/useful/${created.body.id}`, { token: t.superadmin })).status,
    ).toBe(204);
    expect(
      (await s.request('GET', '/api/document/useful', { token: t.reporter })).body.map(
        (d: { id: number }) => d.id,
      ),
    ).toEqual([1, 2]);
  });

  it('refuses changes from anyone else, a non-PDF, an .exe renamed .pdf, a long name, and deleting the terms', async () => {
    expect(
      (
        await s.form(
          '/api/document/useful',
          { name: 'X' },
          { token: t.reviewer, files: { document: ['x.pdf', sampleFiles.pdf()] } },
        )
      ).status,
    ).toBe(403);
    expect((await s.request('DELETE', '/api/document/useful/1', { token: t.reviewer })).status).toBe(403);
    const docx = await s.form(
      '/api/document/useful',
      { name: 'X' },
      { token: t.superadmin, files: { document: ['x.docx', sampleFiles.pdf()] } },
    );
    expect(docx.body.errors).toEqual({ key: 'validation.extensions', params: ['.pdf'] });
    const exe = await s.form(
      '/api/document/useful',
      { name: 'X' },
      { token: t.superadmin, files: { document: ['x.pdf', sampleFiles.exe()] } },
    );
    expect(exe.status).toBe(400);
    const long = await s.form(
      '/api/document/useful',
      { name: 'x'.repeat(151) },
      { token: t.superadmin, files: { document: ['x.pdf', sampleFiles.pdf()] } },
    );
    expect(long.body.codes).toEqual({ name: 'validation.maxLength_150' });
    for (const id of [1, 2]) {
      const own = await s.request('DELETE', `/api/document/useful/${id}`, { token: t.superadmin });
      expect(own.body.errors.key).toBe('documents.protected');
    }
  });

  it('does not serve stored files by a guessed or foreign name', async () => {
    expect(
      (await s.request('GET', '/api/document/..%2F..%2Fetc%2Fpasswd/1', { token: t.reporter })).status,
    ).toBe(404);
    expect(
      (
        await s.request('GET', '/api/document/00000000-0000-0000-0000-000000000000.png/1', {
          token: t.reporter,
        })
      ).status,
    ).toBe(404);
  });
});
