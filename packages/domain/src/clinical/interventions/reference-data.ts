/**
 * Reference data of the questionnaire-like interventions, kept out of code (issue 15: "sections and
 * items live in reference data"): questionnaires.json holds them and this is the one place that
 * reads it. The screens draw their sections and items from here and the rules check answers
 * against it, on both sides, so it stays a file of the shared package rather than a database list
 * the rules would have to fetch first.
 *
 * The quality-of-life questionnaire is authored for the registry (licence-free: it borrows no item
 * wording from PedsQL, KIDSCREEN or other licensed instruments). Each item asks how often something
 * was a problem over the past 7 days, answered 0 never … 4 almost always; a section's score is the
 * mean of (4 − answer) × 25 over its answered items, so 100 is best. The symptom scales of the clinic
 * evaluation grade local and systemic signs 0–4 (the CTCAE grade words: none, mild, moderate, severe,
 * life-threatening) and what the child reports 0–10 (a numeric rating scale).
 */
import questionnaires from './questionnaires.json' with { type: 'json' };

export type ReferenceText = { ro: string; en: string };
export type ReferenceItem = { key: string; label: ReferenceText };
export type ReferenceSection = { key: string; label: ReferenceText; items: readonly ReferenceItem[] };
export type SymptomScale = ReferenceSection & { max: number };

type Questionnaires = {
  qualityOfLife: {
    version: number;
    maxAnswer: number;
    answers: ReferenceText[];
    sections: ReferenceSection[];
  };
  clinicEvaluation: { grades: ReferenceText[]; scales: SymptomScale[] };
};
const data: Questionnaires = questionnaires;

/** Stored with each answered questionnaire: a later edit of the items is told apart. */
export const QOL_QUESTIONNAIRE_VERSION = data.qualityOfLife.version;
export const QOL_MAX_ANSWER = data.qualityOfLife.maxAnswer;
export const qolAnswerLabels: readonly ReferenceText[] = data.qualityOfLife.answers;
export const qolSections: readonly ReferenceSection[] = data.qualityOfLife.sections;

/** Every questionnaire item's key as stored: `section.item`. */
export const qolItemKeys = qolSections.flatMap((s) => s.items.map((i) => `${s.key}.${i.key}`));

export const clinicEvaluationScales: readonly SymptomScale[] = data.clinicEvaluation.scales;

/** CTCAE grade words for the 0–4 scales. */
export const symptomGradeLabels: readonly ReferenceText[] = data.clinicEvaluation.grades;
