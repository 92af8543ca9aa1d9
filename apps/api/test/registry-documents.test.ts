import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  contentHash,
  markdownFileOf,
  markdownOf,
  registryDocuments,
  seedDir,
} from '../src/modules/documents/registry-documents';

const guide = registryDocuments.find((d) => d.fileName === 'ghid-de-utilizare.pdf');
const textOf = (doc: (typeof registryDocuments)[number]) =>
  doc.blocks.map((b) => ('text' in b ? b.text : 'heading' in b ? b.heading : (b.caption ?? ''))).join('\n');

/** Every Romanian text of the web app (its locale files), to check the guide names real buttons. */
function webTexts() {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'ro.json') collect(JSON.parse(fs.readFileSync(full, 'utf8')));
    }
  };
  walk(path.join(__dirname, '../../web/src'));
  return texts;
}

describe('the seeded user guide (issue 18 item 10)', () => {
  it('names only buttons, fields and screens that exist, in Romanian with diacritics', () => {
    expect(guide).toBeDefined();
    const text = textOf(guide!);
    expect(text).toContain('„Notificare nouă”');
    expect(text).not.toMatch(/Adaug[aă]/);
    expect(text).toMatch(/[ăâîșț]/);
    const quoted = [...text.matchAll(/„([^”]+)”/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThan(8);
    const known = webTexts();
    expect(quoted.filter((q) => !known.has(q))).toEqual([]);
  });

  it.each(registryDocuments.map((d) => [d.fileName, d] as const))(
    'the built %s is current, with an embedded font that draws ă â î ș ț',
    async (_name, doc) => {
      const bytes = fs.readFileSync(path.join(seedDir, doc.fileName));
      const pdf = bytes.toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf).toContain('/FontFile2');
      expect(pdf).toContain('/ToUnicode');
      expect(pdf).not.toContain('/Helvetica');
      const images = doc.blocks.flatMap((b) => ('image' in b ? [b.image] : []));
      expect(pdf.match(/\/Subtype \/Image/g)?.length ?? 0).toBe(images.length);
      for (const image of images)
        expect(fs.statSync(path.join(seedDir, '../guide', image)).size).toBeLessThan(100_000);
      // Built from this text and these pictures: else run `npm run documents:build -w apps/api`.
      expect((await PDFDocument.load(bytes, { updateMetadata: false })).getSubject()).toBe(contentHash(doc));
    },
  );

  it.each(registryDocuments.map((d) => [d.fileName, d] as const))(
    'the Markdown copy of %s in docs/guides/ is current (same source as the PDF)',
    (_name, doc) => {
      // Else run `npm run documents:build -w apps/api`.
      expect(fs.readFileSync(markdownFileOf(doc), 'utf8')).toBe(markdownOf(doc));
    },
  );
});
