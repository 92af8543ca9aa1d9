// Small authored lists of the notification form (spec 02 §3–§4, §9; DOMAIN.md). Ids are fixed here:
// notifications store them. Where the spec numbers a list (reporting reasons, tracking status,
// clinical status) its numbers are the ids; behaviour and basis of diagnosis use code + 1 so that
// code 0 never becomes id 0 (and the spec's synonym rule "behaviour id − 1" holds).
import { ListId } from '@registry/domain/dictionaries/list-ids';
import type { EntryRow } from './types';

export const CORE_LISTS: ReadonlyArray<readonly [number, readonly EntryRow[]]> = [
  [
    ListId.language,
    [
      [1, 'ro', 'Română', 'Romanian'],
      [2, 'en', 'Engleză', 'English'],
    ],
  ],
  [
    ListId.reportingUnitType,
    [
      [1, 'Central', 'Centrală', 'Central'],
      [2, 'Local', 'Locală', 'Local'],
      [3, 'Rnohp', 'RNOHP', 'RNOHP'],
      [4, 'ExternalUnit', 'Unitate externă', 'External unit'],
    ],
  ],
  [
    ListId.role,
    [
      [1, 'SUPER_ADMINISTRATOR', 'Super administrator', 'Super administrator'],
      [2, 'REPORTER', 'Raportor', 'Reporter'],
      [3, 'REVIEWER', 'Evaluator', 'Reviewer'],
      [4, 'AUDITOR', 'Auditor', 'Auditor'],
      [5, 'EXECUTIVE', 'Director executiv', 'Executive'],
    ],
  ],
  [
    ListId.gender,
    [
      [1, 'M', 'Masculin', 'Male'],
      [2, 'F', 'Feminin', 'Female'],
    ],
  ],
  [
    ListId.notificationStatus,
    [
      [1, 'draft', 'Ciornă', 'Draft'],
      [2, 'completed', 'Finalizată', 'Completed'],
    ],
  ],
  [
    ListId.documentType,
    [
      [1, 'histology', 'Histopatologie', 'Histopathology'],
      [2, 'imagistics', 'Imagistică', 'Imaging'],
      [3, 'epicrisis', 'Epicriză', 'Discharge summary'],
    ],
  ],
  [
    ListId.treatmentType,
    [
      [1, 'primary', 'Tratament primar', 'Primary treatment'],
      [2, 'subsequent', 'Tratament ulterior', 'Subsequent treatment'],
    ],
  ],
  [
    ListId.clinicalStatus,
    [
      [1, 'CR', 'Remisiune completă', 'Complete remission'],
      [2, 'PR', 'Remisiune parțială', 'Partial remission'],
      [3, 'PD', 'Progresie', 'Progression'],
      [4, 'REL', 'Recădere', 'Relapse'],
      [5, 'D', 'Deces', 'Death'],
    ],
  ],
  [
    ListId.behaviour,
    [
      [1, '0', 'Benign', 'Benign'],
      [
        2,
        '1',
        'Incert dacă benign sau malign (borderline)',
        'Uncertain whether benign or malignant (borderline)',
      ],
      [3, '2', 'In situ', 'In situ'],
      [4, '3', 'Malign, localizare primară', 'Malignant, primary site'],
      [7, '6', 'Malign, localizare metastatică', 'Malignant, metastatic site'],
      [
        10,
        '9',
        'Malign, incert dacă primar sau metastatic',
        'Malignant, uncertain whether primary or metastatic',
      ],
    ],
  ],
  [
    ListId.grade,
    [
      [1, '1', 'Grad I – bine diferențiat', 'Grade I – well differentiated'],
      [2, '2', 'Grad II – moderat diferențiat', 'Grade II – moderately differentiated'],
      [3, '3', 'Grad III – slab diferențiat', 'Grade III – poorly differentiated'],
      [4, '4', 'Grad IV – nediferențiat, anaplazic', 'Grade IV – undifferentiated, anaplastic'],
      [5, '5', 'Celule T', 'T-cell'],
      [6, '6', 'Celule B, pre-B, precursor B', 'B-cell, pre-B, B-precursor'],
      [7, '7', 'Celule nule (non-T non-B)', 'Null cell (non-T non-B)'],
      [8, '8', 'Celule NK', 'NK cell'],
      [
        9,
        '9',
        'Grad nedeterminat, nespecificat sau neaplicabil',
        'Grade not determined, not stated or not applicable',
      ],
    ],
  ],
  [
    ListId.laterality,
    [
      [1, '0', 'Organ nepereche', 'Not a paired organ'],
      [2, '1', 'Dreapta', 'Right'],
      [3, '2', 'Stânga', 'Left'],
      [4, '3', 'Unilateral, parte nespecificată', 'Unilateral, side not specified'],
      [5, '4', 'Bilateral', 'Bilateral'],
      [6, '9', 'Necunoscută', 'Unknown'],
    ],
  ],
  [
    ListId.diagnosticExplanation,
    // What the diagnostic (incidence) date is, in the ENCR order of precedence.
    [
      [
        1,
        '1',
        'Data primei confirmări histologice sau citologice',
        'Date of first histological or cytological confirmation',
      ],
      [2, '2', 'Data internării pentru acest cancer', 'Date of hospital admission for this cancer'],
      [
        3,
        '3',
        'Data primei consultații ambulatorii pentru acest cancer',
        'Date of first outpatient consultation for this cancer',
      ],
      [4, '4', 'Data diagnosticului, alta decât cele de mai sus', 'Date of diagnosis other than the above'],
      [5, '5', 'Data decesului (doar certificat de deces)', 'Date of death (death certificate only)'],
      [6, '6', 'Data decesului, cancer descoperit la autopsie', 'Date of death, cancer found at autopsy'],
    ],
  ],
  [
    ListId.basisOfDiagnosis,
    [
      [1, '0', 'Doar certificat de deces', 'Death certificate only'],
      [2, '1', 'Clinic', 'Clinical'],
      [
        3,
        '2',
        'Investigații clinice (imagistică, endoscopie, chirurgie)',
        'Clinical investigation (imaging, endoscopy, surgery)',
      ],
      [5, '4', 'Markeri tumorali specifici', 'Specific tumour markers'],
      [6, '5', 'Citologie', 'Cytology'],
      [7, '6', 'Histologia unei metastaze', 'Histology of a metastasis'],
      [8, '7', 'Histologia tumorii primare', 'Histology of the primary tumour'],
      [10, '9', 'Necunoscută', 'Unknown'],
    ],
  ],
  [
    ListId.reportingReason,
    [
      [1, 'E112', 'E112', 'E112'],
      [2, 'other-resources', 'Alte resurse', 'Other resources'],
      [3, 'diagnostic-review', 'Revizuirea diagnosticului', 'Diagnostic review'],
      [4, 'progression', 'Progresie', 'Progression'],
      [5, 'diagnostic-invalidation', 'Infirmarea diagnosticului', 'Diagnostic invalidation'],
      [6, 'treatment-finalisation', 'Finalizarea tratamentului', 'Treatment finalisation'],
      [7, 'other-primary-tumour', 'Altă tumoră primară', 'Other primary tumour'],
      [8, 'death', 'Deces', 'Death'],
      [9, 'recurrence', 'Recidivă', 'Recurrence'],
      [10, 'passively-found', 'Caz găsit pasiv', 'Passively found case'],
    ],
  ],
  [
    ListId.trackingStatus,
    [
      [1, 'alive-disease-free', 'În viață, fără boală', 'Alive, disease-free'],
      [2, 'alive-with-disease', 'În viață, cu boală', 'Alive with disease'],
      [3, 'dead', 'Decedat', 'Dead'],
      [4, 'unknown', 'Necunoscut', 'Unknown'],
    ],
  ],
  [
    ListId.prognosticCategory,
    [
      [1, 'not-favourable', 'Nefavorabil', 'Not favourable'],
      [2, 'favourable', 'Favorabil', 'Favourable'],
      [3, 'meaningless', 'Fără semnificație', 'Meaningless'],
    ],
  ],
];
