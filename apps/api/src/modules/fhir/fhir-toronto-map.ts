import type { Observation } from '@medplum/fhirtypes';
import { FHIR_TORONTO_STAGE, FHIR_TORONTO_SYSTEM } from '@registry/domain';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictionaryEntries } from '../../db/schema';
import type { Located } from './fhir-bundle';
import { textOf } from './fhir-coding';
import type { MappingReport } from './fhir-report';

export const isTorontoObservation = (o: Observation) =>
  o.code?.coding?.some((c) => c.system === FHIR_TORONTO_SYSTEM && c.code === FHIR_TORONTO_STAGE) ?? false;

async function entryOf(db: Db, list: number, code: string) {
  const [row] = await db
    .select({ id: dictionaryEntries.id, parentId: dictionaryEntries.parentId })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.listId, list), eq(dictionaryEntries.code, code)));
  return row ?? null;
}

/**
 * A Toronto value as the dictionaries code it: a level 2 (`neuroblastoma:L1`), a level 1
 * (`neuroblastoma:L`) or a class (`neuroblastoma`). The levels above come from the dictionary's own
 * parents, so the stored class and levels are always a pair the form could have produced; a class
 * with another class's level (`neuroblastoma:CNS1`) is in no list and is not mapped.
 */
async function torontoOf(db: Db, code: string) {
  const level2 = await entryOf(db, ListId.torontoLevel2, code);
  const level1 = level2?.parentId
    ? { id: level2.parentId, parentId: (await classOfLevel1(db, level2.parentId)) ?? null }
    : await entryOf(db, ListId.torontoLevel1, code);
  if (level1?.parentId)
    return {
      diagnosticClassId: level1.parentId,
      torontoLevel1Id: level1.id,
      torontoLevel2Id: level2?.id ?? null,
    };
  const torontoClass = await entryOf(db, ListId.torontoDiagnosticClass, code);
  return torontoClass
    ? { diagnosticClassId: torontoClass.id, torontoLevel1Id: null, torontoLevel2Id: null }
    : null;
}

async function classOfLevel1(db: Db, level1Id: number) {
  const [row] = await db
    .select({ parentId: dictionaryEntries.parentId })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.listId, ListId.torontoLevel1), eq(dictionaryEntries.id, level1Id)));
  return row?.parentId;
}

/** The Toronto staging observations (the registry's code system) → the Toronto panel; one value only. */
export async function mapToronto(db: Db, observations: Located<Observation>[], report: MappingReport) {
  let toronto: Record<string, unknown> = {};
  for (const { resource: o, path } of observations) {
    const coding = o.valueCodeableConcept?.coding?.find((c) => c.system === FHIR_TORONTO_SYSTEM && c.code);
    const found = coding && !toronto.diagnosticClassId ? await torontoOf(db, coding.code!.trim()) : null;
    if (!found) {
      report.notMapped(path, `${textOf(o.code)} = ${textOf(o.valueCodeableConcept)}`);
      continue;
    }
    toronto = found;
    const deepest = found.torontoLevel2Id
      ? 'torontoLevel2Id'
      : found.torontoLevel1Id
        ? 'torontoLevel1Id'
        : 'diagnosticClassId';
    report.mapped(
      `${path}.valueCodeableConcept`,
      textOf(o.valueCodeableConcept),
      `cancerTorontoStadialization.${deepest}`,
    );
  }
  return toronto;
}
