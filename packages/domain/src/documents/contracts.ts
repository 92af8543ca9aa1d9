import { z } from 'zod';
import { entityId, optionalText, requiredText } from '../shared/form-fields';

/** Upload file kinds of spec 01 §3, used by `GET /api/document/{fileName}/{type}`. */
export const FileKind = { ProfilePicture: 1, Agreement: 2, SocialSurvey: 3 } as const;

/** The terms-and-policies document is id 1; ids up to this one are the registry's own and cannot be deleted. */
export const TERMS_DOCUMENT_ID = 1;
export const PROTECTED_DOCUMENT_MAX_ID = 2;

export const usefulDocumentForm = z.object({
  id: entityId,
  name: requiredText(150),
  description: optionalText(2000),
});
export type UsefulDocumentForm = z.infer<typeof usefulDocumentForm>;

export const usefulDocument = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  documentName: z.string(),
  updatedDateUtc: z.date(),
});
export type UsefulDocument = z.infer<typeof usefulDocument>;
