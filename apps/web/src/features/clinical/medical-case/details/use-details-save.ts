import { checkMedicalCaseSave, type MedicalCaseFacts } from '@registry/domain/clinical/medical-case-rules';
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDraft } from '../../../../shared/forms/use-form-draft';
import { HttpError } from '../../../../shared/http/http-error';
import { translateMessage } from '../../../../shared/i18n/i18n';
import { useConfirm } from '../../../../shared/ui/confirm-provider';
import { showError, showToast } from '../../../../shared/ui/ui-events';
import type { Lookups } from '../../../notifications/form/lookups';
import { fieldCodesOf } from '../../../notifications/page/mark-errors';
import { type MedicalCase, saveMedicalCase } from '../medical-case-api';
import { detailsOf, type MedicalCaseFormValues, panelOfPath } from './form-values';

type Args = {
  form: UseFormReturn<MedicalCaseFormValues>;
  medicalCase: MedicalCase;
  facts: MedicalCaseFacts;
  lookups: Lookups;
  /** The local draft: asked whether anything changed, and dropped once saved. */
  draft: FormDraft;
  showPanels: (panels: string[]) => void;
  onSaved: () => void;
};

/**
 * Save: the same rules as the server (the notification's, through checkMedicalCaseSave) first, the
 * invalid panels opened and marked; then PUT with the version read. A 409 offers to reload; a 400
 * marks the fields the server named.
 */
export function useDetailsSave({ form, medicalCase, facts, lookups, draft, showPanels, onSaved }: Args) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const mark = useCallback(
    (errors: Record<string, string>) => {
      form.clearErrors();
      for (const [path, code] of Object.entries(errors))
        form.setError(path as never, { type: 'rule', message: code });
      showPanels([...new Set(Object.keys(errors).map(panelOfPath))]);
      showToast(t('medicalCase.save.invalid'), 'error');
    },
    [form, showPanels, t],
  );

  return useCallback(async () => {
    if (!draft.hasChanges()) return showToast(t('medicalCase.save.unchanged'), 'info');
    const check = checkMedicalCaseSave(detailsOf(form.getValues()), facts, lookups.dependencyContext());
    if (!check.ok) {
      if (Object.keys(check.errors).length) return mark(check.errors);
      await confirm({
        title: t('medicalCase.save.invalid'),
        message: translateMessage(check.businessErrors[0]),
        mode: 'ok',
      });
      return;
    }
    form.clearErrors();
    try {
      const answer = await saveMedicalCase(medicalCase.id, medicalCase.version, check.details);
      // The form is rebuilt from the case read again; nothing is left unsaved, here or on the device.
      draft.saved();
      form.reset(form.getValues());
      showToast(t('medicalCase.save.saved', { version: answer.version }), 'success');
      onSaved();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const codes = error.status === 400 ? fieldCodesOf(error.body) : null;
      if (codes) return mark(codes);
      if (error.status === 409) {
        const reload = await confirm({
          title: t('medicalCase.save.conflictTitle'),
          message: t('medicalCase.save.conflictMessage'),
        });
        // Reloading keeps the typed values as the local draft: the new version offers them back.
        if (reload) onSaved();
        return;
      }
      showError(error.notice);
    }
  }, [confirm, draft, facts, form, lookups, mark, medicalCase, onSaved, t]);
}
