import type { CodeableConcept } from '@medplum/fhirtypes';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictionaryEntries } from '../../db/schema';

/** A received concept as the registrar reads it in the mapping report: its text, else `system|code display`. */
export const textOf = (c: CodeableConcept | undefined) =>
  c?.text ??
  c?.coding?.map((x) => `${x.system ?? ''}|${x.code ?? ''}${x.display ? ` ${x.display}` : ''}`).join('; ') ??
  '';

/** The id of a dictionary entry by its list and code, or null when the list does not hold it. */
export async function entryId(db: Db, list: number, code: string) {
  const [row] = await db
    .select({ id: dictionaryEntries.id })
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.listId, list), eq(dictionaryEntries.code, code)));
  return row?.id ?? null;
}
