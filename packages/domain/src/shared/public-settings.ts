import { z } from 'zod';

/**
 * What the web may know of the operator's configuration before anyone signs in (issue 28): the address
 * the accessibility statement gives for reporting a problem, and the date that statement was last reviewed.
 */
export const publicSettings = z.object({
  accessibilityFeedbackEmail: z.string(),
  accessibilityReviewDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type PublicSettings = z.infer<typeof publicSettings>;
