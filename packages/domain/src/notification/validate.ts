/**
 * Validation of the whole notification and of each panel, for the form (each panel validates its
 * own slice) and the server (which refuses what the form would have refused).
 */
import type { z } from 'zod';
import { codeOfIssue } from '../shared/issues';
import { validateBasis } from './basis-rules';
import { businessChecks } from './business-checks';
import { codedPairErrors, iccc3AssociationErrors } from './coded-pairs';
import { type DependencyContext, normaliseNotification } from './dependencies';
import { validateDiagnostic, validateMorphology } from './diagnostic';
import { validateHistopathology, validateImagistics } from './exams';
import { type Notification, notificationDraft } from './model';
import { validateOverview } from './overview';
import { validatePatient } from './patient';
import { validateReportingReason } from './reason';
import type { FieldErrors, ValidationContext } from './rules';
import { isCompleted } from './rules';
import { validateTreatment } from './treatment';

/** The panels in the order of the edit page (spec 02 §2); each owns the fields it validates. */
export const notificationPanels = [
  'patientDetails',
  'reportingReason',
  'notificationOverview',
  'cancerDiagnostic',
  'cancerMorphology',
  'cancerHistopathology',
  'cancerImagistics',
  'cancerTorontoStadialization',
  'cancerTnmStadialization',
  'tumorGrading',
  'nonStagePrognosticFactor',
  'cancerTreatment',
  'subsequentCancerTreatment',
  'cancerEpicrisis',
  'observations',
] as const;
export type NotificationPanel = (typeof notificationPanels)[number];

const TOP_LEVEL_FIELDS: Partial<Record<string, NotificationPanel>> = {
  diagnosticReportingReasonId: 'reportingReason',
  observation: 'observations',
  reviewerObservation: 'observations',
};

const PANELS: ReadonlySet<string> = new Set(notificationPanels);

/** The panel a field path belongs to, so the page can open and scroll to it. */
export function panelOfPath(path: string): NotificationPanel | null {
  const dot = path.indexOf('.');
  const head = dot < 0 ? path : path.slice(0, dot);
  const top = TOP_LEVEL_FIELDS[head];
  if (top) return top;
  return PANELS.has(head) ? (head as NotificationPanel) : null;
}

/** Panels with at least one error, in page order: the first is the one to scroll to. */
export const invalidPanels = (errors: FieldErrors): NotificationPanel[] => {
  const panels = new Set(Object.keys(errors).map(panelOfPath));
  return notificationPanels.filter((panel) => panels.has(panel));
};

/** Lengths and formats (the zod model) as a field map, with the codes the catalogues translate. */
export function shapeErrors(value: unknown, schema: z.ZodType = notificationDraft): FieldErrors {
  const errors: FieldErrors = {};
  const result = schema.safeParse(value);
  if (!result.success) addIssues(errors, [], result.error.issues);
  return errors;
}

/** Each issue's code under its path (below `prefix`); the first issue of a path is the one shown. */
function addIssues(errors: FieldErrors, prefix: readonly string[], issues: readonly z.core.$ZodIssue[]) {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path.map(String)].join('.');
    if (!(path in errors)) errors[path] = codeOfIssue(issue);
  }
}

const onlyPanel = (errors: FieldErrors, panel: NotificationPanel): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => panelOfPath(path) === panel));

const panelRules: Record<NotificationPanel, (n: Notification, ctx: ValidationContext) => FieldErrors> = {
  patientDetails: validatePatient,
  reportingReason: validateReportingReason,
  notificationOverview: validateOverview,
  cancerDiagnostic: validateDiagnostic,
  cancerMorphology: validateMorphology,
  cancerHistopathology: validateHistopathology,
  cancerImagistics: validateImagistics,
  // Staging, grading, prognosis and epicrisis have no rules beyond their shape (spec 02 §5: "not shown").
  cancerTorontoStadialization: () => ({}),
  cancerTnmStadialization: () => ({}),
  tumorGrading: () => ({}),
  nonStagePrognosticFactor: () => ({}),
  cancerTreatment: (n, ctx) => validateTreatment(n, ctx, 'cancerTreatment'),
  subsequentCancerTreatment: (n, ctx) => validateTreatment(n, ctx, 'subsequentCancerTreatment'),
  cancerEpicrisis: () => ({}),
  observations: () => ({}),
};

/** One panel's rules alone, without the shape check: cheap enough to run per field (requirements.ts). */
export const panelRuleErrors = (panel: NotificationPanel, n: Notification, ctx: ValidationContext) =>
  panelRules[panel](n, ctx);

/** One panel's errors; on the same field a limit or format error wins over a rule's. */
export function validatePanel(
  panel: NotificationPanel,
  n: Notification,
  ctx: ValidationContext,
): FieldErrors {
  return { ...panelRules[panel](n, ctx), ...onlyPanel(shapeErrors(n), panel) };
}

/**
 * Every field error of the notification (spec 02 §5), keyed `section.field`. Anything but status 2
 * is a draft, which relaxes the "required unless draft" rules; the others hold for drafts too.
 */
export function validateNotification(
  n: Notification,
  ctx: ValidationContext,
  shapeOf: (n: Notification) => FieldErrors = shapeErrors,
): FieldErrors {
  const rules = notificationPanels.map((panel) => panelRules[panel](n, ctx));
  // The basis rules span panels (basis against vital status, histology, treatment): a panel's own rule wins.
  return Object.assign({}, validateBasis(n), ...rules, shapeOf(n));
}

/** A schema's object shape under its defaults (`prefault({})` wraps every panel), or null when not an object. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  let inner = schema as unknown as { shape?: Record<string, z.ZodType>; def: { innerType?: z.ZodType } };
  while (!inner.shape && inner.def.innerType) inner = inner.def.innerType as unknown as typeof inner;
  return inner.shape ?? null;
}

/** The whole model's schema for each top-level key, and each panel's for its fields: built once. */
const topShape = notificationDraft.shape as Record<string, z.ZodType>;
const panelShapes = new Map(Object.entries(topShape).map(([key, schema]) => [key, objectShape(schema)]));

/**
 * The shape errors of `n`, a normalised copy of `accepted` (a value the model accepted): every rule
 * of the model is one field's own (no rule spans fields: no refinement of a panel or of the record),
 * so only the fields normalisation changed can break it, and only those are parsed again — not the
 * whole record a second time (a 10,000-row import parsed each row twice, ~7 % of its server CPU).
 */
export function rewrittenShapeErrors(n: Notification, accepted: Notification): FieldErrors {
  const errors: FieldErrors = {};
  for (const key in topShape) {
    const value = (n as Record<string, unknown>)[key];
    const before = (accepted as Record<string, unknown>)[key];
    if (value === before) continue;
    const fields = panelShapes.get(key);
    if (!fields || !isPlainObject(value) || !isPlainObject(before)) {
      const result = topShape[key].safeParse(value);
      if (!result.success) addIssues(errors, [key], result.error.issues);
      continue;
    }
    for (const field in fields) {
      if (field in before && value[field] === before[field]) continue;
      const result = fields[field].safeParse(value[field]);
      if (!result.success) addIssues(errors, [key, field], result.error.issues);
    }
  }
  return errors;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Spec 02 §4 hard save: before attaching a file to an unsaved notification only the patient, the
 * reason and the overview must hold, and it is saved as a draft.
 */
export function validateForHardSave(n: Notification, ctx: ValidationContext): FieldErrors {
  const draft: Notification = { ...n, status: 1 };
  const panels: NotificationPanel[] = ['patientDetails', 'reportingReason', 'notificationOverview'];
  return Object.assign({}, ...panels.map((panel) => validatePanel(panel, draft, ctx)));
}

export type SaveCheck =
  | { ok: true; notification: Notification }
  | { ok: false; errors: FieldErrors; businessErrors: string[] };

/**
 * What the server runs on a save body: the shape, the coded pairs (coded-pairs.ts, when the caller
 * passes the dictionaries' lookups), the dependencies (normaliseNotification), the field rules, then — for a complete
 * save only (spec 02 §4 save flow step 2) — the business checks.
 */
export function checkNotificationSave(
  input: unknown,
  ctx: DependencyContext,
  // The caller's own parse of this very input, when it already ran one (the server's save does): not parsed twice.
  parsed: ReturnType<typeof notificationDraft.safeParse> = notificationDraft.safeParse(input),
): SaveCheck {
  if (!parsed.success) return { ok: false, errors: shapeErrors(input), businessErrors: [] };
  // The coded pairs as sent, before normalisation fills what the form would have (a draft too).
  const pairs = {
    ...(ctx.codedPairs ? codedPairErrors(parsed.data, ctx.codedPairs) : {}),
    ...iccc3AssociationErrors(parsed.data, ctx.association),
  };
  const notification = normaliseNotification(parsed.data, ctx);
  const errors = {
    ...pairs,
    ...validateNotification(notification, ctx, (n) => rewrittenShapeErrors(n, parsed.data)),
  };
  const business = isCompleted(notification.status) ? businessChecks(notification) : [];
  if (Object.keys(errors).length > 0 || business.length > 0)
    return { ok: false, errors, businessErrors: business };
  return { ok: true, notification };
}
