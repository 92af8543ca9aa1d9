/** Builds the registry's seeded PDFs into ./seed and their Markdown copies into docs/guides/: `npm run documents:build -w apps/api`. */
import fs from 'node:fs';
import path from 'node:path';
import {
  contentHash,
  docsGuideDir,
  markdownFileOf,
  markdownOf,
  registryDocuments,
  seedDir,
} from './registry-documents';
import { simplePdf } from './simple-pdf';

fs.mkdirSync(seedDir, { recursive: true });
fs.mkdirSync(docsGuideDir, { recursive: true });
for (const doc of registryDocuments) {
  const pdf = await simplePdf(doc.title, doc.blocks, { subject: contentHash(doc) });
  fs.writeFileSync(path.join(seedDir, doc.fileName), pdf);
  console.log(`${doc.fileName}: ${pdf.length} bytes`);
  fs.writeFileSync(markdownFileOf(doc), markdownOf(doc));
}
