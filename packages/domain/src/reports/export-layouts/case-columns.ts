/**
 * Column builders shared by the case layouts: the case's identity columns and the clinical fields of
 * case evolution's table (evolution-fields.ts), so every panel is exported with the wording and
 * dictionaries the reviewers already read.
 */
import { type EvolutionField, type EvolutionSource, evolutionFields } from '../../cases/evolution-fields';
import { ListId } from '../../dictionaries/list-ids';
import { as, type Coding, type DictionaryKind, type ExportColumn, pathValue } from '../export-layout';
import { followUpOf, lastKnownDate, vitalStatusOf } from './case-facts';
import { FIELD_HEADERS, SECTION_HEADERS } from './field-headers';

export type Style = 'labels' | 'codes';

const h = (ro: string, en: string) => ({ ro, en });

/** How a case-evolution source is written: labels for people, codes for statistical software. */
export function codingOf(source: EvolutionSource, style: Style): Coding {
  const dictionary = (kind: DictionaryKind, withCode: boolean) =>
    style === 'codes' ? as.code(kind) : withCode ? as.codeLabel(kind) : as.label(kind);
  if (typeof source === 'object') return dictionary('list' in source ? source.list : source.lists, false);
  switch (source) {
    case 'topography':
    case 'morphology':
    case 'iccc3':
      return dictionary(source, true);
    case 'county':
    case 'city':
    case 'country':
    case 'unit':
      return dictionary(source, false);
    case 'citySiruta':
      return as.code('city');
    case 'date':
      return as.date;
    case 'flag':
      return style === 'codes' ? as.flagCode : as.flag;
    case 'number':
      return as.number;
    case 'text':
      return as.text;
  }
}

/** A clinical field of the current record, headed as case evolution heads it. */
export function fieldColumn(field: EvolutionField, style: Style, section?: string): ExportColumn {
  const header = FIELD_HEADERS[field.key] ?? h(field.key, field.key);
  const prefix = section ? SECTION_HEADERS[section] : undefined;
  // Split once: the take runs for every cell of every row.
  const parts = field.path.split('.');
  return {
    key: section ? `${section}.${field.key}` : field.key,
    header: prefix ? h(`${prefix.ro}: ${header.ro}`, `${prefix.en}: ${header.en}`) : header,
    take: CHILD_FIELDS[field.key] ?? ((r) => pathValue(r.data, parts)),
    coding: codingOf(field.source, style),
  };
}

/**
 * The record's death fields are the child's (issue 39): a death reported on one of her tumours is on
 * every row of hers, with the death reason of the record that reported it.
 */
const CHILD_FIELDS: Record<string, ExportColumn['take']> = {
  isPatientDead: (r, d) => vitalStatusOf(r, d) === 'dead',
  deathDate: (r, d) => followUpOf(r, d).deathDate,
  deathReason: (r, d) => followUpOf(r, d).deathReasonTopoCodeId,
};

/**
 * The date of the child's last known vital status (her death, else the last day she was known alive,
 * of all her tumours' records): what survival runs to. "Patient dead" beside it is the child's too.
 */
export const childLastKnownColumn: ExportColumn = {
  key: 'childLastKnownDate',
  header: h('Data ultimei stări vitale cunoscute a copilului', "Date of the child's last known vital status"),
  take: (r, d) => lastKnownDate(r, d),
  coding: as.date,
};

const byKey = (section: keyof typeof evolutionFields, key: string) => {
  const field = evolutionFields[section].find((f) => f.key === key);
  if (!field) throw new Error(`no case field ${section}.${key}`);
  return field;
};

/** The case and its patient as the registry holds them now (the patient row, not the record's copy). */
export function identityColumns(style: Style): ExportColumn[] {
  return [
    { key: 'caseId', header: h('ID caz', 'Case id'), take: (r) => r.caseId, coding: as.number },
    {
      key: 'notificationId',
      header: h('ID notificare curentă', 'Current notification id'),
      take: (r) => r.notificationId,
      coding: as.number,
    },
    { key: 'patientId', header: h('ID pacient', 'Patient id'), take: (r) => r.patientId, coding: as.number },
    { key: 'identifier', header: FIELD_HEADERS.identifier, take: (r) => r.identifier, coding: as.text },
    {
      key: 'isForeigner',
      header: h('Pacient străin', 'Foreign patient'),
      take: (r) => r.isForeigner,
      coding: style === 'codes' ? as.flagCode : as.flag,
    },
    { key: 'lastName', header: FIELD_HEADERS.lastName, take: (r) => r.lastName, coding: as.text },
    { key: 'firstName', header: FIELD_HEADERS.firstName, take: (r) => r.firstName, coding: as.text },
    {
      key: 'gender',
      header: FIELD_HEADERS.gender,
      take: (r) => r.genderId,
      coding: codingOf({ list: ListId.gender }, style),
    },
    { key: 'birthdate', header: FIELD_HEADERS.birthdate, take: (r) => r.birthdate, coding: as.date },
    {
      key: 'county',
      header: FIELD_HEADERS.county,
      take: (r) => r.countyId,
      coding: codingOf('county', style),
    },
    { key: 'city', header: FIELD_HEADERS.city, take: (r) => r.cityId, coding: codingOf('city', style) },
    { key: 'address', header: h('Adresa', 'Address'), take: (r) => r.address, coding: as.text },
    {
      key: 'reportingUnit',
      header: FIELD_HEADERS.reportingUnit,
      take: (r) => r.reportingUnitId,
      coding: codingOf('unit', style),
    },
    {
      key: 'notificationDate',
      header: h('Data notificării curente', 'Current notification date'),
      take: (r) => r.notificationDate,
      coding: as.date,
    },
  ];
}

/** The native layout's clinical fields: what a registrar reads first about a tumour. */
export const NATIVE_FIELDS: [keyof typeof evolutionFields, string][] = [
  ['reason', 'reportingReason'],
  ['diagnostic', 'diagnosticDate'],
  ['diagnostic', 'ageAtDiagnostic'],
  ['diagnostic', 'registrationBase'],
  ['diagnostic', 'topography'],
  ['diagnostic', 'laterality'],
  ['morphology', 'morphology'],
  ['morphology', 'behavior'],
  ['morphology', 'degree'],
  ['overview', 'trackingStatus'],
  ['overview', 'lastContactDate'],
  ['overview', 'isPatientDead'],
  ['overview', 'deathDate'],
];

export const nativeFieldColumns = (style: Style) =>
  NATIVE_FIELDS.map(([section, key]) => fieldColumn(byKey(section, key), style));

/** Every panel of the record (both treatments prefixed by their panel), patient panel excluded: identityColumns has it. */
export function allFieldColumns(style: Style): ExportColumn[] {
  const columns: ExportColumn[] = [];
  for (const [section, fields] of Object.entries(evolutionFields)) {
    if (section === 'patient') continue;
    const prefixed = section === 'treatmentPrimary' || section === 'treatmentSecondary';
    for (const field of fields) {
      if (section === 'reason' && field.key === 'reportingUnit') continue; // identityColumns has it
      columns.push(fieldColumn(field, style, prefixed ? section : undefined));
    }
  }
  return columns;
}

/** Review state and versions (rich layouts). */
export function reviewColumns(style: Style, withReviewer: boolean): ExportColumn[] {
  const columns: ExportColumn[] = [
    {
      key: 'isReviewed',
      header: h('Versiunea curentă revizuită', 'Current version reviewed'),
      take: (r) => r.isReviewed,
      coding: style === 'codes' ? as.flagCode : as.flag,
    },
    {
      key: 'reviewedAt',
      header: h('Data revizuirii', 'Reviewed on'),
      take: (r) => r.reviewedAt,
      coding: as.date,
    },
    {
      key: 'caseVersion',
      header: h('Număr de versiuni', 'Number of versions'),
      take: (r) => r.caseVersion,
      coding: as.number,
    },
  ];
  if (withReviewer)
    columns.splice(2, 0, {
      key: 'reviewedBy',
      header: h('Revizuit de', 'Reviewed by'),
      take: (r) => r.reviewedBy,
      coding: as.text,
    });
  return columns;
}
