import { describe, expect, it } from 'vitest';
import { ListId, type ListKey } from '../dictionaries/list-ids';
import { emptyNotification } from './model';
import { setPath } from './paths';
import { NOTIFICATION_REFERENCES, REFERENCED_LISTS, unknownReferences } from './references';

/** Every leaf path of the edit model whose name says it holds dictionary ids (…Id, …Ids). */
function idPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object' && !Array.isArray(child)) return idPaths(child, path);
    return /Ids?$/.test(key) ? [path] : [];
  });
}

// Ids that are not dictionary entries, or are checked by another rule.
const CHECKED_ELSEWHERE = new Set([
  'previousNotificationId', // a notification, read in the case rules
  'patientDetails.patientId', // the server's own patient row, found by the identifier
  'patientDetails.cityId', // must lie in the county: checked against it
  'notificationOverview.reportingUnitId', // the unit rules (the caller's own units)
  'tumorGrading.morphologyCodeId', // mirrors cancerMorphology.morphologyCodeId
  'nonStagePrognosticFactor.morphologyCodeId', // mirrors cancerMorphology.morphologyCodeId
]);

describe('every dictionary id of a notification has its list', () => {
  it('covers each …Id and …Ids field of the edit model', () => {
    const referenced = new Set(NOTIFICATION_REFERENCES.map((r) => r.path));
    const missing = idPaths(emptyNotification()).filter(
      (p) => !referenced.has(p) && !CHECKED_ELSEWHERE.has(p),
    );
    expect(missing).toEqual([]);
  });

  it('names only fields the model has, each once, and lists that exist', () => {
    const paths = new Set(idPaths(emptyNotification()));
    for (const { path, list } of NOTIFICATION_REFERENCES) {
      expect(paths.has(path), path).toBe(true);
      expect(ListId[list], list).toBeGreaterThan(0);
    }
    expect(new Set(NOTIFICATION_REFERENCES.map((r) => r.path)).size).toBe(NOTIFICATION_REFERENCES.length);
  });
});

describe('unknownReferences', () => {
  const lists: Partial<Record<ListKey, number[]>> = {
    topography: [1749],
    morphology: [95003],
    marker: [1, 2],
    reportingReason: [1, 8],
  };
  const known = (list: ListKey) => new Set(lists[list] ?? []);

  it('accepts an empty notification and ids every list holds', () => {
    expect(unknownReferences(emptyNotification(), known)).toEqual([]);
    let n = setPath(emptyNotification(), 'cancerDiagnostic.topologicCodeId', 1749);
    n = setPath(n, 'cancerMorphology.morphologyCodeId', 95003);
    n = setPath(n, 'nonStagePrognosticFactor.markerIds', [1, 2]);
    expect(unknownReferences(n, known)).toEqual([]);
  });

  it('names each field holding an id its list does not have, single or in a list', () => {
    let n = setPath(emptyNotification(), 'cancerDiagnostic.topologicCodeId', 1750);
    n = setPath(n, 'nonStagePrognosticFactor.markerIds', [1, 99]);
    n = setPath(n, 'cancerTreatment.treatmentCountryId', 642);
    expect(unknownReferences(n, known).sort()).toEqual([
      'cancerDiagnostic.topologicCodeId',
      'cancerTreatment.treatmentCountryId',
      'nonStagePrognosticFactor.markerIds',
    ]);
  });

  it('asks only for the lists it needs', () => {
    expect(REFERENCED_LISTS).toContain('deathReason');
    expect(REFERENCED_LISTS).not.toContain('city');
    expect(new Set(REFERENCED_LISTS).size).toBe(REFERENCED_LISTS.length);
  });
});
