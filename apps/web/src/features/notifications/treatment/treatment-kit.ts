import { isTreatmentFieldEditable } from '@registry/domain/notification/editability';
import type { Notification, TreatmentSectionKey } from '@registry/domain/notification/model';
import type { TreatmentField } from '@registry/domain/notification/model-treatment';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditability } from '../form/editability-context';
import type { FieldName } from '../form/form-kit';

export type TreatmentPartProps = { section: TreatmentSectionKey };

/** Names, labels and per-field editability of one treatment panel (primary or subsequent). */
export function useTreatmentPart(section: TreatmentSectionKey) {
  const { t } = useTranslation();
  const level = useEditability().panels[section];
  return {
    name: (field: TreatmentField) => `${section}.${field}` as FieldName,
    label: (field: TreatmentField) => t(`notification.fields.treatment.${field}`),
    locked: (field: TreatmentField) => !isTreatmentFieldEditable(level, field),
  };
}

/** Subscribes to a few ticks of the panel; typing elsewhere does not re-render the part. */
export function useTicks<F extends TreatmentField>(section: TreatmentSectionKey, fields: readonly F[]) {
  const values = useWatch<Notification>({ name: fields.map((f) => `${section}.${f}`) as FieldName[] });
  return Object.fromEntries(fields.map((f, i) => [f, values[i] === true])) as Record<F, boolean>;
}
