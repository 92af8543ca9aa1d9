/**
 * Type 4: the variables of a CONCORD-style survival study (CONCORD-3 protocol, Allemani et al.,
 * Lancet 2018: patient and tumour ids, sex, complete dates of birth, diagnosis and last known vital
 * status, vital status, ICD-O-3 site, morphology, behaviour, basis of diagnosis, stage, treatment).
 * Dates are complete (yyyy-mm-dd): survival is computed in days. Sex 1 male, 2 female, 9 unknown;
 * vital status 1 alive, 2 dead, 9 unknown; basis the IARC digit; stage the Toronto tier 1 and 2
 * codes (childhood cancer staging); treatment 1 given, 0 not given, 9 unknown.
 */
import { ListId } from '../../dictionaries/list-ids';
import { as, type Coding, type ExportColumn, type ExportLayout } from '../export-layout';
import { icdo, lastKnownDate, treatmentFlag, vitalStatusOf } from './case-facts';

const h = (ro: string, en: string) => ({ ro, en });
const column = (
  key: string,
  header: { ro: string; en: string },
  take: ExportColumn['take'],
  coding: Coding,
) => ({
  key,
  header,
  take,
  coding,
});
const VITAL_STATUS = { alive: 1, dead: 2, unknown: 9 } as const;

export const concordLayout: ExportLayout = {
  id: 'concord',
  fileName: 'CancerCasesConcordExport.xlsx',
  sheet: { ro: 'CONCORD', en: 'CONCORD' },
  columns: [
    column('patientId', h('ID pacient', 'Patient id'), (r) => r.patientId, as.number),
    column('tumourId', h('ID tumoră', 'Tumour id'), (r) => r.caseId, as.number),
    column('sex', h('Sex', 'Sex'), (r) => r.genderId, icdo.sex),
    column('birthDate', h('Data nașterii', 'Date of birth'), (r) => r.birthdate, as.date),
    column(
      'diagnosisDate',
      h('Data diagnosticului', 'Date of diagnosis'),
      (r) => r.data.cancerDiagnostic?.diagnosticDate,
      as.date,
    ),
    column(
      'lastKnownVitalStatusDate',
      h('Data ultimei stări vitale cunoscute', 'Date of last known vital status'),
      (r) => lastKnownDate(r),
      as.date,
    ),
    column(
      'vitalStatus',
      h('Starea vitală', 'Vital status'),
      (r, d) => VITAL_STATUS[vitalStatusOf(r, d)],
      as.raw,
    ),
    column(
      'site',
      h('Topografie ICD-O-3', 'ICD-O-3 site'),
      (r) => r.data.cancerDiagnostic?.topologicCodeId,
      icdo.site,
    ),
    column(
      'morphology',
      h('Morfologie ICD-O-3', 'ICD-O-3 morphology'),
      (r) => r.data.cancerMorphology?.morphologyCodeId,
      icdo.histology,
    ),
    column(
      'behaviour',
      h('Comportament', 'Behaviour'),
      (r) => r.data.cancerMorphology?.morphologyCodeId,
      icdo.behaviour,
    ),
    column(
      'basis',
      h('Baza diagnosticului', 'Basis of diagnosis'),
      (r) => r.data.cancerDiagnostic?.registrationBaseId,
      icdo.basis,
    ),
    column(
      'torontoTier1',
      h('Stadiu Toronto nivel 1', 'Toronto stage tier 1'),
      (r) => r.data.cancerTorontoStadialization?.torontoLevel1Id,
      as.code(ListId.torontoLevel1),
    ),
    column(
      'torontoTier2',
      h('Stadiu Toronto nivel 2', 'Toronto stage tier 2'),
      (r) => r.data.cancerTorontoStadialization?.torontoLevel2Id,
      as.code(ListId.torontoLevel2),
    ),
    column(
      'surgery',
      h('Chirurgie', 'Surgery'),
      (r) => treatmentFlag(r.data.cancerTreatment, 'hasSurgery'),
      as.raw,
    ),
    column(
      'chemotherapy',
      h('Chimioterapie', 'Chemotherapy'),
      (r) => treatmentFlag(r.data.cancerTreatment, 'hasChimio'),
      as.raw,
    ),
    column(
      'radiotherapy',
      h('Radioterapie', 'Radiotherapy'),
      (r) => treatmentFlag(r.data.cancerTreatment, 'hasRadio'),
      as.raw,
    ),
    column(
      'transplant',
      h('Transplant', 'Stem cell transplant'),
      (r) => treatmentFlag(r.data.cancerTreatment, 'hasTransplant'),
      as.raw,
    ),
  ],
};
