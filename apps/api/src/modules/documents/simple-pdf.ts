import fs from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/** One block of a registry document: a heading, a paragraph, or a picture (a PNG beside this file). */
export type PdfBlock = { heading: string } | { text: string } | { image: string; caption?: string };

const here = import.meta.dirname;
// Liberation Sans draws every Romanian letter (ă â î ș ț, and the „ ” quotes); embedded as a subset.
const fontFile = (name: string) => fs.readFileSync(path.join(here, 'fonts', name));

const A4 = { width: 595, height: 842 };
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const ink = rgb(0.1, 0.12, 0.16);
const muted = rgb(0.38, 0.4, 0.45);

/** Words that fit the width, one line at a time. */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > WIDTH) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The registry's own documents (the terms, the user guide), seeded on a fresh machine until the
 * super administrator uploads the approved versions: A4 pages, Romanian text with its diacritics,
 * pictures of the real screens, page numbers. Built ahead of time (`npm run documents:build -w
 * apps/api`): subsetting the font and packing the pictures takes seconds, too long for every start.
 */
export async function simplePdf(
  title: string,
  blocks: PdfBlock[],
  options: { imageDir?: string; subject?: string } = {},
) {
  const imageDir = options.imageDir ?? path.join(here, 'guide');
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setLanguage('ro-RO');
  doc.setCreator('Registrul Cancerului Pediatric');
  if (options.subject) doc.setSubject(options.subject);
  const regular = await doc.embedFont(fontFile('LiberationSans-Regular.ttf'), { subset: true });
  const bold = await doc.embedFont(fontFile('LiberationSans-Bold.ttf'), { subset: true });
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const write = (text: string, font: PDFFont, size: number, leading: number, color = ink) => {
    for (const line of wrap(text, font, size)) {
      room(leading);
      y -= leading;
      page.drawText(line, { x: MARGIN, y: y + (leading - size) / 2, size, font, color });
    }
  };

  write(title, bold, 20, 28);
  y -= 10;
  for (const block of blocks) {
    if ('heading' in block) {
      y -= 8;
      room(60); // a heading never ends a page
      write(block.heading, bold, 13, 19);
      y -= 2;
    } else if ('text' in block) {
      write(block.text, regular, 11, 15.5);
      y -= 7;
    } else {
      const png = await doc.embedPng(fs.readFileSync(path.join(imageDir, block.image)));
      const scale = Math.min(WIDTH / png.width, 300 / png.height);
      const w = png.width * scale;
      const h = png.height * scale;
      room(h + 24);
      y -= h + 4;
      page.drawImage(png, { x: MARGIN, y, width: w, height: h });
      page.drawRectangle({ x: MARGIN, y, width: w, height: h, borderColor: muted, borderWidth: 0.5 });
      if (block.caption) write(block.caption, regular, 9, 13, muted);
      y -= 10;
    }
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `${i + 1} / ${pages.length}`;
    p.drawText(label, {
      x: A4.width - MARGIN - regular.widthOfTextAtSize(label, 9),
      y: MARGIN / 2,
      size: 9,
      font: regular,
      color: muted,
    });
  });
  // Plain objects (no object streams): a reader or a test sees the embedded font dictionaries.
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
