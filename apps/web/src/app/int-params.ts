/** Ids are non-negative 32-bit integers written plainly ("0" means new, spec 01 §2.6). */
const INTEGER = /^(0|[1-9]\d{0,9})$/;
const MAX_ID = 2 ** 31 - 1;

export function isIntegerParam(value: string | undefined): boolean {
  return value !== undefined && INTEGER.test(value) && Number(value) <= MAX_ID;
}

/** Spec 01 §2.1: a route parameter must be an integer, otherwise the invalid-request page. */
export function hasInvalidIntParams(
  params: Record<string, string | undefined>,
  names: readonly string[],
): boolean {
  return names.some((name) => name in params && !isIntegerParam(params[name]));
}
