import {
  AGE_GROUPS,
  POPULATION_CSV_COLUMNS,
  POPULATION_MAX_BYTES,
  POPULATION_MAX_LINES,
  type PopulationImportResult,
  type PopulationSummary,
  SEXES,
  type Session,
  statisticsMsg,
} from '@registry/domain';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { population } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { AppError, badRequest, fieldErrors, isMalformedMultipart } from '../../../platform/errors';
import { requireDeclaredMultipart } from '../../../platform/files/multipart';
import { rowsOf } from './statistics-lookups';

type Line = { year: number; countyId: number; sex: string; ageGroup: string; population: number };

/** The CSV template: the header, then every county × sex × age group of one year, population blank. */
export async function populationTemplate(db: Db, year: number) {
  const counties = await rowsOf<{ code: string }>(
    db,
    sql`select auto_code as code from counties where is_active order by sort_order, id`,
  );
  const lines = [POPULATION_CSV_COLUMNS.join(',')];
  for (const c of counties)
    for (const s of SEXES) for (const g of AGE_GROUPS) lines.push(`${year},${c.code},${s},${g},`);
  return `${lines.join('\r\n')}\r\n`;
}

/** The multipart body's `file` part, read whole (at most 5 MB), as text. */
export async function readPopulationUpload(request: FastifyRequest): Promise<string> {
  requireDeclaredMultipart(request, ['file']);
  if (!request.isMultipart()) throw badRequest(statisticsMsg.fileRequired);
  let text: string | null = null;
  try {
    // Two files, not one: a second `file` is the edge's translated 400 (input-guard.ts), not the limit's 413.
    for await (const part of request.parts({ limits: { fileSize: POPULATION_MAX_BYTES, files: 2 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || text !== null) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, statisticsMsg.fileTooLarge);
      text = buffer.toString('utf8').replace(/^\uFEFF/, '');
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, statisticsMsg.fileTooLarge);
    // No boundary, cut short: the one mapping says "the form is incomplete" (errors.malformedMultipart).
    if (isMalformedMultipart(err)) throw err;
    request.log.info({ err }, 'malformed population upload');
    throw badRequest(statisticsMsg.fileRequired);
  }
  if (text === null) throw badRequest(statisticsMsg.fileRequired);
  return text;
}

const INT = /^\d{1,10}$/;

/** Every line checked; the errors keyed `line N` (the header is line 1), or the lines. */
export function parsePopulationCsv(text: string, countyIdOf: Map<string, number>) {
  const raw = text.split(/\r?\n/);
  while (raw.length && raw[raw.length - 1].trim() === '') raw.pop();
  const errors: Record<string, string> = {};
  const separator = (raw[0] ?? '').includes(';') ? ';' : ',';
  const header = (raw[0] ?? '').split(separator).map((h) => h.trim().toLowerCase());
  if (header.join(',') !== POPULATION_CSV_COLUMNS.join(','))
    return { errors: { 'line 1': statisticsMsg.header }, lines: [] };
  if (raw.length < 2) return { errors: { 'line 1': statisticsMsg.noLines }, lines: [] };
  if (raw.length - 1 > POPULATION_MAX_LINES)
    return { errors: { 'line 1': statisticsMsg.tooManyLines(POPULATION_MAX_LINES) }, lines: [] };
  const lines: Line[] = [];
  const seen = new Map<string, number>();
  raw.slice(1).forEach((text, i) => {
    const lineNo = i + 2;
    const at = `line ${lineNo}`;
    const cells = text.split(separator).map((c) => c.trim());
    if (cells.length !== POPULATION_CSV_COLUMNS.length) {
      errors[at] = statisticsMsg.columns;
      return;
    }
    const [yearText, county, sexText, ageGroup, count] = cells;
    const year = Number(yearText);
    const countyId = countyIdOf.get(county.toUpperCase());
    const sex = sexText.toUpperCase();
    if (!INT.test(yearText) || year < 1900 || year > 2100) errors[at] = statisticsMsg.year;
    else if (countyId === undefined) errors[at] = statisticsMsg.county;
    else if (!(SEXES as readonly string[]).includes(sex)) errors[at] = statisticsMsg.sex;
    else if (!(AGE_GROUPS as readonly string[]).includes(ageGroup)) errors[at] = statisticsMsg.ageGroup;
    else if (!INT.test(count) || Number(count) > 2_147_483_647) errors[at] = statisticsMsg.count;
    else {
      const key = `${year}|${countyId}|${sex}|${ageGroup}`;
      const before = seen.get(key);
      if (before) errors[at] = statisticsMsg.duplicate(before);
      else {
        seen.set(key, lineNo);
        lines.push({ year, countyId, sex, ageGroup, population: Number(count) });
      }
    }
  });
  return { errors, lines };
}

/**
 * Replaces the years the file contains, all or nothing: a single bad line refuses the whole file
 * (400, every bad line named) and nothing is written; the refusal and the import are audited.
 */
export async function importPopulation(
  db: Db,
  request: FastifyRequest,
  session: Session,
  text: string,
): Promise<PopulationImportResult> {
  const counties = await rowsOf<{ id: number; code: string }>(
    db,
    sql`select id, auto_code as code from counties`,
  );
  const { errors, lines } = parsePopulationCsv(
    text,
    new Map(counties.map((c) => [c.code.toUpperCase(), Number(c.id)])),
  );
  if (Object.keys(errors).length) {
    await writeAudit(db, request, {
      action: 'population.import.refused',
      entity: 'population',
      details: { errors: Object.keys(errors).length },
    });
    throw fieldErrors(errors);
  }
  const years = [...new Set(lines.map((l) => l.year))].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    await tx.delete(population).where(inArray(population.year, years));
    for (let i = 0; i < lines.length; i += 2000)
      await tx
        .insert(population)
        .values(lines.slice(i, i + 2000).map((l) => ({ ...l, importedBy: session.userId })));
    await writeAudit(tx, request, {
      action: 'population.imported',
      entity: 'population',
      details: { years, lines: lines.length },
    });
  });
  return { years, lines: lines.length };
}

/** Which years are loaded, how completely, and by whom. */
export async function populationSummary(db: Db): Promise<PopulationSummary> {
  const [{ n }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from counties where is_active`,
  );
  const years = await rowsOf<{
    year: number;
    counties: number;
    lines: number;
    population: string;
    importedAt: string;
    importedByName: string;
    synthetic: boolean;
  }>(
    db,
    sql`select p.year, count(distinct p.county_id)::int as counties, count(*)::int as lines,
          sum(p.population)::bigint as population, max(p.imported_at) as "importedAt",
          (select u.first_name || ' ' || u.last_name from users u
            where u.id = (array_agg(p.imported_by order by p.imported_at desc))[1]) as "importedByName",
          bool_or(p.source = 'synthetic') as synthetic
        from population p group by p.year order by p.year`,
  );
  return {
    countiesTotal: n,
    years: years.map((y) => ({
      year: Number(y.year),
      counties: y.counties,
      lines: y.lines,
      population: Number(y.population),
      complete: y.lines >= n * SEXES.length * AGE_GROUPS.length,
      importedAt: new Date(y.importedAt).toISOString(),
      importedByName: y.importedByName ?? '',
      synthetic: Boolean(y.synthetic),
    })),
  };
}
