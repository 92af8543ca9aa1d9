/**
 * What a lab test's card says of its analyses (issue 23 item 11). The heading it sits under and
 * its colour are the intervention's status — planned, completed, canceled — which only the team's
 * Complete changes. The lab service status (spec 01 §4) follows the analyses' results; shown as a
 * second "finished" it contradicted the heading ("Finalizat" under "Planificată"), so the card
 * speaks of results instead, and only when that adds something to the heading.
 */
import { EventStatus, type EventStatusId, LabServiceStatus, type LabServiceStatusValue } from './kinds';

export const LabResultsNote = {
  /** Some analyses have their result, others not yet. */
  SomeResults: 'someResults',
  /** Every result is in but the test is still planned: the team may complete it. */
  ReadyToComplete: 'readyToComplete',
} as const;
export type LabResultsNoteValue = (typeof LabResultsNote)[keyof typeof LabResultsNote];

export function labResultsNote(
  status: EventStatusId,
  lab: LabServiceStatusValue | null,
): LabResultsNoteValue | null {
  if (lab === null || status === EventStatus.Canceled) return null;
  if (lab === LabServiceStatus.PartiallyCompleted) return LabResultsNote.SomeResults;
  if (lab === LabServiceStatus.Completed && status !== EventStatus.Completed)
    return LabResultsNote.ReadyToComplete;
  // Planned with no result, or completed with every result: the heading says it all.
  return null;
}
