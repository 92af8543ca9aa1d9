import {
  type InterventionCommon,
  interventionCommon,
} from '@registry/domain/clinical/interventions/contracts';
import {
  emptyInterventionDetail,
  type InterventionDetail,
} from '@registry/domain/clinical/interventions/details';
import type { InterventionTypeId } from '@registry/domain/clinical/interventions/kinds';
import { checkIntervention } from '@registry/domain/clinical/interventions/rules';
import { shapeErrors } from '@registry/domain/notification/validate';
import { todayIso } from '@registry/domain/patient/cnp';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import type { Intervention } from '../interventions-api';

/** The form holds the common fields and the type's detail; the planned date is empty until chosen. */
export type InterventionFormValues = Omit<InterventionCommon, 'plannedDate'> & {
  plannedDate: string | null;
  detail: InterventionDetail;
};

/** A new one starts at the medical case's treating unit (where it mostly happens), when it has one. */
export function blankValues(
  type: InterventionTypeId,
  plannedDate: string | null,
  treatingUnitId: number | null = null,
): InterventionFormValues {
  return {
    plannedDate,
    startTime: null,
    endDate: null,
    endTime: null,
    unitId: treatingUnitId,
    externalUnit: null,
    significant: true,
    detail: emptyInterventionDetail(type),
  };
}

export function valuesOf(i: Intervention): InterventionFormValues {
  return {
    plannedDate: i.plannedDate,
    startTime: i.startTime,
    endDate: i.endDate,
    endTime: i.endTime,
    unitId: i.unitId,
    externalUnit: i.unitId ? null : i.externalUnit,
    significant: i.significant,
    // Read through the type's schema, so a field added later starts at its default.
    detail: emptyInterventionDetail(i.type as InterventionTypeId, i.detail),
  };
}

export type Checked = { common: InterventionCommon; detail: InterventionDetail };

/**
 * The shared rules (packages/domain: the common fields' shape, then checkIntervention with the
 * completion fields when completing), as the server runs them. Paths are `plannedDate`, `detail.…`.
 */
export function checkValues(
  type: InterventionTypeId,
  values: InterventionFormValues,
  completing: boolean,
  /** The medical case's diagnosis date: a completion's real date may not precede it. */
  diagnosisDate: string | null = null,
): { ok: true; value: Checked } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = { ...shapeErrors(values, interventionCommon) };
  const common = { ...values, plannedDate: values.plannedDate ?? todayIso() } as InterventionCommon;
  const check = checkIntervention(type, common, values.detail, {
    today: todayIso(),
    completing,
    diagnosisDate,
  });
  if (!check.ok) for (const [path, code] of Object.entries(check.errors)) errors[path] ??= code;
  if (Object.keys(errors).length || !check.ok) return { ok: false, errors };
  return { ok: true, value: { common: check.common, detail: check.detail } };
}

/** Field errors by path as react-hook-form keeps them (nested objects). */
export function toFormErrors(errors: Record<string, string>): FieldErrors<InterventionFormValues> {
  const out = {};
  for (const [path, message] of Object.entries(errors)) set(out, path, { type: 'rule', message });
  return out;
}

/** The resolver asks whether the action is a completion at the moment it validates. */
export function interventionResolver(
  type: InterventionTypeId,
  completing: () => boolean,
  diagnosisDate: string | null = null,
): Resolver<InterventionFormValues> {
  return async (values) => {
    const result = checkValues(type, values, completing(), diagnosisDate);
    return result.ok ? { values, errors: {} } : { values: {}, errors: toFormErrors(result.errors) };
  };
}
