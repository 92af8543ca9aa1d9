/**
 * A one-font text PDF, enough for the seeded terms document on a fresh machine (the super
 * administrator replaces it with the real one). Standard Helvetica has no ș/ț/ă glyphs, so the
 * text is folded to ASCII.
 */
export function simplePdf(title: string, paragraphs: string[]): Buffer {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '-')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const lines: { text: string; size: number }[] = [
    { text: fold(title), size: 16 },
    { text: '', size: 11 },
  ];
  for (const p of paragraphs) {
    let line = '';
    for (const word of fold(p).split(' ')) {
      if ((line + word).length > 90) {
        lines.push({ text: line.trimEnd(), size: 11 });
        line = '';
      }
      line += `${word} `;
    }
    lines.push({ text: line.trimEnd(), size: 11 }, { text: '', size: 11 });
  }
  const content = [
    'BT',
    '/F1 11 Tf',
    '50 790 Td',
    '14 TL',
    ...lines.map((l) => `/F1 ${l.size} Tf (${l.text}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
