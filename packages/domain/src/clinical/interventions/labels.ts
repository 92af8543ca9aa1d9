/** Labels of the interventions' enumerations in both languages (the forms' options, the calendar's legend). */
import type { Language } from '../../shared/messages';
import { EventStatus, type EventStatusId, InterventionType, type InterventionTypeId } from './kinds';

type Labels<K extends number> = Record<Language, Record<K, string>>;

export const interventionTypeLabels: Labels<InterventionTypeId> = {
  ro: {
    [InterventionType.SystemicTherapy]: 'Terapie sistemică',
    [InterventionType.Radiotherapy]: 'Radioterapie',
    [InterventionType.Surgery]: 'Intervenție chirurgicală',
    [InterventionType.Imaging]: 'Imagistică',
    [InterventionType.LabTest]: 'Analize de laborator',
    [InterventionType.HomeVisit]: 'Vizită la domiciliu',
    [InterventionType.Transplant]: 'Transplant',
    [InterventionType.Histopathology]: 'Histopatologie',
    [InterventionType.ClinicVisit]: 'Vizită în clinică',
    [InterventionType.ClinicEvaluation]: 'Evaluare clinică',
    [InterventionType.QualityOfLife]: 'Calitatea vieții',
  },
  en: {
    [InterventionType.SystemicTherapy]: 'Systemic therapy',
    [InterventionType.Radiotherapy]: 'Radiotherapy',
    [InterventionType.Surgery]: 'Surgery',
    [InterventionType.Imaging]: 'Imaging',
    [InterventionType.LabTest]: 'Lab test',
    [InterventionType.HomeVisit]: 'Home visit',
    [InterventionType.Transplant]: 'Transplant',
    [InterventionType.Histopathology]: 'Histopathology',
    [InterventionType.ClinicVisit]: 'Clinic visit',
    [InterventionType.ClinicEvaluation]: 'Clinic evaluation',
    [InterventionType.QualityOfLife]: 'Quality of life',
  },
};

/** Spec 01 §4: shown as Planned, Completed, Canceled. */
export const eventStatusLabels: Labels<EventStatusId> = {
  ro: {
    [EventStatus.None]: '—',
    [EventStatus.Pending]: 'Planificată',
    [EventStatus.Completed]: 'Finalizată',
    [EventStatus.Canceled]: 'Anulată',
  },
  en: {
    [EventStatus.None]: '—',
    [EventStatus.Pending]: 'Planned',
    [EventStatus.Completed]: 'Completed',
    [EventStatus.Canceled]: 'Canceled',
  },
};

export const labServiceStatusLabels: Record<Language, Record<string, string>> = {
  ro: { planned: 'Planificat', completed: 'Finalizat', partiallyCompleted: 'Finalizat parțial' },
  en: { planned: 'Planned', completed: 'Completed', partiallyCompleted: 'Partially completed' },
};
