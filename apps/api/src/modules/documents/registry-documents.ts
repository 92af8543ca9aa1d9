import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROTECTED_DOCUMENT_MAX_ID, TERMS_DOCUMENT_ID } from '@registry/domain';
import type { PdfBlock } from './simple-pdf';

export type RegistryDocument = {
  id: number;
  name: string;
  description: string;
  fileName: string;
  title: string;
  blocks: PdfBlock[];
};

/**
 * The registry's own documents (spec 01 §6: ids up to 2 cannot be deleted), seeded on a fresh
 * database: the terms, and a user guide written from the real screens (the pictures in ./guide are
 * taken by apps/web/e2e/screenshots-guide.mjs; retake them when the screens change). The PDFs are
 * built into ./seed by `npm run documents:build -w apps/api`, with a Markdown copy for the docs
 * (docs/guides/); a test fails when one is out of date.
 */
export const registryDocuments: RegistryDocument[] = [
  {
    id: TERMS_DOCUMENT_ID,
    name: 'Termeni și politici',
    description: 'Termenii de utilizare și politica de confidențialitate a registrului',
    fileName: 'termeni-si-politici.pdf',
    title: 'Termeni și politici de utilizare',
    blocks: [
      {
        text: 'Registrul Național al Cancerului Pediatric colectează date despre copiii diagnosticați cu cancer în România, în scopul supravegherii epidemiologice, al planificării serviciilor de sănătate și al cercetării, în conformitate cu Regulamentul (UE) 2016/679 și cu legislația națională privind registrele de boală.',
      },
      {
        text: 'Accesul la registru este permis doar personalului autorizat al unităților raportoare și al registrului, în limita atribuțiilor de serviciu. Fiecare acces la datele de identificare ale pacienților este înregistrat în jurnalul de audit.',
      },
      {
        text: 'Utilizatorul păstrează confidențialitatea parolei și a datelor consultate, nu le transmite terților și semnalează de îndată orice incident de securitate.',
      },
      {
        text: 'Acest document este textul inițial al registrului; administratorul îl înlocuiește cu versiunea aprobată.',
      },
    ],
  },
  {
    id: PROTECTED_DOCUMENT_MAX_ID,
    name: 'Ghid de utilizare',
    description: 'Cum se raportează un caz nou, pas cu pas',
    fileName: 'ghid-de-utilizare.pdf',
    title: 'Ghid de utilizare: raportarea unui caz de cancer',
    blocks: [
      {
        text: 'Ghidul arată, pas cu pas, cum raportează un medic al unei unități raportoare un caz de cancer al unui copil. Imaginile sunt ale ecranelor registrului.',
      },
      { heading: '1. Deschideți lista notificărilor' },
      {
        text: 'Din meniul din stânga alegeți „Notificări”. Lista arată notificările unităților dumneavoastră; căutarea din bara de sus (după CNP sau nume) și filtrele (butonul cu pâlnie) o restrâng.',
      },
      {
        image: 'guide-1-list.png',
        caption: 'Lista notificărilor, cu butonul „Notificare nouă” în dreapta sus.',
      },
      { heading: '2. Începeți o notificare nouă' },
      {
        text: 'Apăsați „Notificare nouă”. În fereastra „Selectarea diagnosticului” introduceți CNP-ul copilului (pentru un pacient străin bifați „Pacient străin” și introduceți identificatorul lui). Registrul spune dacă pacientul este deja cunoscut.',
      },
      {
        text: 'La „Codul morfologic” alegeți tumora deja raportată în registru sau „Diagnostic nou”, apoi „Motivul raportării” (de exemplu E112 pentru un diagnostic nou) și apăsați „Selectează”.',
      },
      { image: 'guide-2-selector.png', caption: 'Fereastra „Selectarea diagnosticului”.' },
      { heading: '3. Completați fișa' },
      {
        text: 'Fișa are secțiuni: Datele pacientului, Motivul raportării, Prezentarea notificării, Diagnostic, Morfologie, Histopatologie, Imagistică, stadializări, Tratament, Epicriză și Observații. Câmpurile marcate cu * sunt cerute pentru o notificare finalizată. Data nașterii, sexul și vârsta se deduc din CNP.',
      },
      {
        text: 'Pentru un pacient cunoscut, datele generale sunt precompletate; o modificare a lor se vede la toate unitățile care raportează același copil.',
      },
      { image: 'guide-3-form.png', caption: 'Secțiunea „Datele pacientului” a unei notificări noi.' },
      { heading: '4. Salvați' },
      {
        text: '„Salvează ciorna” păstrează lucrul oricând, chiar incomplet; îl puteți relua din listă. „Salvează finalizată” verifică fișa: secțiunile cu câmpuri lipsă sau invalide sunt semnalate, iar după corectare notificarea finalizată deschide sau continuă cazul de cancer al copilului. „Înapoi la listă” vă întoarce la notificări.',
      },
      { image: 'guide-4-save.png', caption: 'Secțiunile fișei și bara de salvare, mereu vizibilă jos.' },
      { heading: '5. După raportare' },
      {
        text: 'Evaluatorii registrului verifică notificările finalizate în ecranul „Cazuri” și pot lăsa o observație; o notificare cu observația evaluatorului apare în lista dumneavoastră pentru corectare. Fiecare consultare a datelor unui pacient este înregistrată în jurnalul de audit.',
      },
    ],
  },
];

export const seedDir = path.join(import.meta.dirname, 'seed');
const guideDir = path.join(import.meta.dirname, 'guide');

/** What a built PDF was made from (its text and pictures), written into it as its subject. */
export function contentHash(doc: RegistryDocument) {
  const hash = createHash('sha256').update(JSON.stringify([doc.title, doc.blocks]));
  for (const block of doc.blocks)
    if ('image' in block) hash.update(fs.readFileSync(path.join(guideDir, block.image)));
  return `content ${hash.digest('hex').slice(0, 16)}`;
}

/** The repository's docs/guides/: each document's Markdown copy, read on GitHub beside the code. */
export const docsGuideDir = path.join(import.meta.dirname, '../../../../../docs/guides');

/** A document as Markdown, from the same blocks as its PDF; the pictures are linked where they live. */
export function markdownOf(doc: RegistryDocument) {
  const pictures = path.relative(docsGuideDir, guideDir).split(path.sep).join('/');
  const lines = [
    `<!-- Generated from apps/api/src/modules/documents/registry-documents.ts by \`npm run documents:build -w apps/api\`: edit the source, not this file. -->`,
    '',
    `# ${doc.title}`,
    '',
    `*${doc.description}.*`,
  ];
  for (const block of doc.blocks) {
    if ('heading' in block) lines.push('', `## ${block.heading}`);
    else if ('text' in block) lines.push('', block.text);
    else
      lines.push(
        '',
        `![${block.caption ?? ''}](${pictures}/${block.image})`,
        ...(block.caption ? ['', `*${block.caption}*`] : []),
      );
  }
  return `${lines.join('\n')}\n`;
}

/** Where a document's Markdown copy is written. */
export const markdownFileOf = (doc: RegistryDocument) =>
  path.join(docsGuideDir, doc.fileName.replace(/\.pdf$/, '.md'));
