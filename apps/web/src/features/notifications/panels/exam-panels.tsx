import { NotificationLimits as L } from '@registry/domain/notification/constants';
import type { Notification } from '@registry/domain/notification/model';
import { memo, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AttachmentSlot } from '../form/attachment-slot';
import { usePanelReadonly } from '../form/editability-context';
import { useFormKit } from '../form/form-kit';
import { type PanelProps, PanelShell, Wide } from '../form/panel-shell';
import { MultiField } from '../form/pick-fields';
import { CheckField, DateInput } from '../form/simple-fields';
import { FormTextField } from '../form/text-field';

/** Histologic exam (spec 02 §2): a dated exam needs its result or a document. */
export const HistopathologyPanel = memo(function HistopathologyPanel(props: PanelProps) {
  const { t } = useTranslation();
  const readonly = usePanelReadonly('cancerHistopathology');
  return (
    <PanelShell
      {...props}
      panel="cancerHistopathology"
      errorNames={['cancerHistopathology']}
      readonly={readonly}
    >
      <DateInput
        name="cancerHistopathology.examinationDate"
        label={t('notification.fields.exam.date')}
        disabled={readonly}
      />
      <Wide>
        <FormTextField
          name="cancerHistopathology.histoResult"
          label={t('notification.fields.exam.result')}
          multiline
          maxLength={L.examResult}
          disabled={readonly}
        />
      </Wide>
      <AttachmentSlot documentType={1} readonly={readonly} />
    </PanelShell>
  );
});

/** Imagistics (spec 02 §4): categories follow the chosen subcategories; contrast is derived. */
export const ImagisticsPanel = memo(function ImagisticsPanel(props: PanelProps) {
  const { t } = useTranslation();
  const { lookups } = useFormKit();
  const readonly = usePanelReadonly('cancerImagistics');
  const categoryIds = useWatch<Notification>({ name: 'cancerImagistics.categoryIds' }) as number[];
  const subcategories = useMemo(() => {
    const all = lookups.options('imagingSubcategory');
    return categoryIds.length ? all.filter((s) => s.parent !== null && categoryIds.includes(s.parent)) : all;
  }, [lookups, categoryIds]);
  return (
    <PanelShell {...props} panel="cancerImagistics" errorNames={['cancerImagistics']} readonly={readonly}>
      <DateInput
        name="cancerImagistics.imagisticsDate"
        label={t('notification.fields.exam.date')}
        disabled={readonly}
      />
      <MultiField
        name="cancerImagistics.categoryIds"
        label={t('notification.fields.exam.categories')}
        options={lookups.options('imagingCategory')}
        disabled={readonly}
      />
      <MultiField
        name="cancerImagistics.cancerNotificationImaginingSubcategoryIds"
        label={t('notification.fields.exam.subcategories')}
        options={subcategories}
        disabled={readonly}
      />
      <CheckField
        name="cancerImagistics.hasContrastMaterial"
        label={t('notification.fields.exam.contrast')}
        disabled
      />
      <Wide>
        <FormTextField
          name="cancerImagistics.imagisticsResult"
          label={t('notification.fields.exam.result')}
          multiline
          maxLength={L.examResult}
          disabled={readonly}
        />
      </Wide>
      <AttachmentSlot documentType={2} readonly={readonly} />
    </PanelShell>
  );
});

/** Epicrisis: documents only (spec 02 §3). */
export const EpicrisisPanel = memo(function EpicrisisPanel(props: PanelProps) {
  const readonly = usePanelReadonly('cancerEpicrisis');
  return (
    <PanelShell {...props} panel="cancerEpicrisis" errorNames={['cancerEpicrisis']} readonly={readonly}>
      <AttachmentSlot documentType={3} readonly={readonly} />
    </PanelShell>
  );
});
