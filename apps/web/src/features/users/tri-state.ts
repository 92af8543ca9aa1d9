/** A tri-state filter: null = any, true = only yes, false = only no (spec 01 §2.7). */
export type TriState = boolean | null;

/** A click moves any → yes → no → any. */
export function nextTriState(value: TriState): TriState {
  if (value === null) return true;
  if (value) return false;
  return null;
}
