import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { toasts } from '../../shared/ui/ui-events';
import { attachFile } from './attach-file';
import { UploadFailedError, uploadInChunks } from './chunk-upload';

type Sent = { url: string; fields: [string, string][]; bytes: string; fileName: string };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Fakes the server behind the HTTP client: records each multipart chunk, answers from a script. */
function fakeServer(script: (call: number, sent: Sent) => Response | Error) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const form = init.body as FormData;
    const fields: [string, string][] = [];
    let bytes = '';
    let fileName = '';
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields.push([name, value]);
      else {
        fields.push([name, '<file>']);
        bytes = await value.text();
        fileName = value.name;
      }
    }
    const record = { url, fields, bytes, fileName };
    sent.push(record);
    const answer = script(sent.length, record);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

const progressAnswer = (status = 1) =>
  json(200, { fileStorageName: 'abc.pdf', uploadStatus: status, uploadedDateUTC: '2026-01-01T10:00:00Z' });
const file = new File(['0123456789abcdefghijKLMNO'], 'Raport biopsie.pdf', { type: 'application/pdf' });
const target = { notificationId: 42, documentType: 1 as const, chunkSize: 10 };

beforeEach(() => toasts.set([]));
afterEach(() => vi.unstubAllGlobals());

describe('uploadInChunks', () => {
  it('sends exact slices in order, text fields first, the first storage name with every later chunk', async () => {
    const sent = fakeServer((call) => progressAnswer(call === 3 ? 2 : 1));
    const progress: string[] = [];
    const answer = await uploadInChunks(file, {
      ...target,
      onProgress: (p) => progress.push(`${p.chunk}/${p.chunks}`),
    });

    expect(answer.uploadStatus).toBe(2);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(sent.map((s) => s.url)).toEqual(Array(3).fill('/api/document/42/1/1'));
    expect(sent.map((s) => s.bytes)).toEqual(['0123456789', 'abcdefghij', 'KLMNO']);
    expect(sent[0].fields).toEqual([
      ['chunkIndex', '0'],
      ['numberOfChunks', '3'],
      ['fileName', 'Raport biopsie.pdf'],
      ['storageFileName', ''],
      ['fileChunk', '<file>'],
    ]);
    expect(sent[2].fields.slice(0, 4)).toEqual([
      ['chunkIndex', '2'],
      ['numberOfChunks', '3'],
      ['fileName', 'Raport biopsie.pdf'],
      ['storageFileName', 'abc.pdf'],
    ]);
  });

  it('sends a chunk that failed on the way once more, then goes on', async () => {
    const sent = fakeServer((call) =>
      call === 2 ? new TypeError('Failed to fetch') : progressAnswer(call === 4 ? 2 : 1),
    );
    const answer = await uploadInChunks(file, target);
    expect(answer.uploadStatus).toBe(2);
    expect(sent.map((s) => s.bytes)).toEqual(['0123456789', 'abcdefghij', 'abcdefghij', 'KLMNO']);
  });

  it('gives up when the same chunk fails twice, and sends nothing after it', async () => {
    const sent = fakeServer((call) => (call === 1 ? progressAnswer() : json(503, {})));
    await expect(uploadInChunks(file, target)).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(3);
  });

  it('does not repeat a chunk the server refused', async () => {
    const sent = fakeServer(() =>
      json(400, { errors: { key: 'notification.onlyOneArchive' }, message: 'x' }),
    );
    await expect(uploadInChunks(file, target)).rejects.toBeInstanceOf(HttpError);
    expect(sent).toHaveLength(1);
  });

  it('stops when the server ends the upload as broken', async () => {
    fakeServer(() => progressAnswer(3));
    await expect(uploadInChunks(file, target)).rejects.toBeInstanceOf(UploadFailedError);
  });

  it('sends an empty-looking small file as one chunk', async () => {
    const sent = fakeServer(() => progressAnswer(2));
    await uploadInChunks(new File(['%PDF'], 'a.pdf'), target);
    expect(sent.map((s) => s.fields[1])).toEqual([['numberOfChunks', '1']]);
  });
});

describe('attachFile', () => {
  const toast = () => toasts.get()[0];
  const base = { file, documentType: 1 as const, onProgress: () => undefined };

  it('hard-saves a new notification first and uploads to the id it got', async () => {
    const sent = fakeServer(() => progressAnswer(2));
    const hardSave = vi.fn(async () => 77);
    const outcome = await attachFile({ ...base, notificationId: 0, hardSave });
    expect(outcome).toEqual({ result: 'done', notificationId: 77 });
    expect(sent[0].url).toBe('/api/document/77/1/1');
    expect(toast()).toMatchObject({ severity: 'success' });
  });

  it('sends nothing when the hard save gives no id, and asks to save first', async () => {
    const sent = fakeServer(() => progressAnswer(2));
    const outcome = await attachFile({ ...base, notificationId: 0, hardSave: async () => null });
    expect(outcome).toEqual({ result: 'aborted' });
    expect(sent).toHaveLength(0);
    expect(toast()).toMatchObject({
      severity: 'info',
      message: 'Salvați fișa de notificare înainte de a atașa documente',
    });
  });

  it('does not hard-save a saved notification', async () => {
    fakeServer(() => progressAnswer(2));
    const hardSave = vi.fn(async () => 1);
    await attachFile({ ...base, notificationId: 5, hardSave });
    expect(hardSave).not.toHaveBeenCalled();
  });

  it('tells a second archive with an info toast, a broken network with the network-error toast', async () => {
    fakeServer(() => json(400, { errors: { key: 'notification.onlyOneArchive' }, message: 'x' }));
    expect(await attachFile({ ...base, notificationId: 5, hardSave: async () => 5 })).toEqual({
      result: 'failed',
    });
    expect(toast()).toMatchObject({ severity: 'info', message: 'Este permisă o singură arhivă' });

    fakeServer(() => new TypeError('Failed to fetch'));
    await attachFile({ ...base, notificationId: 5, hardSave: async () => 5 });
    expect(toast()).toMatchObject({
      severity: 'error',
      message: 'Documentul nu a putut fi încărcat din cauza unei erori de rețea. Încercați din nou.',
    });
  });
});
