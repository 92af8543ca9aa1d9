import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { type Answer, findLeaks, leakReport, textOf } from './access-paths.answers';
import { ALL_MARKERS, B_TYPED } from './access-paths.fixtures';

/**
 * Issue 22: the path suite's scanner (access-paths.test.ts) must fail when one reader forgets the
 * model. Here a forgetful reader is simulated: answers carrying A's markers, as JSON, as an xlsx
 * export and inside a zip, next to a careful answer that shows only what B typed.
 */
describe('the scanner: it fails when one reader forgets the model', () => {
  it('reports each marker it finds, naming the route and the marker, in JSON, xlsx and zip answers', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['Pacient', 'Strada Markerului 77', new Date('2023-11-17T00:00:00Z')]);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const zip = new JSZip();
    zip.file('a.csv', 'id;observatie\n1;Observație Markerului\n');
    const zipped = await zip.generateAsync({ type: 'uint8array' });
    const answers: Answer[] = [
      {
        route: 'GET /api/forgetful/1',
        status: 200,
        text: JSON.stringify({ numberOfKm: 4321, email: 'x@y.z' }),
      },
      { route: 'POST /api/forgetful/export', status: 200, text: await textOf(xlsx) },
      { route: 'POST /api/forgetful/zip', status: 200, text: await textOf(zipped) },
      { route: 'GET /api/careful/1', status: 200, text: JSON.stringify({ address: B_TYPED.address }) },
    ];
    const report = leakReport('self-check', findLeaks(answers, ALL_MARKERS));
    expect(report).toContain('step "self-check": 3 answer(s)');
    expect(report).toContain('GET /api/forgetful/1 → 200');
    expect(report).toContain('record:"numberOfKm": 4321');
    expect(report).toContain('POST /api/forgetful/export → 200');
    expect(report).toContain('record:Strada Markerului 77');
    // The xlsx cell holds a date, read back as the ISO day.
    expect(report).toContain('notification:2023-11-17');
    expect(report).toContain('notification:Observație Markerului');
    expect(report).not.toContain('careful');
  });

  it('reads a marker inside a deflated PDF stream', async () => {
    const { deflateSync } = await import('node:zlib');
    const stream = deflateSync(Buffer.from('BT (Recomandare Markerului) Tj ET'));
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Filter /FlateDecode >>\nstream\n'),
      stream,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    const leaks = findLeaks(
      [{ route: 'GET /api/forgetful/pdf', status: 200, text: await textOf(pdf) }],
      ALL_MARKERS,
    );
    expect(leaks.map((l) => l.marker)).toEqual(['Recomandare Markerului']);
  });

  it('lets through what the model allows, and nothing is reported of an empty answer set', () => {
    const answers: Answer[] = [
      { route: 'GET /api/x', status: 200, text: 'Zmarkerescu Strada Markerului 77' },
    ];
    const identityAllowed = findLeaks(
      answers,
      ALL_MARKERS,
      (_route, markerClass) => markerClass === 'identity',
    );
    expect(identityAllowed.map((l) => l.marker)).toEqual(['Strada Markerului 77']);
    expect(leakReport('empty', findLeaks([], ALL_MARKERS))).toBe('');
  });
});
