import { describe, expect, it } from 'vitest';
import { EventStatus, LabServiceStatus } from './kinds';
import { labResultsNote } from './lab-results';

describe("a lab test's card never contradicts its status (issue 23 item 11)", () => {
  it.each([
    // intervention status, lab service status, what the card adds to its heading
    [EventStatus.Pending, LabServiceStatus.Planned, null],
    [EventStatus.Pending, LabServiceStatus.PartiallyCompleted, 'someResults'],
    // The case the issue saw: every result in, still planned — not "completed", ready to complete.
    [EventStatus.Pending, LabServiceStatus.Completed, 'readyToComplete'],
    [EventStatus.Completed, LabServiceStatus.Completed, null],
    [EventStatus.Completed, LabServiceStatus.PartiallyCompleted, 'someResults'],
    [EventStatus.Canceled, LabServiceStatus.Completed, null],
    [EventStatus.Pending, null, null],
  ] as const)('status %s, lab %s → %s', (status, lab, note) => {
    expect(labResultsNote(status, lab)).toBe(note);
  });
});
