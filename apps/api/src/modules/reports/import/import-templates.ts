import {
  type ImportLookup,
  type Language,
  NOTIFICATION_IMPORT_COLUMNS,
  VITAL_STATUS_COLUMNS,
} from '@registry/domain';
import type { ListKey } from '@registry/domain/dictionaries/list-ids';
import { typedCode } from '@registry/domain/dictionaries/option-label';
import type { Db } from '../../../db/client';
import { reportingUnits } from '../../../db/schema';
import { loadExcel } from '../../../platform/excel';
import { readList } from '../../dictionaries/list-readers';

/** Lists too long to print in the instructions: the help text says where their codes come from. */
const LONG_LISTS = new Set<ImportLookup>(['topography', 'morphology', 'deathReason', 'city']);

/** One valid completed notification, column by column: a test imports it as a row (reports-import.test.ts). */
const EXAMPLES: Record<string, string> = {
  identifier: '5150101400011',
  isForeigner: 'NU',
  lastName: 'Popescu',
  firstName: 'Ion',
  county: '127',
  city: '54975',
  reportingUnit: '1',
  reportingReason: '1',
  status: '2',
  lastContactDate: '01.06.2025',
  lastDoctor: 'Dr. Pop',
  diagnosticDate: '10.03.2024',
  clinicalStartDate: '01.02.2024',
  diagnosticExplanation: '1',
  registrationBase: '7',
  tumourLocation: '15', // endocrine glands, where the example's C74.9 belongs (the save checks the pair)
  topography: 'C74.9',
  morphology: '9500/3',
  transplantRecommendation: 'NU',
  systemicTherapyRole: '1',
  chimioDate: '20.03.2024',
  therapeuticProtocol: 'ALLTogether1',
  therapeuticAgents: '11',
  vitalStatus: '3',
  deathDate: '05.05.2025',
  deathReason: 'C74.9',
};

const TEXT_COLUMNS = new Set([
  'identifier',
  'county',
  'city',
  'reportingReason',
  'status',
  'topography',
  'morphology',
]);

type TemplateColumn = {
  key: string;
  ro: string;
  en: string;
  helpRo: string;
  helpEn: string;
  lookup?: ImportLookup;
  kind?: string;
};

async function codesOf(db: Db, lookup: ImportLookup | undefined, language: Language): Promise<string> {
  if (!lookup || LONG_LISTS.has(lookup)) return '';
  if (lookup === 'unit') {
    const units = await db.select({ id: reportingUnits.id, name: reportingUnits.name }).from(reportingUnits);
    return units.map((u) => `${u.id} – ${u.name}`).join('\n');
  }
  const items = await readList(db, lookup as ListKey, language);
  // The code a person types (1–4 for a vital status), never the registry's internal key.
  return items.map((i) => `${typedCode(i)} – ${i.text}`).join('\n');
}

/**
 * An import template: the first sheet has the Romanian headers the import reads (text format on the
 * code columns so Excel keeps a CNP's digits and C74.9 as typed, date format on dates), the second
 * says, in the caller's language, how to fill each column and lists the codes each one takes.
 */
type Note = { ro: string; en: string };

const ALL_OR_NOTHING: Note = {
  ro: 'Se importă tot fișierul sau nimic: dacă un rând este greșit, primiți fișierul înapoi cu o coloană de erori și celulele greșite marcate cu roșu; corectați-l și încărcați-l din nou.',
  en: 'The whole file is imported or nothing is: if a row is wrong, you get the file back with an error column and the wrong cells in red; fix it and upload it again.',
};

async function template(
  db: Db,
  sheetName: string,
  columns: readonly TemplateColumn[],
  language: Language,
  note: Note,
) {
  const Excel = await loadExcel();
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.ro,
    key: c.key,
    width: Math.max(14, c.ro.length + 4),
    style: TEXT_COLUMNS.has(c.key)
      ? { numFmt: '@' }
      : c.kind === 'date' || c.key.endsWith('Date')
        ? { numFmt: 'dd.mm.yyyy' }
        : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };

  const en = language === 'en';
  const help = book.addWorksheet(en ? 'Instructions' : 'Instrucțiuni');
  help.columns = [
    { header: en ? 'Column' : 'Coloana', width: 32 },
    { header: en ? 'How to fill it' : 'Cum se completează', width: 60 },
    { header: en ? 'Codes' : 'Coduri', width: 60 },
    { header: en ? 'Example' : 'Exemplu', width: 16 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of columns) {
    const row = help.addRow([
      c.ro,
      en ? c.helpEn : c.helpRo,
      await codesOf(db, c.lookup, language),
      EXAMPLES[c.key] ?? '',
    ]);
    row.alignment = { vertical: 'top', wrapText: true };
  }
  help.addRow([]);
  help.addRow([en ? note.en : note.ro]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function notificationTemplate(db: Db, language: Language) {
  return template(db, 'Notificari', NOTIFICATION_IMPORT_COLUMNS, language, {
    ro: `Un rând pentru fiecare notificare. ${ALL_OR_NOTHING.ro}`,
    en: `One row per notification. ${ALL_OR_NOTHING.en}`,
  });
}

export function vitalStatusTemplate(db: Db, language: Language) {
  const lookups: Record<string, ImportLookup> = { vitalStatus: 'trackingStatus', deathReason: 'deathReason' };
  return template(
    db,
    'StatusVital',
    VITAL_STATUS_COLUMNS.map((c) => ({ ...c, lookup: lookups[c.key] })),
    language,
    {
      ro: `Un rând pentru fiecare caz; data statusului se alege la import. ${ALL_OR_NOTHING.ro}`,
      en: `One row per case; the status date is chosen when importing. ${ALL_OR_NOTHING.en}`,
    },
  );
}
