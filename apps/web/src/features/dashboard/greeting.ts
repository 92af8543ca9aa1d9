export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Spec 01 §1: before 12 it is morning, before 18 afternoon, otherwise evening. */
export function greetingFor(hour: number): Greeting {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
