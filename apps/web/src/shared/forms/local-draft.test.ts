import { emptyNotification, type Notification, notificationDraft } from '@registry/domain/notification/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  debounced,
  draftChanges,
  draftOffer,
  localDraftKey,
  mergeDraft,
  plainDraft,
  readDraft as readAny,
  removeDraft,
  writeDraft,
} from './local-draft';

const asNotification = (values: unknown): Notification | null => {
  const parsed = notificationDraft.safeParse(values);
  return parsed.success ? parsed.data : null;
};
const readDraft = (key: string) => readAny(key, asNotification);

const server = emptyNotification({ id: 7, patientDetails: { identifier: '5150101400011' } });
const typed = { ...server, patientDetails: { ...server.patientDetails, lastName: 'Popescu' } };

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the local draft every clinical form keeps (never lose work)', () => {
  it('is keyed by the kind of record, the user and the record', () => {
    expect(localDraftKey('notification', 3, 7)).toBe('registry.notificationDraft.3.7');
    expect(localDraftKey('notification', 3, 'new', '5150101400011', 95003)).toBe(
      'registry.notificationDraft.3.new.5150101400011.95003',
    );
    // Another user of the same computer, or another record, never reads this one's typing.
    expect(localDraftKey('medicalCase', 4, 12)).not.toBe(localDraftKey('medicalCase', 3, 12));
    expect(localDraftKey('medicalCase', 3, 13)).not.toBe(localDraftKey('medicalCase', 3, 12));
  });

  it('offers a draft only when it would change the stored version, for any form shape', () => {
    type Details = { care: { comorbidities: string | null }; version: number };
    const stored: Details = { care: { comorbidities: null }, version: 2 };
    expect(draftOffer('d', stored, plainDraft<Details>)).toBeNull();
    writeDraft('d', { ...stored, care: { comorbidities: 'Astm bronșic' } }, stored, 2);
    const offer = draftOffer('d', stored, plainDraft<Details>);
    expect(offer?.changed).toEqual(['care.comorbidities']);
    expect(mergeDraft(offer!, stored).care.comorbidities).toBe('Astm bronșic');
    // Once saved, the stored version holds the text: nothing is offered.
    expect(draftOffer('d', mergeDraft(offer!, stored), plainDraft<Details>)).toBeNull();
  });

  it('keeps typed values that differ from the server, and offers exactly the changed fields back', () => {
    const now = () => new Date('2026-01-02T10:00:00Z');
    expect(writeDraft('k', typed, server, 4, localStorage, now)).toBe(true);
    const draft = readDraft('k');
    expect(draft).toMatchObject({ savedAt: '2026-01-02T10:00:00.000Z', version: 4 });
    expect(draftChanges(draft, server)).toEqual(['patientDetails.lastName']);
  });

  it('after a colleague saved, restoring puts back only what was typed here, not the stale rest', () => {
    // Opened the server version, typed an address; meanwhile a colleague saved a new first name.
    const mine = { ...server, patientDetails: { ...server.patientDetails, address: 'Str. Lungă 1' } };
    writeDraft('k', mine, server, 1);
    const colleague = { ...server, patientDetails: { ...server.patientDetails, firstName: 'Ana-Maria' } };
    const draft = readDraft('k');
    expect(draft?.changed).toEqual(['patientDetails.address']);
    expect(draftChanges(draft, colleague)).toEqual(['patientDetails.address']);
    const merged = mergeDraft(draft!, colleague);
    expect(merged.patientDetails).toMatchObject({ address: 'Str. Lungă 1', firstName: 'Ana-Maria' });
  });

  it('has nothing to offer when the server already holds what was typed', () => {
    writeDraft('k', typed, server, 1);
    expect(draftChanges(readDraft('k'), typed)).toEqual([]);
  });

  it('reads a draft written before the changed fields were kept as changing every differing field', () => {
    localStorage.setItem('k', JSON.stringify({ savedAt: '2026-01-02T10:00:00Z', version: 1, values: typed }));
    const draft = readDraft('k');
    expect(draft?.changed).toBeNull();
    expect(mergeDraft(draft!, server).patientDetails.lastName).toBe('Popescu');
  });

  it('forgets the draft when the values are back to the server version', () => {
    writeDraft('k', typed, server, 1);
    expect(writeDraft('k', structuredClone(server), server, 1)).toBe(false);
    expect(readDraft('k')).toBeNull();
  });

  it('ignores a damaged or foreign entry instead of failing', () => {
    localStorage.setItem('k', '{not json');
    expect(readDraft('k')).toBeNull();
    localStorage.setItem('k', JSON.stringify({ savedAt: 'x', values: { id: 'seven' } }));
    expect(readDraft('k')).toBeNull();
    removeDraft('k');
    expect(draftChanges(null, server)).toEqual([]);
  });

  it('writes once typing pauses, and at once when flushed', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const writer = debounced(write, 500);
    writer.schedule();
    vi.advanceTimersByTime(400);
    writer.schedule();
    vi.advanceTimersByTime(400);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(write).toHaveBeenCalledTimes(1);
    writer.schedule();
    writer.flush();
    expect(write).toHaveBeenCalledTimes(2);
    writer.flush();
    expect(write).toHaveBeenCalledTimes(2);
  });
});
