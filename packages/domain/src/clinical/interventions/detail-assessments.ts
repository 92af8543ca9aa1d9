/** Clinic evaluation (10), lab test (5) and quality of life (11) (spec 02 §3). */
import { z } from 'zod';
import { msg } from '../../shared/messages';
import { enumField, flagField, InterventionLimits as L, listField, nullableFlag, textField } from './fields';
import { AnalysisCategory, enumSize, QolRespondent } from './kinds';
import { clinicEvaluationScales, QOL_MAX_ANSWER, qolItemKeys } from './reference-data';

/** Answers keyed by item key; an unknown key or an answer off the scale is refused. */
const answers = (keys: readonly string[], max: number) =>
  z
    .record(
      z.string(),
      z.number({ error: msg.invalid }).int(msg.invalid).min(0, msg.invalid).max(max, msg.invalid).nullable(),
    )
    .default({})
    .refine((r) => Object.keys(r).every((k) => keys.includes(k)), msg.invalid);

const scaleKeys = (key: string) =>
  clinicEvaluationScales.find((s) => s.key === key)?.items.map((i) => i.key) ?? [];
const scaleMax = (key: string) => clinicEvaluationScales.find((s) => s.key === key)?.max ?? 0;

export const clinicEvaluationDetail = z.object({
  /** Grades 0–4 by item key of the local scale (reference-data.ts). */
  local: answers(scaleKeys('local'), scaleMax('local')),
  systemic: answers(scaleKeys('systemic'), scaleMax('systemic')),
  /** 0–10 by item key. */
  subjective: answers(scaleKeys('subjective'), scaleMax('subjective')),
  observation: textField(L.text),
});
export type ClinicEvaluationDetail = z.infer<typeof clinicEvaluationDetail>;

export const labAnalysis = z.object({
  /** AnalysisCategory. */
  categoryId: enumField(enumSize(AnalysisCategory)),
  name: textField(L.name),
  result: textField(L.place),
  unit: textField(30),
  /** A qualitative result: present (detected, positive) or not; null when not read that way. */
  isPresent: nullableFlag(),
  observation: textField(L.note),
  tumourMarkerConfirmed: flagField(),
  report: textField(L.text),
});
export type LabAnalysis = z.infer<typeof labAnalysis>;

export const labTestDetail = z.object({
  observation: textField(L.text),
  analyses: listField(labAnalysis, L.rows),
});
export type LabTestDetail = z.infer<typeof labTestDetail>;

const qolScores = z.object({
  /** 0–100 by section key, null when fewer than half its items are answered. */
  sections: z.record(z.string(), z.number().nullable()).default({}),
  total: z.number().nullable().default(null),
});

export const qualityOfLifeDetail = z.object({
  questionnaireVersion: z.literal(1, { error: msg.invalid }).default(1),
  /** QolRespondent: the child, or a parent for a young child. */
  respondentId: enumField(enumSize(QolRespondent)),
  /** 0 never … 4 almost always, by `section.item` key. */
  answers: answers(qolItemKeys, QOL_MAX_ANSWER),
  /** Computed by the server (qualityOfLifeScores); what a client sends here is replaced. */
  scores: qolScores.default(() => qolScores.parse({})),
  observation: textField(L.text),
});
export type QualityOfLifeDetail = z.infer<typeof qualityOfLifeDetail>;
