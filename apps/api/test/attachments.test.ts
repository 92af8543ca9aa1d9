import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverUploads, sweepUploads } from '../src/modules/attachments/upload-upkeep';
import { sampleFiles, startTestServer, type TestServer } from './harness';
import { draftBody } from './notification-fixtures';

const CHUNK = 1024;
let s: TestServer;
let filesDir: string;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer({ UPLOAD_CHUNK_SIZE: String(CHUNK) });
  filesDir = s.app.context.files.root;
  for (const who of ['superadmin', 'reporter', 'reporter2', 'reviewer', 'auditor', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
});
afterAll(() => s.close());

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const pdfOf = (size: number) => {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
const zipOf = (size: number) => {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  return bytes;
};

async function newNotification(token = t.reporter, reportingUnitId = 1) {
  const body = draftBody({ notificationOverview: { reportingUnitId } });
  const res = await s.request('POST', '/api/cancer-notification/', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

type Chunk = { index: number; count: number; storageName?: string; bytes: Uint8Array };
const sendChunk = (token: string, id: number, type: number, fileName: string, c: Chunk) =>
  s.form(
    `/api/document/${id}/1/${type}`,
    { chunkIndex: c.index, numberOfChunks: c.count, fileName, storageFileName: c.storageName ?? '' },
    { token, files: { fileChunk: [fileName, c.bytes] } },
  );

const sliceOf = (content: Uint8Array, index: number) => content.slice(index * CHUNK, (index + 1) * CHUNK);

/** Uploads a whole file, chunks in the given order (default ascending); returns every answer. */
async function upload(
  token: string,
  id: number,
  type: number,
  fileName: string,
  content: Uint8Array,
  order?: number[],
) {
  const count = Math.max(1, Math.ceil(content.length / CHUNK));
  const answers = [];
  let storageName: string | undefined;
  for (const index of order ?? [...Array(count).keys()]) {
    const res = await sendChunk(token, id, type, fileName, {
      index,
      count,
      storageName,
      bytes: sliceOf(content, index),
    });
    answers.push(res);
    if (res.status !== 200) break;
    storageName = res.body.fileStorageName;
  }
  return answers;
}

const list = (token: string, id: number, type: number, previous = 0) =>
  s.request('GET', `/api/document/cancer-notification/${id}/${type}/${previous}`, { token });
async function download(token: string, id: number) {
  const res = await fetch(`${s.url}/api/document/${id}/1`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const row = async (storageName: string) =>
  s.database.db.query.notificationAttachments.findFirst({
    where: (a, { eq }) => eq(a.storageName, storageName),
  });
/** Every file under DATA_DIR/files, temporary ones included. */
const storedFiles = () =>
  (fs.readdirSync(filesDir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(filesDir, f)).isFile(),
  );

describe('chunked upload', () => {
  it('reassembles a multi-chunk file byte for byte, lists it and serves it back', async () => {
    const id = await newNotification();
    const content = pdfOf(5 * CHUNK - 120);
    const answers = await upload(t.reporter, id, 1, 'Raport histopatologic.pdf', content);
    expect(answers.map((a) => [a.status, a.body.uploadStatus])).toEqual([
      [200, 1],
      [200, 1],
      [200, 1],
      [200, 1],
      [200, 2],
    ]);
    const storageName = answers[0].body.fileStorageName;
    expect(new Set(answers.map((a) => a.body.fileStorageName))).toEqual(new Set([storageName]));
    expect(storageName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const stored = await row(storageName);
    expect(stored).toMatchObject({ uploadStatus: 2, sha256: sha(content), size: content.length });

    const listed = await list(t.reporter, id, 1);
    expect(listed.body).toEqual([
      {
        id: stored!.id,
        fileName: 'Raport histopatologic.pdf',
        uploadedDateUTC: expect.any(String),
        uploadStatus: 2,
        fileStorageName: storageName,
      },
    ]);
    expect((await list(t.reporter, id, 2)).body).toEqual([]);
    const { res, bytes } = await download(t.reporter, stored!.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Raport%20histopatologic.pdf");
    expect(sha(bytes)).toBe(sha(content));
    // The notification's edit model carries the same list.
    const read = await s.request('GET', `/api/cancer-notification/${id}`, { token: t.reporter });
    expect(read.body.cancerHistopathology.histopathologyAttachments).toEqual(listed.body);
  });

  it('takes chunks in any order and a retried chunk changes nothing', async () => {
    const id = await newNotification();
    const content = pdfOf(4 * CHUNK + 7);
    const answers = await upload(t.reporter, id, 3, 'epicriza.pdf', content, [2, 4, 2, 0, 1, 0, 3]);
    expect(answers.map((a) => a.body.uploadStatus)).toEqual([1, 1, 1, 1, 1, 1, 2]);
    const stored = await row(answers[0].body.fileStorageName);
    const { bytes } = await download(t.reporter, stored!.id);
    expect(sha(bytes)).toBe(sha(content));
    // A last chunk retried after the upload finished gets the same answer again.
    const again = await sendChunk(t.reporter, id, 3, 'epicriza.pdf', {
      index: 3,
      count: 5,
      storageName: stored!.storageName,
      bytes: sliceOf(content, 3),
    });
    expect(again.body).toMatchObject({ uploadStatus: 2, fileStorageName: stored!.storageName });
  });

  it('accepts a chunk sent before its fields', async () => {
    const id = await newNotification();
    const body = new FormData();
    body.append('fileChunk', new Blob([sampleFiles.png()]), 'scan.png');
    for (const [k, v] of Object.entries({ chunkIndex: 0, numberOfChunks: 1, fileName: 'scan.png' }))
      body.append(k, String(v));
    const res = await fetch(`${s.url}/api/document/${id}/1/2`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.reporter}` },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uploadStatus: 2 });
  });

  it('refuses an .exe renamed .pdf and keeps nothing of it', async () => {
    const id = await newNotification();
    const before = storedFiles();
    const exe = await upload(t.reporter, id, 1, 'raport.pdf', sampleFiles.exe());
    expect(exe[0].status).toBe(400);
    expect(exe[0].body.errors.key).toBe('validation.extensions');
    // The first chunk last: the upload started fine and ends when its first bytes show what it is.
    const content = pdfOf(3 * CHUNK);
    content.set(sampleFiles.exe().slice(0, 8));
    const late = await upload(t.reporter, id, 1, 'raport.pdf', content, [1, 2, 0]);
    expect(late.map((a) => a.status)).toEqual([200, 200, 400]);
    expect(await row(late[0].body.fileStorageName)).toMatchObject({ uploadStatus: 3, isDeleted: true });
    const wrongExtension = await upload(t.reporter, id, 1, 'setup.exe', sampleFiles.exe());
    expect(wrongExtension[0].body.errors.key).toBe('validation.extensions');
    expect(storedFiles()).toEqual(before);
    expect((await list(t.reporter, id, 1)).body).toEqual([]);
  });

  it('refuses chunks that do not fit their upload', async () => {
    const id = await newNotification();
    const content = pdfOf(3 * CHUNK);
    const [first] = await upload(t.reporter, id, 1, 'a.pdf', content, [0]);
    const storageName = first.body.fileStorageName;
    const short = await sendChunk(t.reporter, id, 1, 'a.pdf', {
      index: 1,
      count: 3,
      storageName,
      bytes: content.slice(0, 10),
    });
    expect(short.body.errors.key).toBe('attachment.uploadBroken');
    const long = await sendChunk(t.reporter, id, 1, 'a.pdf', {
      index: 1,
      count: 3,
      storageName,
      bytes: pdfOf(CHUNK + 1),
    });
    expect(long.status).toBe(413);
    const otherCount = await sendChunk(t.reporter, id, 1, 'a.pdf', {
      index: 1,
      count: 4,
      storageName,
      bytes: sliceOf(content, 1),
    });
    expect(otherCount.body.errors.key).toBe('attachment.uploadBroken');
    const unknown = await sendChunk(t.reporter, id, 1, 'a.pdf', {
      index: 1,
      count: 3,
      storageName: '00000000-0000-0000-0000-000000000000.pdf',
      bytes: sliceOf(content, 1),
    });
    expect(unknown.body.errors.key).toBe('attachment.uploadBroken');
    const someoneElse = await sendChunk(t.reviewer, id, 1, 'a.pdf', {
      index: 1,
      count: 3,
      storageName,
      bytes: sliceOf(content, 1),
    });
    expect(someoneElse.body.errors.key).toBe('attachment.uploadBroken');
    const outOfRange = await sendChunk(t.reporter, id, 1, 'a.pdf', {
      index: 3,
      count: 3,
      storageName,
      bytes: sliceOf(content, 1),
    });
    expect(outOfRange.body.codes).toEqual({ chunkIndex: 'validation.invalid' });
    const tooBig = await sendChunk(t.reporter, id, 1, 'huge.pdf', {
      index: 0,
      count: 10_000_000,
      bytes: sliceOf(content, 0),
    });
    expect(tooBig.status).toBe(413);
    const noChunk = await s.form(
      `/api/document/${id}/1/1`,
      { chunkIndex: 0, numberOfChunks: 1, fileName: 'x.pdf' },
      { token: t.reporter },
    );
    expect(noChunk.body.codes).toEqual({ fileChunk: 'validation.required' });
    for (const bad of [`/api/document/${id}/2/1`, `/api/document/${id}/1/4`, '/api/document/0/1/1'])
      expect((await s.form(bad, {}, { token: t.reporter })).status).toBe(400);
    // The upload itself is still whole and finishes with the right chunks.
    const rest = await sendChunk(t.reporter, id, 1, 'a.pdf', {
      index: 1,
      count: 3,
      storageName,
      bytes: sliceOf(content, 1),
    });
    expect(rest.body.uploadStatus).toBe(1);
    const last = await sendChunk(t.reporter, id, 1, 'a.pdf', {
      index: 2,
      count: 3,
      storageName,
      bytes: sliceOf(content, 2),
    });
    expect(last.body.uploadStatus).toBe(2);
    expect((await row(storageName))?.sha256).toBe(sha(content));
  });
});

describe('per-notification rules', () => {
  it('allows one archive per notification, whatever the panel', async () => {
    const id = await newNotification();
    const first = await upload(t.reporter, id, 2, 'CT.zip', zipOf(2 * CHUNK));
    expect(first.at(-1)!.body.uploadStatus).toBe(2);
    for (const [type, name] of [
      [2, 'RMN.zip'],
      [1, 'lame.7z'],
      [3, 'dosar.rar'],
    ] as const) {
      const second = await upload(t.reporter, id, type, name, zipOf(10));
      expect(second[0].status).toBe(400);
      expect(second[0].body.errors.key).toBe('notification.onlyOneArchive');
    }
    // Not an archive: still welcome.
    const xlsx = await upload(t.reporter, id, 2, 'valori.xlsx', zipOf(100));
    expect(xlsx[0].body.uploadStatus).toBe(2);
  });

  it('checks the archive rule again when two archives were started side by side', async () => {
    const id = await newNotification();
    const a = zipOf(2 * CHUNK);
    const b = zipOf(2 * CHUNK);
    const [a0] = await upload(t.reporter, id, 2, 'a.zip', a, [0]);
    const [b0] = await upload(t.reporter, id, 2, 'b.zip', b, [0]);
    const aDone = await sendChunk(t.reporter, id, 2, 'a.zip', {
      index: 1,
      count: 2,
      storageName: a0.body.fileStorageName,
      bytes: sliceOf(a, 1),
    });
    expect(aDone.body.uploadStatus).toBe(2);
    const bDone = await sendChunk(t.reporter, id, 2, 'b.zip', {
      index: 1,
      count: 2,
      storageName: b0.body.fileStorageName,
      bytes: sliceOf(b, 1),
    });
    expect(bDone.body.errors.key).toBe('notification.onlyOneArchive');
    expect((await list(t.reporter, id, 2)).body.map((f: { fileName: string }) => f.fileName)).toEqual([
      'a.zip',
    ]);
    expect(fs.existsSync(s.app.context.files.pathOf(b0.body.fileStorageName)!)).toBe(false);
  });

  it('keeps to the configured maximum of documents per notification', async () => {
    const id = await newNotification();
    const limits = s.app.context.config.attachments;
    limits.maxPerNotification = 2;
    try {
      for (const n of [1, 2])
        expect((await upload(t.reporter, id, 1, `${n}.pdf`, pdfOf(50)))[0].body.uploadStatus).toBe(2);
      const third = await upload(t.reporter, id, 3, '3.pdf', pdfOf(50));
      expect(third[0].body.errors).toEqual({ key: 'attachment.tooMany', params: ['2'] });
      expect(third[0].body.message).toBe('Sunt permise cel mult 2 documente pe notificare');
    } finally {
      limits.maxPerNotification = null;
    }
  });
});

describe('who may see and change the documents', () => {
  it('answers 404 to a reporter of another unit, and to an executive, for list, upload, download and delete', async () => {
    const id = await newNotification();
    const [done] = await upload(t.reporter, id, 1, 'r.pdf', pdfOf(100));
    const stored = await row(done.body.fileStorageName);
    for (const token of [t.reporter2, t.executive]) {
      if (token === t.reporter2) {
        expect((await list(token, id, 1)).status).toBe(404);
        expect((await upload(token, id, 1, 'x.pdf', pdfOf(10)))[0].status).toBe(404);
        expect((await s.request('DELETE', `/api/document/${stored!.id}/1`, { token })).status).toBe(404);
      }
      expect((await download(token, stored!.id)).res.status).toBe(404);
    }
    // Reporter 2 may not list unit 1's files through a notification of their own either.
    const theirs = await newNotification(t.reporter2, 2);
    expect((await list(t.reporter2, theirs, 1, id)).status).toBe(404);
    expect((await list(t.reviewer, theirs, 1, id)).body).toHaveLength(1);
    expect((await download(t.reporter, stored!.id)).res.status).toBe(200);
  });

  it('lets an auditor read but not write, and audits downloads and deletes', async () => {
    const id = await newNotification();
    const [done] = await upload(t.reporter, id, 2, 'imagine.png', sampleFiles.png());
    const stored = (await row(done.body.fileStorageName))!;
    expect((await list(t.auditor, id, 2)).body).toHaveLength(1);
    const seen = await download(t.auditor, stored.id);
    expect(seen.res.headers.get('content-type')).toBe('image/png');
    expect(seen.res.headers.get('content-disposition')).toMatch(/^inline/);
    expect((await upload(t.auditor, id, 2, 'x.png', sampleFiles.png()))[0].status).toBe(403);
    expect((await s.request('DELETE', `/api/document/${stored.id}/1`, { token: t.auditor })).status).toBe(
      403,
    );
    expect((await s.request('DELETE', `/api/document/${stored.id}/1`, { token: t.reviewer })).status).toBe(
      204,
    );
    expect((await list(t.reporter, id, 2)).body).toEqual([]);
    expect((await download(t.reporter, stored.id)).res.status).toBe(404);
    expect((await s.request('DELETE', `/api/document/${stored.id}/1`, { token: t.reviewer })).status).toBe(
      404,
    );
    expect(fs.existsSync(s.app.context.files.pathOf(stored.storageName)!)).toBe(false);
    const audit = await s.database.db.query.auditLog.findMany({
      where: (a, { and, eq }) =>
        and(eq(a.entity, 'notification_attachment'), eq(a.entityId, String(stored.id))),
    });
    expect(audit.map((a) => a.action)).toEqual([
      'attachment.uploaded',
      'attachment.downloaded',
      'attachment.deleted',
    ]);
  });

  it('keeps the stored-file call on the same path shape working', async () => {
    const res = await s.request('GET', '/api/document/00000000-0000-0000-0000-000000000000.png/1', {
      token: t.reporter,
    });
    expect(res.status).toBe(404);
    expect((await s.request('GET', '/api/document/123/2', { token: t.reporter })).status).toBe(404);
  });
});

describe('crash recovery and abandoned uploads', () => {
  it('publishes a checked file already renamed into place, ends an upload whose partial file is gone', async () => {
    const id = await newNotification();
    const content = pdfOf(3 * CHUNK);
    const renamed = await upload(t.reporter, id, 1, 'renamed.pdf', content, [0, 1]);
    const gone = await upload(t.reporter, id, 1, 'gone.pdf', content, [0]);
    const files = s.app.context.files;
    // As if the process died between the rename and the database: the file is whole and in place.
    const a = (await row(renamed[0].body.fileStorageName))!;
    const finalPath = files.pathOf(a.storageName)!;
    fs.mkdirSync(path.dirname(finalPath), { recursive: true });
    fs.writeFileSync(finalPath, content);
    fs.rmSync(files.partialPathOf(a.storageName)!);
    await s.sql(
      `update attachment_uploads set sha256 = '${sha(content)}', size = ${content.length} where attachment_id = ${a.id}`,
    );
    const b = (await row(gone[0].body.fileStorageName))!;
    fs.rmSync(files.partialPathOf(b.storageName)!);

    await recoverUploads(s.app.context, s.app.app.log);
    expect(await row(a.storageName)).toMatchObject({ uploadStatus: 2, sha256: sha(content) });
    expect(sha((await download(t.reporter, a.id)).bytes)).toBe(sha(content));
    expect(await row(b.storageName)).toMatchObject({ uploadStatus: 3, isDeleted: false });
    expect((await download(t.reporter, b.id)).res.status).toBe(404);
    // The broken upload is listed as Error and may be deleted.
    expect((await list(t.reporter, id, 1)).body.map((f: { uploadStatus: number }) => f.uploadStatus)).toEqual(
      [2, 3],
    );
    expect((await s.request('DELETE', `/api/document/${b.id}/1`, { token: t.reporter })).status).toBe(204);
  });

  it('ends uploads left idle past the time limit and removes orphan partial files', async () => {
    const id = await newNotification();
    const [started] = await upload(t.reporter, id, 1, 'idle.pdf', pdfOf(3 * CHUNK), [0]);
    const files = s.app.context.files;
    const orphan = path.join(files.tmpDir, 'orphan.part');
    fs.writeFileSync(orphan, 'x');
    await sweepUploads(s.app.context, s.app.app.log);
    expect((await row(started.body.fileStorageName))?.uploadStatus).toBe(1);
    expect(fs.existsSync(orphan)).toBe(true);

    const later = Date.now() + (s.app.context.config.attachments.uploadTtlMinutes + 1) * 60_000;
    await sweepUploads(s.app.context, s.app.app.log, later);
    expect((await row(started.body.fileStorageName))?.uploadStatus).toBe(3);
    expect(fs.existsSync(files.partialPathOf(started.body.fileStorageName)!)).toBe(false);
    expect(fs.existsSync(orphan)).toBe(false);
    const more = await sendChunk(t.reporter, id, 1, 'idle.pdf', {
      index: 1,
      count: 3,
      storageName: started.body.fileStorageName,
      bytes: pdfOf(CHUNK),
    });
    expect(more.body.errors.key).toBe('attachment.uploadBroken');
  });
});

describe('single-file variant of the notification save', () => {
  const saveWithFiles = (
    fields: Record<string, unknown>,
    files: Record<string, [string, Uint8Array]>,
    token = t.reporter,
  ) => s.form('/api/cancer-notification/', fields, { token, files });

  it('stores the histopathology and imagistics files as documents of the saved notification', async () => {
    const docx = zipOf(300);
    const res = await saveWithFiles(
      { notification: JSON.stringify(draftBody()) },
      {
        histopathologyAttachment: ['buletin.pdf', sampleFiles.pdf()],
        imagisticsAttachment: ['CT.docx', docx],
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cancerHistopathology.histopathologyAttachments).toEqual([
      expect.objectContaining({ fileName: 'buletin.pdf', uploadStatus: 2 }),
    ]);
    const [ct] = res.body.cancerImagistics.imagisticsAttachments;
    expect(ct).toMatchObject({ fileName: 'CT.docx', uploadStatus: 2 });
    expect(sha((await download(t.reporter, ct.id)).bytes)).toBe(sha(docx));

    // Replacing: the delete flag clears the panel, the new file takes its place.
    const replaced = await saveWithFiles(
      {
        notification: JSON.stringify({ ...draftBody(), id: res.body.id, version: res.body.version }),
        deleteImagisticsAttachment: 'true',
      },
      { imagisticsAttachment: ['RMN.pdf', sampleFiles.pdf()] },
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(
      replaced.body.cancerImagistics.imagisticsAttachments.map((f: { fileName: string }) => f.fileName),
    ).toEqual(['RMN.pdf']);
    expect(replaced.body.cancerHistopathology.histopathologyAttachments).toHaveLength(1);
    expect(fs.existsSync(s.app.context.files.pathOf(ct.fileStorageName)!)).toBe(false);
  });

  it('refuses other kinds and larger files without saving anything', async () => {
    const before = storedFiles();
    const count = async () =>
      ((await s.sql('select count(*)::int as n from cancer_notifications')) as { rows: { n: number }[] })
        .rows[0].n;
    const notifications = await count();
    const png = await saveWithFiles(
      { notification: JSON.stringify(draftBody()) },
      { histopathologyAttachment: ['scan.png', sampleFiles.png()] },
    );
    expect(png.status).toBe(400);
    expect(png.body.errors).toEqual({ key: 'validation.extensions', params: ['.pdf, .docx, .doc'] });
    const big = pdfOf(4_000_001);
    const tooBig = await saveWithFiles(
      { notification: JSON.stringify(draftBody()) },
      { histopathologyAttachment: ['mare.pdf', big] },
    );
    expect(tooBig.status).toBe(413);
    // A save the rules refuse takes its file with it.
    const invalid = await saveWithFiles(
      { notification: JSON.stringify(draftBody({ notificationOverview: { reportingUnitId: null } })) },
      { histopathologyAttachment: ['ok.pdf', sampleFiles.pdf()] },
    );
    expect(invalid.status).toBe(400);
    expect(storedFiles()).toEqual(before);
    expect(await count()).toBe(notifications);
  });
});
