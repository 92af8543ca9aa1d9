import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Validates a flat form with a shared `domain` contract but keeps the values as typed: the contracts
 * coerce multipart text (flags, ids, nulls), while the form sends its own values as FormData.
 * Each field gets its first issue's message code, translated when shown.
 */
export function schemaResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
