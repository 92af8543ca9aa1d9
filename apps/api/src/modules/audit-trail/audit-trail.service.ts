import { PassThrough } from 'node:stream';
import type { AuditTrailFilter, Language, Session } from '@registry/domain';
import { count, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { loadExcel } from '../../platform/excel';
import {
  type AuditTrailItem,
  auditTrailOrder,
  auditTrailWhere,
  selectAuditTrail,
} from './audit-trail.queries';

/** Excel's sheet holds 1,048,576 rows; an export stops short of it and says so in its last row. */
export const EXPORT_MAX_ROWS = 1_000_000;
const EXPORT_BATCH = 5_000;

/** What the trail records about a reading of itself: the filter (no paging), and the child searched for. */
async function auditReading(db: Db, request: FastifyRequest, action: string, f: AuditTrailFilter) {
  const { take: _take, skip: _skip, ...filter } = f;
  const details = Object.fromEntries(Object.entries(filter).filter(([, v]) => v != null && v !== ''));
  const searched = f.search && /^\d{13}$/.test(f.search.trim()) ? f.search.trim() : null;
  await writeAudit(db, request, {
    action,
    entity: 'audit_log',
    details,
    patientIdentifier: f.patientIdentifier || searched,
  });
}

/**
 * Issue 17 item 8: one page of the audit trail in the caller's scope, newest first by default.
 * Reading it is itself audited (after the read, so a page never shows its own reading).
 */
export async function findAuditTrail(
  db: Db,
  request: FastifyRequest,
  session: Session,
  language: Language,
  f: AuditTrailFilter,
) {
  const where = auditTrailWhere(session, f);
  const [items, [{ total }]] = await Promise.all([
    selectAuditTrail(db, language, where, auditTrailOrder(f), f.take, f.skip),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  await auditReading(db, request, 'audit-trail.read', f);
  return { items, totalRows: total };
}

const bucharest = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Bucharest',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const headers: Record<Language, string[]> = {
  ro: [
    'Data și ora (ora României)',
    'Utilizator',
    'E-mail',
    'Rol',
    'Acțiune',
    'Înregistrare',
    'Id înregistrare',
    'Identificator pacient',
    'Adresă IP',
    'Cod acțiune',
  ],
  en: [
    'Date and time (Romania)',
    'User',
    'E-mail',
    'Role',
    'Action',
    'Record',
    'Record id',
    'Patient identifier',
    'IP address',
    'Action code',
  ],
};
const truncatedNote: Record<Language, string> = {
  ro: `Exportul se oprește la ${EXPORT_MAX_ROWS} de rânduri: restrângeți filtrul pentru restul.`,
  en: `The export stops at ${EXPORT_MAX_ROWS} rows: narrow the filter for the rest.`,
};

const cells = (r: AuditTrailItem) => [
  bucharest.format(r.at),
  r.userName,
  r.userEmail,
  r.roleLabel,
  r.actionLabel,
  r.recordKindLabel,
  r.recordId,
  r.patientIdentifier,
  r.ip,
  r.action,
];

/**
 * The same filter as an .xlsx, streamed row by row (exceljs' WorkbookWriter), in batches under the
 * highest id that existed when the export began. The export is audited before the first byte.
 */
export async function exportAuditTrail(
  db: Db,
  request: FastifyRequest,
  session: Session,
  language: Language,
  f: AuditTrailFilter,
) {
  const [{ maxId }] = await db.select({ maxId: sql<string | null>`max(${auditLog.id})` }).from(auditLog);
  await auditReading(db, request, 'audit-trail.exported', f);
  const where = auditTrailWhere(session, f, Number(maxId ?? 0));
  const order = auditTrailOrder(f);
  const stream = new PassThrough();
  const Excel = await loadExcel();
  const book = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = book.addWorksheet(language === 'ro' ? 'Jurnal de audit' : 'Audit trail', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = headers[language].map((header, i) => ({
    header,
    width: [20, 24, 28, 16, 34, 20, 14, 18, 16, 24][i],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    let written = 0;
    for (;;) {
      const take = Math.min(EXPORT_BATCH, EXPORT_MAX_ROWS - written);
      const rows = await selectAuditTrail(db, language, where, order, take, written);
      for (const r of rows) sheet.addRow(cells(r)).commit();
      written += rows.length;
      if (rows.length < take) break;
      if (written >= EXPORT_MAX_ROWS) {
        sheet.addRow([truncatedNote[language]]).commit();
        break;
      }
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((error: unknown) => {
    request.log.error({ err: error }, 'audit trail export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
