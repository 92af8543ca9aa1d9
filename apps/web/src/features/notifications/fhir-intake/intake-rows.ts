import { FHIR_NOT_MAPPED, type FhirMappingEntry } from '@registry/domain/fhir/contracts';

/** The mapping report's row for what the registry set itself (the reporting reason), not received. */
export const SET_BY_REGISTRY = '(registry)';

export type IntakeRowKind = 'notMapped' | 'setByRegistry' | 'mapped';

export type IntakeRow = FhirMappingEntry & {
  kind: IntakeRowKind;
  /** The element as a registrar can place it: `Patient.address[0].state`, not `Bundle.entry[1]…`. */
  element: string;
};

const kindOf = (entry: FhirMappingEntry): IntakeRowKind =>
  entry.became === FHIR_NOT_MAPPED
    ? 'notMapped'
    : entry.path === SET_BY_REGISTRY
      ? 'setByRegistry'
      : 'mapped';
const RANK: Record<IntakeRowKind, number> = { notMapped: 0, setByRegistry: 1, mapped: 2 };

type Json = Record<string, unknown>;
const ENTRY = /^\.entry\[(\d+)\]\.resource/;

/**
 * A FHIRPath into the bundle, from the resource it lands in: `Bundle.entry[2].resource.code` is
 * `Condition.code`. A message bundle's content bundle is walked into the same way. A path the bundle
 * does not hold is shown as received.
 */
export function elementOf(path: string, bundle: Json): string {
  if (!path.startsWith('Bundle')) return path;
  let rest = path.slice('Bundle'.length);
  let node: Json = bundle;
  let type = 'Bundle';
  for (let match = ENTRY.exec(rest); match; match = ENTRY.exec(rest)) {
    const entries = node.entry;
    const resource = Array.isArray(entries)
      ? (entries[Number(match[1])] as Json | undefined)?.resource
      : null;
    if (!resource || typeof resource !== 'object') return path;
    node = resource as Json;
    type = typeof node.resourceType === 'string' ? node.resourceType : type;
    rest = rest.slice(match[0].length);
  }
  return `${type}${rest}`;
}

/**
 * The rows in the order a registrar works through them: what was not taken (to fill in by hand),
 * then what the registry set itself (to confirm), then what was taken; each group in the bundle's
 * order. `onlyNotMapped` keeps the first group.
 */
export function intakeRows(mapping: FhirMappingEntry[], bundle: Json, onlyNotMapped = false): IntakeRow[] {
  return mapping
    .map((entry, index) => ({ ...entry, kind: kindOf(entry), element: elementOf(entry.path, bundle), index }))
    .filter((row) => !onlyNotMapped || row.kind === 'notMapped')
    .sort((a, b) => RANK[a.kind] - RANK[b.kind] || a.index - b.index)
    .map(({ index: _, ...row }) => row);
}

export const notMappedCount = (mapping: FhirMappingEntry[]) =>
  mapping.filter((entry) => entry.became === FHIR_NOT_MAPPED).length;

/** Each notification section's group in `notification.fields` (the form's own labels). */
const FIELD_GROUPS: Record<string, string> = {
  patientDetails: 'patientDetails',
  notificationOverview: 'notificationOverview',
  cancerDiagnostic: 'cancerDiagnostic',
  cancerMorphology: 'cancerMorphology',
  cancerTnmStadialization: 'tnm',
  cancerTorontoStadialization: 'toronto',
  cancerTreatment: 'treatment',
};
/** The TNM panel labels its categories by letter, not by a text. */
const TNM_LETTERS: Record<string, string> = {
  stadializationTId: 'T',
  stadializationNId: 'N',
  stadializationMId: 'M',
};
const TNM_KEYS: Record<string, string> = { stadializationStageId: 'stage', stageTypeId: 'stageType' };
const TORONTO_KEYS: Record<string, string> = {
  diagnosticClassId: 'diagnosticClass',
  torontoLevel1Id: 'level1',
  torontoLevel2Id: 'level2',
};

export type FieldName = { panel: string | null; field: string };

/**
 * What a received element became, in the form's words: its panel and its field label
 * ("Diagnostic › Codul topografic"). `translate` answers null for a key the locales lack, and
 * then the notification's field name is shown as the server wrote it.
 */
export function fieldNameOf(became: string, translate: (key: string) => string | null): FieldName {
  const [section, name] = became.includes('.') ? became.split('.', 2) : [null, became];
  if (!section) {
    if (name === 'diagnosticReportingReasonId') {
      // The panel holds this one field, under the same name: said once.
      return { panel: null, field: translate('notification.fields.reportingReason') ?? became };
    }
    return { panel: null, field: became };
  }
  const panel = translate(`notification.panels.${section}`);
  const group = FIELD_GROUPS[section];
  if (section === 'cancerTnmStadialization' && TNM_LETTERS[name]) return { panel, field: TNM_LETTERS[name] };
  const keys =
    section === 'cancerTnmStadialization'
      ? [TNM_KEYS[name]]
      : section === 'cancerTorontoStadialization'
        ? [TORONTO_KEYS[name]]
        : // Most labels drop the id suffix (topologicCode); the treatment's keep the field's name.
          [name.replace(/Ids?$/, ''), name];
  const field = group
    ? (keys
        .filter(Boolean)
        .map((key) => translate(`notification.fields.${group}.${key}`))
        .find((label) => label !== null) ?? null)
    : null;
  return { panel, field: field ?? became };
}

/** The panel id a field lives in (the form's accordion), for a link that opens it. */
export const panelOf = (became: string) =>
  became.includes('.')
    ? became.split('.', 1)[0]
    : became === 'diagnosticReportingReasonId'
      ? 'reportingReason'
      : null;
