/**
 * The interventions' rules, shared by the forms and the server (issue 15): the type's detail shape,
 * dates within the registry's limits, the unit, the computed values (BMI and BSA of each cycle,
 * quality-of-life scores) and, when completing, the completion fields. Returns the record as it is
 * stored (computed values filled in) or the field errors by path (`detail.…` for the type's fields).
 */
import { EARLIEST_NOTIFICATION_DATE } from '../../notification/constants';
import { hasText } from '../../notification/model-fields';
import type { FieldErrors } from '../../notification/rules';
import { shapeErrors } from '../../notification/validate';
import { msg } from '../../shared/messages';
import { completionErrors } from './completion-rules';
import {
  bodyMassIndex,
  bodyMeasuresMatch,
  bodySurfaceArea,
  qualityOfLifeScores,
  totalDoseMatches,
} from './computations';
import type { InterventionCommon } from './contracts';
import type { LabTestDetail, QualityOfLifeDetail } from './detail-assessments';
import type { SurgeryDetail, TransplantDetail } from './detail-procedures';
import type { RadiotherapyDetail, SystemicTherapyDetail } from './detail-therapy';
import type { VisitDetail } from './detail-visit';
import { type InterventionDetail, interventionDetailSchemas } from './details';
import { InterventionType, type InterventionTypeId } from './kinds';
import { interventionMsg } from './messages';

export type InterventionRuleContext = {
  /** Today in Europe/Bucharest (todayIso). */
  today: string;
  /** The record is being completed (or is completed already): the completion fields are required. */
  completing: boolean;
  /** The medical case's diagnosis date, when known: nothing is done for the tumour before it. */
  diagnosisDate?: string | null;
};

export type InterventionCheck =
  | { ok: true; common: InterventionCommon; detail: InterventionDetail }
  | { ok: false; errors: FieldErrors };

/** Planned dates may lie up to two years ahead (a protocol's last cycles, a yearly follow-up scan). */
export const PLAN_AHEAD_YEARS = 2;

export function latestPlannedDate(today: string) {
  const [y, m, d] = today.split('-');
  // 29 February two years on is 1 March: Date.UTC rolls it over.
  return new Date(Date.UTC(Number(y) + PLAN_AHEAD_YEARS, Number(m) - 1, Number(d)))
    .toISOString()
    .slice(0, 10);
}

type Add = (path: string, code: string | null) => void;

function collector() {
  const errors: FieldErrors = {};
  const add: Add = (path, code) => {
    if (code && !(path in errors)) errors[path] = code;
  };
  return { errors, add };
}

/** A planned-side date: 1990-01-01 up to two years ahead. */
const plannedRange = (date: string | null, today: string) =>
  date !== null && (date < EARLIEST_NOTIFICATION_DATE || date > latestPlannedDate(today))
    ? interventionMsg.plannedDateRange
    : null;
/** A date something happened: 1990-01-01 up to today. */
const pastRange = (date: string | null, today: string) =>
  date !== null && (date < EARLIEST_NOTIFICATION_DATE || date > today) ? interventionMsg.dateRange : null;
/** A date that is planned while pending and happened once completed. */
const eventRange = (date: string | null, ctx: InterventionRuleContext) =>
  ctx.completing ? pastRange(date, ctx.today) : plannedRange(date, ctx.today);

const before = (a: string | null, b: string | null) => a !== null && b !== null && a < b;

/**
 * Completing records what really happened (issue 23): a test planned for the 28th and done today
 * is completed with today's date. When the real end comes before the planned start, the start
 * moves to it — the record says when it was done; the version history keeps the plan.
 */
export function completedDates(c: InterventionCommon): InterventionCommon {
  return before(c.endDate, c.plannedDate) ? { ...c, plannedDate: c.endDate as string } : c;
}

/** The real date a completion proposes: the planned day once it has come, else today. */
export function proposedCompletionDate(plannedDate: string | null, today: string): string {
  return plannedDate !== null && plannedDate < today ? plannedDate : today;
}

function checkCommon(c: InterventionCommon, ctx: InterventionRuleContext, add: Add) {
  add('plannedDate', plannedRange(c.plannedDate, ctx.today));
  add('endDate', eventRange(c.endDate, ctx));
  if (ctx.completing && before(c.endDate, ctx.diagnosisDate ?? null))
    add('endDate', interventionMsg.beforeDiagnosis);
  if (before(c.endDate, c.plannedDate)) add('endDate', interventionMsg.endBeforeStart);
  if (c.endDate === c.plannedDate && before(c.endTime, c.startTime))
    add('endTime', interventionMsg.endBeforeStart);
  if (!c.unitId && !hasText(c.externalUnit)) add('unitId', interventionMsg.unitRequired);
}

function checkVisit(d: VisitDetail, add: Add) {
  d.medications.forEach((m, i) => {
    if (!hasText(m.substance)) add(`detail.medications.${i}.substance`, msg.required);
  });
  const { departureTime, returnTime } = d.completion;
  if (before(returnTime, departureTime)) add('detail.completion.returnTime', interventionMsg.endBeforeStart);
}

/** BMI and BSA are computed; a value sent that differs from the computation is refused. */
function computeCycles(
  d: SystemicTherapyDetail,
  ctx: InterventionRuleContext,
  add: Add,
): SystemicTherapyDetail {
  const cycles = d.cycles.map((c, i) => {
    const bmi = bodyMassIndex(c.weight, c.height);
    const bsa = bodySurfaceArea(c.weight, c.height);
    const match = bodyMeasuresMatch(c.weight, c.height, c);
    if (!match.bmi) add(`detail.cycles.${i}.bmi`, interventionMsg.computedMismatch);
    if (!match.bsa) add(`detail.cycles.${i}.bsa`, interventionMsg.computedMismatch);
    add(`detail.cycles.${i}.date`, plannedRange(c.date, ctx.today));
    c.medicines.forEach((m, j) => {
      if (!m.agentId && !hasText(m.name)) add(`detail.cycles.${i}.medicines.${j}.name`, msg.required);
    });
    return { ...c, bmi, bsa };
  });
  return { ...d, cycles };
}

/** The type's own always-rules and computations; returns the detail as stored. */
function checkDetail(
  type: InterventionTypeId,
  detail: InterventionDetail,
  common: InterventionCommon,
  ctx: InterventionRuleContext,
  add: Add,
): InterventionDetail {
  switch (type) {
    case InterventionType.HomeVisit:
    case InterventionType.ClinicVisit:
      checkVisit(detail as VisitDetail, add);
      return detail;
    case InterventionType.SystemicTherapy:
      return computeCycles(detail as SystemicTherapyDetail, ctx, add);
    case InterventionType.Radiotherapy: {
      const r = detail as RadiotherapyDetail;
      if (!totalDoseMatches(r.totalDose, r.dosePerFraction, r.fractions) && !hasText(r.totalDoseExplanation))
        add('detail.totalDoseExplanation', interventionMsg.totalDoseMismatch);
      add('detail.lastDate', eventRange(r.lastDate, ctx));
      if (before(r.lastDate, common.plannedDate)) add('detail.lastDate', interventionMsg.endBeforeStart);
      return detail;
    }
    case InterventionType.LabTest: {
      const l = detail as LabTestDetail;
      l.analyses.forEach((a, i) => {
        if (!hasText(a.name)) add(`detail.analyses.${i}.name`, msg.required);
      });
      return detail;
    }
    case InterventionType.QualityOfLife: {
      const q = detail as QualityOfLifeDetail;
      return { ...q, scores: qualityOfLifeScores(q.answers) };
    }
    case InterventionType.Surgery: {
      const s = detail as SurgeryDetail;
      if (s.hasComplications && !hasText(s.complications)) add('detail.complications', msg.required);
      // No complications: nothing about them is kept.
      return s.hasComplications ? s : { ...s, complications: null, complicationGradeId: null };
    }
    case InterventionType.Transplant: {
      const t = detail as TransplantDetail;
      add('detail.engraftmentDate', pastRange(t.engraftmentDate, ctx.today));
      if (before(t.engraftmentDate, common.endDate ?? common.plannedDate))
        add('detail.engraftmentDate', interventionMsg.endBeforeStart);
      return detail;
    }
    default:
      return detail;
  }
}

/**
 * Checks an intervention of `type`: the common fields (already shaped by interventionCommon) and the
 * raw detail. On success the common fields and the detail are as they are to be stored.
 */
export function checkIntervention(
  type: InterventionTypeId,
  common: InterventionCommon,
  rawDetail: unknown,
  ctx: InterventionRuleContext,
): InterventionCheck {
  const schema = interventionDetailSchemas[type];
  const shape = shapeErrors(rawDetail ?? {}, schema);
  if (Object.keys(shape).length)
    return {
      ok: false,
      errors: Object.fromEntries(Object.entries(shape).map(([p, c]) => [`detail.${p}`, c])),
    };
  const parsed = schema.parse(rawDetail ?? {}) as InterventionDetail;
  const { errors, add } = collector();
  // A registry unit is named by the registry; the free text is for a unit outside it.
  const unit = { ...common, externalUnit: common.unitId ? null : common.externalUnit };
  const stored: InterventionCommon = ctx.completing ? completedDates(unit) : unit;
  checkCommon(stored, ctx, add);
  const detail = checkDetail(type, parsed, stored, ctx, add);
  if (ctx.completing)
    for (const [path, code] of Object.entries(completionErrors(type, stored, detail))) add(path, code);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, common: stored, detail };
}
