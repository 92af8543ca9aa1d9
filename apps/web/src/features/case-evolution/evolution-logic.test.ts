import { evolutionFields, evolutionSections } from '@registry/domain/cases/evolution-fields';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  changedCells,
  type EvolutionRow,
  fieldsOf,
  shownValue,
  versionsPerWidth,
  versionWindow,
  windowLabel,
} from './evolution-logic';
import en from './locales/en.json';
import ro from './locales/ro.json';

const version = (n: number, patch: Record<string, Record<string, string | null>> = {}): EvolutionRow => ({
  version: n,
  notificationId: 10 + n,
  notificationStatus: 2,
  createdByUser: 'Andrei Ionescu',
  createdDateUtc: '2026-01-01T10:00:00Z',
  sections: {
    patient: { identifier: '5150101400011', firstName: 'Ion', ...patch.patient },
    overview: { isPatientDead: 'Nu', deathDate: null, ...patch.overview },
    morphology: { morphology: 'Neuroblastom, NOS (9500/3)', ...patch.morphology },
  },
});

describe('changed cells (spec 02 §2 case evolution)', () => {
  it('marks what differs from the version just older, newest first', () => {
    const rows = [
      version(3, { overview: { isPatientDead: 'Da', deathDate: '01-05-2025' } }),
      version(2, { patient: { firstName: 'Ioan' } }),
      version(1),
    ];
    const changes = changedCells(rows);
    expect([...(changes.get(3) ?? [])].sort()).toEqual([
      'overview.deathDate',
      'overview.isPatientDead',
      'patient.firstName',
    ]);
    expect([...(changes.get(2) ?? [])]).toEqual(['patient.firstName']);
    expect(changes.get(1)?.size).toBe(0);
  });

  it('treats a missing value and null alike, and an emptied value as a change', () => {
    const older = version(1, { overview: { deathDate: null } });
    const same = version(2);
    delete same.sections.overview.deathDate;
    expect(changedCells([same, older]).get(2)?.size).toBe(0);
    const emptied = version(2, { patient: { firstName: null } });
    expect([...(changedCells([emptied, version(1)]).get(2) ?? [])]).toEqual(['patient.firstName']);
  });

  it('marks nothing on the last loaded version when its older neighbour is on the next page', () => {
    expect(changedCells([version(51, { patient: { firstName: 'X' } })]).get(51)?.size).toBe(0);
  });
});

describe('fields of the chosen sections', () => {
  it('keeps the form order whatever the order of choice', () => {
    const fields = fieldsOf(['observations', 'patient']);
    expect(fields[0]).toEqual({ section: 'patient', key: 'identifier' });
    expect(fields.at(-1)).toEqual({ section: 'observations', key: 'reviewerObservation' });
    expect(fields).toHaveLength(evolutionFields.patient.length + evolutionFields.observations.length);
    expect(fieldsOf([...evolutionSections]).length).toBeGreaterThan(60);
  });
});

describe('versions at once by screen width', () => {
  it.each([
    ['xs', 1],
    ['sm', 2],
    ['md', 3],
    ['lg', 5],
    ['xl', 5],
  ] as const)('%s shows %i', (width, count) => expect(versionsPerWidth(width)).toBe(count));

  it('keeps the window inside the loaded versions', () => {
    expect(versionWindow(12, 0, 5)).toEqual({ start: 0, end: 5 });
    expect(versionWindow(12, 10, 5)).toEqual({ start: 7, end: 12 });
    expect(versionWindow(2, 0, 5)).toEqual({ start: 0, end: 2 });
    expect(versionWindow(3, 4, 1)).toEqual({ start: 2, end: 3 });
  });
});

describe('shown values', () => {
  it('reads dates DD-MM-YYYY and leaves other labels as the server wrote them', () => {
    const row = version(2, { overview: { deathDate: '2025-05-01', isPatientDead: 'Da' } });
    expect(shownValue(row, 'overview', 'deathDate')).toBe('01-05-2025');
    expect(shownValue(row, 'overview', 'isPatientDead')).toBe('Da');
    expect(shownValue(row, 'patient', 'identifier')).toBe('5150101400011');
    expect(shownValue(row, 'overview', 'lastContactDate')).toBeNull();
  });
});

describe('version navigator label (issue 18: never "Versions 2–1 of 2")', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { translation: en }, ro: { translation: ro } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const say = (lng: 'ro' | 'en', shown: number[], total: number) => {
    const label = windowLabel(shown, total);
    return i18n.getFixedT(lng)(label.key, label.values);
  };

  it('names the only version of a one-version case', () => {
    expect(say('en', [1], 1)).toBe('Version 1 of 1');
    expect(say('ro', [1], 1)).toBe('Versiunea 1 din 1');
  });
  it('reads two versions low to high although the screen lists the newest first', () => {
    expect(say('en', [2, 1], 2)).toBe('Versions 1–2 of 2');
    expect(say('ro', [2, 1], 2)).toBe('Versiunile 1–2 din 2');
  });
  it('reads a window of many versions low to high, and one version of many by itself', () => {
    expect(say('en', [12, 11, 10, 9, 8], 12)).toBe('Versions 8–12 of 12');
    expect(say('en', [3, 2, 1], 12)).toBe('Versions 1–3 of 12');
    expect(say('en', [7], 12)).toBe('Version 7 of 12');
    expect(say('ro', [7], 12)).toBe('Versiunea 7 din 12');
  });
});
