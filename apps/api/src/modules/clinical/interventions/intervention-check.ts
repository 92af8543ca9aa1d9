import {
  checkIntervention,
  type InterventionCommon,
  type InterventionDetail,
  InterventionType,
  type InterventionTypeId,
  msg,
  todayIso,
  unknownInterventionReferences,
  type VisitDetail,
} from '@registry/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { medicalCases, reportingUnits } from '../../../db/schema';
import { fieldErrors } from '../../../platform/errors';
import { isCityOfCounty, knownIds, type ListCache } from '../../dictionaries';

async function isLiveUnit(db: Db, id: number) {
  const [unit] = await db
    .select({ id: reportingUnits.id })
    .from(reportingUnits)
    .where(and(eq(reportingUnits.id, id), eq(reportingUnits.isDeleted, false)));
  return Boolean(unit);
}

/** The medical case's diagnosis date as the team holds it (null when not stated). */
export async function diagnosisDateOf(db: Db, medicalCaseId: number): Promise<string | null> {
  const [row] = await db
    .select({ date: sql<string | null>`${medicalCases.data}->'cancerDiagnostic'->>'diagnosticDate'` })
    .from(medicalCases)
    .where(eq(medicalCases.id, medicalCaseId));
  return row?.date ?? null;
}

/**
 * The domain rules (checkIntervention) and then the references: the units and every dictionary id
 * must exist. Throws the field errors (400, nothing written); answers what is to be stored.
 */
export async function checkInterventionInput(
  db: Db,
  cache: ListCache,
  type: InterventionTypeId,
  common: InterventionCommon,
  detail: unknown,
  completing: boolean,
  /** Completing: the real date may not precede the case's diagnosis. */
  diagnosisDate: string | null = null,
): Promise<{ common: InterventionCommon; detail: InterventionDetail }> {
  const check = checkIntervention(type, common, detail, { today: todayIso(), completing, diagnosisDate });
  if (!check.ok) throw fieldErrors(check.errors);
  const errors: Record<string, string> = {};
  for (const path of unknownInterventionReferences(type, check.detail, await knownIds(db, cache)))
    errors[path] = msg.invalid;
  if (check.common.unitId && !(await isLiveUnit(db, check.common.unitId))) errors.unitId = msg.invalid;
  if (type === InterventionType.Surgery) {
    const unitId = (check.detail as { surgeonUnitId: number | null }).surgeonUnitId;
    if (unitId && !(await isLiveUnit(db, unitId))) errors['detail.surgeonUnitId'] = msg.invalid;
  }
  if (type === InterventionType.HomeVisit || type === InterventionType.ClinicVisit) {
    const { countyId, cityId } = check.detail as VisitDetail;
    if (cityId && (!countyId || !(await isCityOfCounty(db, cityId, countyId))))
      errors['detail.cityId'] = msg.invalid;
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return { common: check.common, detail: check.detail };
}
