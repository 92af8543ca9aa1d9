import { describe, expect, it } from 'vitest';
import {
  clinicEvaluationScales,
  QOL_MAX_ANSWER,
  qolAnswerLabels,
  qolItemKeys,
  qolSections,
  type ReferenceText,
  symptomGradeLabels,
} from './reference-data';

// The questionnaires are data (questionnaires.json): an edit of the file that would break the
// forms or the stored answers' keys is caught here rather than on a ward.
const worded = (t: ReferenceText) => t.ro.trim() !== '' && t.en.trim() !== '';

describe('questionnaires reference data', () => {
  it('quality of life: five sections of worded items, one answer word per value 0 … max', () => {
    expect(qolSections.map((s) => s.key)).toEqual(['physical', 'emotional', 'social', 'school', 'treatment']);
    expect(qolAnswerLabels).toHaveLength(QOL_MAX_ANSWER + 1);
    expect(qolAnswerLabels.every(worded)).toBe(true);
    for (const s of qolSections) {
      expect(worded(s.label)).toBe(true);
      expect(s.items.length).toBeGreaterThan(0);
      expect(s.items.every((i) => worded(i.label) && /^[a-zA-Z]+$/.test(i.key))).toBe(true);
    }
    // Stored answers are keyed `section.item`: a key used twice would merge two questions.
    expect(new Set(qolItemKeys).size).toBe(qolItemKeys.length);
    expect(qolItemKeys).toContain('physical.pain');
    expect(qolSections[0].label.ro).toBe('Starea fizică');
  });
  it('clinic evaluation: local and systemic graded 0–4 (five CTCAE words), the child’s report 0–10', () => {
    expect(clinicEvaluationScales.map((s) => [s.key, s.max])).toEqual([
      ['local', 4],
      ['systemic', 4],
      ['subjective', 10],
    ]);
    expect(symptomGradeLabels).toHaveLength(5);
    expect(symptomGradeLabels.every(worded)).toBe(true);
    for (const s of clinicEvaluationScales) {
      const keys = s.items.map((i) => i.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(s.items.every((i) => worded(i.label))).toBe(true);
    }
  });
});
