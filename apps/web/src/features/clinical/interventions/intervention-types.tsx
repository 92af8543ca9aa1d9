import BiotechIcon from '@mui/icons-material/Biotech';
import BlockIcon from '@mui/icons-material/Block';
import BloodtypeIcon from '@mui/icons-material/Bloodtype';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import FlareIcon from '@mui/icons-material/Flare';
import HomeIcon from '@mui/icons-material/Home';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import MedicationIcon from '@mui/icons-material/Medication';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ScienceIcon from '@mui/icons-material/Science';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import {
  EventStatus,
  type EventStatusId,
  InterventionType,
  type InterventionTypeId,
  interventionRoutes,
  interventionTypeIds,
} from '@registry/domain/clinical/interventions/kinds';
import type { ComponentType } from 'react';

/** One icon per type, so a timeline or a calendar day reads at a glance. */
const icons: Record<InterventionTypeId, ComponentType<SvgIconProps>> = {
  [InterventionType.SystemicTherapy]: MedicationIcon,
  [InterventionType.Radiotherapy]: FlareIcon,
  [InterventionType.Surgery]: ContentCutIcon,
  [InterventionType.Imaging]: CenterFocusStrongIcon,
  [InterventionType.LabTest]: ScienceIcon,
  [InterventionType.HomeVisit]: HomeIcon,
  [InterventionType.Transplant]: BloodtypeIcon,
  [InterventionType.Histopathology]: BiotechIcon,
  [InterventionType.ClinicVisit]: MedicalServicesIcon,
  [InterventionType.ClinicEvaluation]: MonitorHeartIcon,
  [InterventionType.QualityOfLife]: SentimentSatisfiedAltIcon,
};

export function TypeIcon({ kind, ...props }: { kind: InterventionTypeId } & Omit<SvgIconProps, 'type'>) {
  const Icon = icons[kind];
  return <Icon {...props} />;
}

/** The i18n key of a type's name (shared by the timeline, the forms and the calendar). */
export const typeLabelKey = (type: InterventionTypeId) => `interventions.types.${type}`;

/** The types in the order a clinician thinks of them (treatment first, then visits and checks). */
export const typesInOrder: readonly InterventionTypeId[] = interventionTypeIds;

const typeOfRoute = new Map(
  Object.entries(interventionRoutes).map(([type, route]) => [route, Number(type) as InterventionTypeId]),
);
export const typeFromRoute = (route: string) => typeOfRoute.get(route) ?? null;

/** The form's address (spec route names as paths): `new` for a new one. */
export const interventionPath = (medicalCaseId: number, type: InterventionTypeId, id: number | 'new') =>
  `/medical-case/${medicalCaseId}/${interventionRoutes[type]}/${id}`;

/** Spec 01 §4: the stored statuses shown as Planned, Completed, Canceled. */
export const statusesShown: readonly EventStatusId[] = [
  EventStatus.Pending,
  EventStatus.Completed,
  EventStatus.Canceled,
];
export const statusLabelKey = (status: EventStatusId) => `interventions.status.${status}`;

/** The status colours of the chips and the calendar (planned blue, completed green, canceled grey). */
export const statusColor: Record<EventStatusId, { main: string; chip: 'primary' | 'success' | 'default' }> = {
  [EventStatus.None]: { main: '#1565c0', chip: 'primary' },
  [EventStatus.Pending]: { main: '#1565c0', chip: 'primary' },
  [EventStatus.Completed]: { main: '#2e7d32', chip: 'success' },
  [EventStatus.Canceled]: { main: '#757575', chip: 'default' },
};

const statusIcons: Record<EventStatusId, ComponentType<SvgIconProps>> = {
  [EventStatus.None]: ScheduleIcon,
  [EventStatus.Pending]: ScheduleIcon,
  [EventStatus.Completed]: CheckCircleIcon,
  [EventStatus.Canceled]: BlockIcon,
};

/** The status as a shape too (issue 28: colour is never the only signal): clock, tick, no-entry sign. */
export function StatusIcon({ status, ...props }: { status: EventStatusId } & SvgIconProps) {
  const Icon = statusIcons[status];
  return <Icon data-status-icon={status} aria-hidden {...props} />;
}
