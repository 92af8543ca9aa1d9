import type {
  CodeableConcept,
  Medication,
  MedicationAdministration,
  MedicationRequest,
  Procedure,
} from '@medplum/fhirtypes';
import { FHIR_SNOMED_SYSTEM } from '@registry/domain';
import { ListId } from '@registry/domain/dictionaries/list-ids';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictionaryEntries } from '../../db/schema';
import { type Located, resolve } from './fhir-bundle';
import { entryId, textOf } from './fhir-coding';
import type { MappingReport } from './fhir-report';

const SURGERY_PROFILE = 'mcode-cancer-related-surgical-procedure';
const RADIOTHERAPY_PROFILE = 'mcode-radiotherapy-course-summary';
/** SNOMED CT: surgical procedure (a Procedure.category); radiotherapy as a category and as mCODE's course code. */
const SURGERY_CATEGORY = '387713003';
const RADIOTHERAPY_CATEGORY = '108290001';
const RADIOTHERAPY_COURSE = '1217123003';
/** What was not done, or was sent by mistake, is no treatment given. */
const NOT_GIVEN = ['not-done', 'entered-in-error', 'cancelled'];

type Dated = { date: string; at: string };
const earlier = (a: Dated | null, b: Dated) => (a === null || b.date < a.date ? b : a);

const snomedOf = (concepts: (CodeableConcept | undefined)[]) =>
  concepts.flatMap((c) => c?.coding?.filter((x) => x.system === FHIR_SNOMED_SYSTEM).map((x) => x.code) ?? []);

/** Surgery or radiotherapy by mCODE's profile or an unambiguous SNOMED CT code; both or neither: null. */
function procedureKind(p: Procedure): 'surgery' | 'radiotherapy' | null {
  const profiles = p.meta?.profile ?? [];
  const categories = snomedOf([p.category]);
  const surgery = profiles.some((x) => x.includes(SURGERY_PROFILE)) || categories.includes(SURGERY_CATEGORY);
  const radiotherapy =
    profiles.some((x) => x.includes(RADIOTHERAPY_PROFILE)) ||
    categories.includes(RADIOTHERAPY_CATEGORY) ||
    snomedOf([p.code]).includes(RADIOTHERAPY_COURSE);
  if (surgery === radiotherapy) return null;
  return surgery ? 'surgery' : 'radiotherapy';
}

function performed(p: Procedure, path: string): Dated | null {
  if (p.performedDateTime) return { date: p.performedDateTime.slice(0, 10), at: `${path}.performedDateTime` };
  if (p.performedPeriod?.start)
    return { date: p.performedPeriod.start.slice(0, 10), at: `${path}.performedPeriod.start` };
  return null;
}

/** Agent names compare without case, diacritics or spacing; never approximately. */
const plainName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The agents dictionary by each of its names (the INN its code holds, the Romanian and English
 * labels). It holds no ATC or RxNorm codes, so a coded medication matches by its text or display only.
 */
async function agentsByName(db: Db) {
  const rows = await db
    .select({
      id: dictionaryEntries.id,
      code: dictionaryEntries.code,
      ro: dictionaryEntries.labelRo,
      en: dictionaryEntries.labelEn,
    })
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.listId, ListId.therapeuticAgent));
  const byName = new Map<string, number>();
  for (const r of rows) for (const name of [r.code, r.ro, r.en]) if (name) byName.set(plainName(name), r.id);
  return byName;
}

/** The one agent a medication's names all point to; names of two agents are no match. */
function agentOf(concept: CodeableConcept | undefined, agents: Map<string, number>): number | null {
  const names = [concept?.text, ...(concept?.coding?.map((c) => c.display) ?? [])].filter((n): n is string =>
    Boolean(n),
  );
  const found = new Set(names.map((n) => agents.get(plainName(n))).filter((id) => id !== undefined));
  return found.size === 1 ? [...found][0] : null;
}

type MedicationUse = MedicationAdministration | MedicationRequest;

function medicationOf(entries: Located[], m: MedicationUse, path: string) {
  if (m.medicationCodeableConcept)
    return { concept: m.medicationCodeableConcept, at: `${path}.medicationCodeableConcept` };
  const found = resolve(entries, m.medicationReference?.reference);
  const concept =
    found?.resource.resourceType === 'Medication' ? (found.resource as Medication).code : undefined;
  return { concept, at: `${path}.medicationReference` };
}

/** An administration's start; a request says only when it was prescribed. */
function givenOn(m: MedicationUse, path: string): Dated | null {
  if (m.resourceType === 'MedicationRequest')
    return m.authoredOn ? { date: m.authoredOn.slice(0, 10), at: `${path}.authoredOn` } : null;
  if (m.effectiveDateTime) return { date: m.effectiveDateTime.slice(0, 10), at: `${path}.effectiveDateTime` };
  if (m.effectivePeriod?.start)
    return { date: m.effectivePeriod.start.slice(0, 10), at: `${path}.effectivePeriod.start` };
  return null;
}

/**
 * Procedures and medications → the primary treatment panel, within the save's own rules: a tick
 * only with its date (the earliest received), chemotherapy only with an agent of the registry's
 * dictionary (the save asks for one). Everything else is kept as received text.
 */
export async function mapTreatment(db: Db, entries: Located[], report: MappingReport) {
  const treatment: Record<string, unknown> = {};
  const dates: Record<'surgery' | 'radiotherapy', Dated | null> = { surgery: null, radiotherapy: null };
  for (const { resource, path } of entries) {
    if (resource.resourceType !== 'Procedure') continue;
    const p = resource as Procedure;
    const kind = procedureKind(p);
    const date = performed(p, path);
    if (!kind || !date || NOT_GIVEN.includes(p.status)) {
      report.notMapped(path, `Procedure ${textOf(p.code)}`.trim());
      continue;
    }
    report.mapped(
      path,
      textOf(p.code),
      kind === 'surgery' ? 'cancerTreatment.hasSurgery' : 'cancerTreatment.hasRadio',
    );
    dates[kind] = earlier(dates[kind], date);
  }
  if (dates.surgery) {
    Object.assign(treatment, { hasSurgery: true, surgeryDate: dates.surgery.date });
    report.mapped(dates.surgery.at, dates.surgery.date, 'cancerTreatment.surgeryDate');
  }
  if (dates.radiotherapy) {
    // The save asks both sequences of a radiotherapy, which no Procedure says: "unknown", to confirm.
    Object.assign(treatment, {
      hasRadio: true,
      radiotherapyDate: dates.radiotherapy.date,
      systemicTreatmentRadiotherapyTypeId: await entryId(db, ListId.radiotherapyTypeSystemic, 'unknown'),
      surgeryAssociatedRadiotherapyTypeId: await entryId(db, ListId.radiotherapyTypeSurgery, 'unknown'),
    });
    report.mapped(dates.radiotherapy.at, dates.radiotherapy.date, 'cancerTreatment.radiotherapyDate');
    report.add('(registry)', '', 'cancerTreatment.systemicTreatmentRadiotherapyTypeId');
    report.add('(registry)', '', 'cancerTreatment.surgeryAssociatedRadiotherapyTypeId');
  }
  await mapChemotherapy(db, entries, report, treatment);
  return treatment;
}

async function mapChemotherapy(
  db: Db,
  entries: Located[],
  report: MappingReport,
  treatment: Record<string, unknown>,
) {
  const uses = entries.filter((e) =>
    ['MedicationAdministration', 'MedicationRequest'].includes(e.resource.resourceType),
  ) as Located<MedicationUse>[];
  if (!uses.length) return;
  const agents = await agentsByName(db);
  const known = uses.flatMap(({ resource: m, path }) => {
    const medication = medicationOf(entries, m, path);
    const agent = NOT_GIVEN.includes(m.status) ? null : agentOf(medication.concept, agents);
    return agent === null ? [] : [{ path, agent, medication, date: givenOn(m, path) }];
  });
  const first = known.reduce<Dated | null>((a, k) => (k.date ? earlier(a, k.date) : a), null);
  for (const { resource: m, path } of uses) {
    const use = first ? known.find((k) => k.path === path) : undefined;
    if (use)
      report.mapped(
        use.medication.at,
        textOf(use.medication.concept),
        'cancerTreatment.therapeuticAgentsIds',
      );
    else report.notMapped(path, `${m.resourceType} ${textOf(medicationOf(entries, m, path).concept)}`.trim());
  }
  // Without any date the tick cannot be saved (its date is required), so nothing of it is taken.
  if (!first) return;
  Object.assign(treatment, {
    hasChimio: true,
    chimioDate: first.date,
    therapeuticAgentsIds: [...new Set(known.map((k) => k.agent))],
  });
  report.mapped(first.at, first.date, 'cancerTreatment.chimioDate');
}
