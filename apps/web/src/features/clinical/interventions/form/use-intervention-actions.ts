import { EventStatus, type InterventionTypeId } from '@registry/domain/clinical/interventions/kinds';
import { proposedCompletionDate } from '@registry/domain/clinical/interventions/rules';
import { todayIso } from '@registry/domain/patient/cnp';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../../shared/format/date';
import type { FormDraft } from '../../../../shared/forms/use-form-draft';
import { HttpError } from '../../../../shared/http/http-error';
import { useConfirm } from '../../../../shared/ui/confirm-provider';
import { showError, showToast } from '../../../../shared/ui/ui-events';
import { fieldCodesOf } from '../../../notifications/page/mark-errors';
import { interventionPath } from '../intervention-types';
import {
  cancelIntervention,
  completeIntervention,
  createIntervention,
  type Intervention,
  updateIntervention,
} from '../interventions-api';
import { checkValues, type InterventionFormValues } from './form-values';

type Args = {
  form: UseFormReturn<InterventionFormValues>;
  medicalCaseId: number;
  type: InterventionTypeId;
  intervention: Intervention | null;
  /** Set while a completion validates, so the resolver asks the completion fields too. */
  completing: RefObject<boolean>;
  /** Set once a completion is asked, cleared by a plain save: how the fields are judged meanwhile. */
  completionMode: RefObject<boolean>;
  /** Set once saved: the leave guard lets the page go to the new record's address. */
  saved: RefObject<boolean>;
  /** The local draft, dropped once the record is saved. */
  draft: FormDraft;
  diagnosisDate: string | null;
  reload: () => Promise<unknown>;
};

/** Scrolls to the first field a rule marked (the form's order is the page's order). */
function scrollToFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector('[aria-invalid="true"], .Mui-error');
    field?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  });
}

/**
 * Save, complete and cancel: the shared rules first (the form's resolver), then the call with the
 * version read. A 409 says someone saved meanwhile and offers to reload; a 400 marks its fields.
 */
export function useInterventionActions({
  form,
  medicalCaseId,
  type,
  intervention,
  completing,
  completionMode,
  saved,
  draft,
  diagnosisDate,
  reload,
}: Args) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();

  const failed = useCallback(
    async (error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
      const codes = error.status === 400 ? fieldCodesOf(error.body) : null;
      if (codes) {
        for (const [path, code] of Object.entries(codes))
          form.setError(path as never, { type: 'server', message: code });
        showToast(t('interventions.form.invalid'), 'error');
        return scrollToFirstError();
      }
      if (error.status === 409) {
        const again = await confirm({
          title: t('interventions.form.conflictTitle'),
          message: t('interventions.form.conflictMessage'),
        });
        if (again) await reload();
        return;
      }
      showError(error.notice);
    },
    [confirm, form, reload, t],
  );

  const done = useCallback(
    (message: string) => {
      void client.invalidateQueries({ queryKey: ['interventions'] });
      void client.invalidateQueries({ queryKey: ['calendar'] });
      showToast(message, 'success');
    },
    [client],
  );

  const invalid = useCallback(() => {
    showToast(t('interventions.form.invalid'), 'error');
    scrollToFirstError();
  }, [t]);

  const submit = form.handleSubmit(async (values) => {
    // A completed one corrected keeps its completion fields required.
    const checked = checkValues(type, values, intervention?.status === EventStatus.Completed, diagnosisDate);
    if (!checked.ok) return invalid();
    const { common, detail } = checked.value;
    try {
      if (!intervention) {
        const answer = await createIntervention({ medicalCaseId, type, ...common, detail });
        draft.saved();
        form.reset(values);
        saved.current = true;
        done(t('interventions.form.created'));
        // The new record's own address, so a reload opens it (spec 02 §4 save flow, step 4).
        await navigate(interventionPath(medicalCaseId, type, answer.id), { replace: true });
        return;
      }
      await updateIntervention(intervention.id, { version: intervention.version, ...common, detail });
      draft.saved();
      form.reset(values);
      done(t('interventions.form.saved'));
      await reload();
    } catch (error) {
      await failed(error);
    }
  }, invalid);
  // A plain save judges the record as a plan again (or as the completed record it is).
  const save = () => {
    completionMode.current = false;
    return submit();
  };

  /** The day it was really done, when not typed yet: the planned day once it has come, else today. */
  const proposeRealDate = () => {
    if (form.getValues('endDate')) return;
    const date = proposedCompletionDate(form.getValues('plannedDate'), todayIso());
    form.setValue('endDate', date, { shouldDirty: true });
  };

  const complete = async () => {
    if (!intervention) return;
    proposeRealDate();
    completionMode.current = true;
    completing.current = true;
    const ok = await form.trigger();
    completing.current = false;
    if (!ok) return invalid();
    const checked = checkValues(type, form.getValues(), true, diagnosisDate);
    if (!checked.ok) return invalid();
    const { plannedDate, endDate } = checked.value.common;
    const planned = form.getValues('plannedDate');
    const question = t('interventions.complete.question', { date: formatDate(endDate) });
    const moves =
      plannedDate !== planned ? t('interventions.complete.startMoves', { planned: formatDate(planned) }) : '';
    if (
      !(await confirm({
        title: t('interventions.complete.title'),
        message: [question, moves].join(' ').trim(),
      }))
    )
      return;
    // Done before the day planned: the start follows the real date (the rules moved it).
    if (plannedDate !== planned) form.setValue('plannedDate', plannedDate);
    try {
      const { common, detail } = checked.value;
      await completeIntervention(intervention.id, { version: intervention.version, ...common, detail });
      draft.saved();
      form.reset(form.getValues());
      done(t('interventions.complete.done'));
      await reload();
    } catch (error) {
      await failed(error);
    }
  };

  const cancel = async (reason: string | null) => {
    if (!intervention) return;
    try {
      await cancelIntervention(intervention.id, { version: intervention.version, reason });
      // A canceled one is no longer changed: nothing typed in it is kept.
      draft.saved();
      form.reset(form.getValues());
      done(t('interventions.cancel.done'));
      await reload();
    } catch (error) {
      await failed(error);
    }
  };

  const status = intervention?.status ?? EventStatus.Pending;
  return { save, complete, cancel, proposeRealDate, status };
}
