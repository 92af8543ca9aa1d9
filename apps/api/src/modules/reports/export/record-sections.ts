import type { NotificationSectionKey } from '@registry/domain';
import { type SQL, sql } from 'drizzle-orm';
import { cancerNotifications as n } from '../../../db/schema';

/**
 * The panels of the record each case layout reads (issue 41). A full record is ~2.3 kB of JSON, and
 * sending, parsing and collecting it was the largest part of an export's CPU after the sheet's XML:
 * the IARC files read two panels of thirteen, the ENCR and CONCORD files six. A layout's page selects
 * the record without the panels it never reads (keys that are not panels — the reporting reason, the
 * observations — always come along). A column that starts reading another panel must add it here:
 * left out, the panel reads as empty (`reports-export-sections.test.ts` renders every layout from
 * the full and the trimmed record and compares).
 */
/** What the native, IICC-3 and IARCcrgTools files read: the report and the tumour. */
const TUMOUR = ['notificationOverview', 'cancerDiagnostic', 'cancerMorphology'] as const;

/** What the ENCR and CONCORD files read: the tumour, its stage and its treatment. */
const STAGED_TUMOUR = [
  'notificationOverview',
  'cancerDiagnostic',
  'cancerMorphology',
  'cancerTreatment',
  'cancerTorontoStadialization',
  'cancerTnmStadialization',
] as const;

const READS = {
  // Every panel but the patient's (identityColumns read the patient row, not the record's copy).
  'rich-native': 'allButPatient',
  encoded: 'allButPatient',
  native: TUMOUR,
  encr: STAGED_TUMOUR,
  concord: STAGED_TUMOUR,
  iicc3: TUMOUR,
  iarccrgtools: TUMOUR,
  'anonymised-rich-native': [
    'notificationOverview',
    'cancerDiagnostic',
    'cancerMorphology',
    'cancerTreatment',
  ],
} satisfies Record<string, readonly NotificationSectionKey[] | 'allButPatient'>;

/** Every panel of the edit model (a key missing here would ride along in every layout, never be lost). */
const PANELS = {
  patientDetails: true,
  notificationOverview: true,
  cancerDiagnostic: true,
  cancerMorphology: true,
  cancerHistopathology: true,
  cancerImagistics: true,
  cancerTorontoStadialization: true,
  cancerTnmStadialization: true,
  tumorGrading: true,
  nonStagePrognosticFactor: true,
  cancerTreatment: true,
  subsequentCancerTreatment: true,
  cancerEpicrisis: true,
} satisfies Record<NotificationSectionKey, true>;

// No layout exports the exam results, the epicrisis or the attachments.
const NEVER_READ = ['cancerHistopathology', 'cancerImagistics', 'cancerEpicrisis', 'attachments'];

/** The record's keys a layout does not read: what its pages leave out of `data` (a layout not listed: the full record). */
export function unreadKeys(layoutId: string | undefined): string[] {
  const reads = layoutId
    ? (READS as Record<string, readonly string[] | 'allButPatient'>)[layoutId]
    : undefined;
  if (reads === undefined) return NEVER_READ;
  const unread =
    reads === 'allButPatient' ? ['patientDetails'] : Object.keys(PANELS).filter((p) => !reads.includes(p));
  return [...new Set([...NEVER_READ, ...unread])];
}

/**
 * The record as a layout's page selects it: nulls stripped (half the bytes of a sparse record) and
 * the keys it does not read left out.
 */
export function recordFor(layoutId: string | undefined): SQL {
  const keys = unreadKeys(layoutId);
  // The keys are this file's constants, never input.
  return sql`jsonb_strip_nulls(${n.data} - ${sql.raw(`array[${keys.map((k) => `'${k}'`).join(', ')}]`)})`;
}
