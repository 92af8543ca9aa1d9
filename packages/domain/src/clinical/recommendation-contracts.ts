/** The recommendations of a medical case (issue 14, spec 02 §3 "Recommendation tab"), shared by server and web. */
import { z } from 'zod';
import { flag, optionalId, optionalText, requiredText } from '../shared/form-fields';
import { boundedInt } from '../shared/ids';
import { msg } from '../shared/messages';

/** The document of a recommendation: a PDF or Word file (checked by extension and magic bytes). */
export const recommendationDocumentExtensions = ['pdf', 'docx'] as const;
export const RECOMMENDATION_DOCUMENT_MAX_BYTES = 20_971_520;

const isCalendarDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const plannedDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v)), msg.invalid);

/**
 * The form (multipart: the document travels with it). The hospital is a registry unit or, for one
 * outside the registry, its name: one of the two is required.
 */
export const recommendationForm = z
  .object({
    hospitalUnitId: optionalId,
    hospitalName: optionalText(250),
    plannedDate,
    text: requiredText(4000),
    /** Required when editing: the version read (a stale one answers 409). */
    version: boundedInt(1).nullish(),
    /** Editing: drop the stored document (a new file replaces it anyway). */
    removeDocument: flag,
  })
  .superRefine((v, ctx) => {
    if (!v.hospitalUnitId && !v.hospitalName)
      ctx.addIssue({ code: 'custom', path: ['hospitalUnitId'], message: msg.required });
  });
export type RecommendationForm = z.output<typeof recommendationForm>;

export const recommendation = z.object({
  id: z.number(),
  medicalCaseId: z.number(),
  hospitalUnitId: z.number().nullable(),
  /** The registry unit's name, or the free-text name. */
  hospital: z.string(),
  hospitalName: z.string().nullable(),
  plannedDate: z.string().nullable(),
  text: z.string(),
  documentName: z.string().nullable(),
  hasDocument: z.boolean(),
  version: z.number(),
  updatedAt: z.date(),
  updatedBy: z.string(),
});
export type Recommendation = z.infer<typeof recommendation>;
export const recommendationList = z.object({ items: z.array(recommendation), edit: z.boolean() });
export type RecommendationList = z.infer<typeof recommendationList>;

/** DELETE api/medical-case/{id}/recommendations/{recommendationId}?version= */
export const recommendationDeleteQuery = z.object({
  version: boundedInt(1),
});
