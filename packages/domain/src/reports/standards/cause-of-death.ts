/**
 * The ICD-10 cause of death the data-call layouts write (ENCR CoD, CONCORD Cause_death). The registry
 * records the cancer a child died of by its ICD-O-3 site (or "other cause" / "unavailable"), not a
 * death certificate's underlying cause, which it does not hold (shared/data/standards/SOURCE.md):
 * - a death from the tumour of the record reporting it (the death reason is in that tumour's site
 *   category) is that tumour's ICD-10 code by IARC's conversion, with its morphology and the sex (a
 *   leukaemia death is C91.0, not C42), on every row of the child;
 * - a death from another cancer site is that site's ICD-10 malignant code;
 * - "other cause", "unavailable", a site without a malignant code, or no conversion imported: null
 *   (each layout writes its own missing code).
 * Written without the dot (C910, C64), as the QCS mortality template writes ICD codes.
 */
import { DeathReasonTopography, ListId } from '../../dictionaries/list-ids';
import type { ExportCase, ExportDictionaries } from '../export-layout';
import { followUpOf } from '../export-layouts/case-facts';
import { icd10Of, icd10WithoutDot } from './icd10';

const codeOf = (d: ExportDictionaries, kind: 'topography' | 'morphology', id: unknown) =>
  typeof id === 'number' ? d.entry(kind, id)?.code : undefined;

/**
 * The child's cause of death in ICD-10, or null (not dead, unknown, not convertible). It is one per
 * child (issue 39): the death reason of the record reporting the death, read against that record's
 * tumour — an AML death is C92.0 on the AML's row and on her earlier hepatoblastoma's row alike.
 */
export function causeOfDeathIcd10(r: ExportCase, d: ExportDictionaries, dead: boolean): string | null {
  const followUp = followUpOf(r, d);
  const reason = followUp.deathReasonTopoCodeId;
  if (!dead || !d.icd10 || reason == null) return null;
  if (reason === DeathReasonTopography.other || reason === DeathReasonTopography.unavailable) return null;
  const site = codeOf(d, 'topography', reason);
  if (!site) return null;
  const tumour = followUp.deathTumour ?? {
    topographyId: r.data.cancerDiagnostic?.topologicCodeId,
    morphologyId: r.data.cancerMorphology?.morphologyCodeId,
  };
  const topography = codeOf(d, 'topography', tumour.topographyId);
  const morphology = codeOf(d, 'morphology', tumour.morphologyId);
  if (topography && morphology && topography.slice(0, 3) === site.slice(0, 3)) {
    const gender = r.genderId == null ? undefined : d.entry(ListId.gender, r.genderId)?.code;
    const result = icd10Of(d.icd10, {
      topography,
      morphology: morphology.slice(0, 4),
      behaviour: morphology.slice(5, 6),
      sex: gender === 'M' ? 1 : gender === 'F' ? 2 : 9,
    });
    return 'code' in result ? icd10WithoutDot(result.code) : null;
  }
  const malignant = d.icd10.topography.get(site)?.malignant;
  return malignant && malignant !== '?' ? icd10WithoutDot(malignant) : null;
}
