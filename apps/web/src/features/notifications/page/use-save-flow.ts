import type { Session } from '@registry/domain/identity/session';
import type { NotificationAnswer } from '@registry/domain/notification/api-contracts';
import { firstBusinessError } from '@registry/domain/notification/business-checks';
import { notificationMsg } from '@registry/domain/notification/codes';
import { Editability, NotificationStatus } from '@registry/domain/notification/constants';
import { editability } from '@registry/domain/notification/editability';
import type { PreviousContact } from '@registry/domain/notification/follow-up';
import type { Notification } from '@registry/domain/notification/model';
import type { FieldErrors } from '@registry/domain/notification/rules';
import {
  panelOfPath,
  validateForHardSave,
  validateNotification,
} from '@registry/domain/notification/validate';
import { todayIso } from '@registry/domain/patient/cnp';
import { type RefObject, useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../shared/http/http-error';
import { translateKey, translateMessage } from '../../../shared/i18n/i18n';
import { useConfirm } from '../../../shared/ui/confirm-provider';
import { showError, showToast } from '../../../shared/ui/ui-events';
import { saveNotification } from '../notifications-api';
import { fieldCodesOf, markErrors } from './mark-errors';

/** `previousContact`: the last contact of the record a follow-up follows (follow-up rules). */
export type SaveState = { baseline: Notification; version: number; previousContact: PreviousContact | null };

/**
 * A new follow-up's locked sections (the patient, the diagnosis) are the case's own: the server
 * takes them from the case's record (withLockedSections), so what the prefill did not show is not
 * "missing" here — the person could not fill it anyway.
 */
function fillableErrors(errors: FieldErrors, n: Notification, session: Session): FieldErrors {
  if (n.id !== 0 || !n.hasPreviousNotification) return errors;
  const { panels } = editability({ ...n, status: NotificationStatus.Draft }, session);
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => {
      const panel = panelOfPath(path);
      return panel === null || panels[panel] !== Editability.FullReadonly;
    }),
  );
}

/** The wrong fields of the first wrong panel: the page goes to the first of them on screen. */
const fieldsOfPanel = (errors: Record<string, string>, panel: string | undefined) =>
  Object.keys(errors).filter((path) => panelOfPath(path) === panel);

type Args = {
  form: UseFormReturn<Notification>;
  state: RefObject<SaveState>;
  setProcessing: (busy: boolean) => void;
  /** Opens the panels and goes to the first of the fields given (else to the first panel). */
  showPanels: (panels: string[], fields?: string[]) => void;
  onSaved: (answer: NotificationAnswer) => void;
  onConflict: () => void;
  session: Session;
};

/** What a refused save shows: the invalid panels opened, a 409 reload offer, or the server's dialog. */
function useSaveErrors({ form, showPanels, onConflict }: Pick<Args, 'form' | 'showPanels' | 'onConflict'>) {
  const refuseFields = useCallback(
    (errors: Record<string, string>) => {
      const panels = markErrors(form, errors);
      showPanels(panels, fieldsOfPanel(errors, panels[0]));
      showToast(translateMessage(notificationMsg.missingFieldsInSections), 'error');
    },
    [form, showPanels],
  );

  const handleError = useCallback(
    (error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
      const codes = error.status === 400 ? fieldCodesOf(error.body) : null;
      if (codes) return refuseFields(codes);
      if (error.status === 409) return onConflict();
      const body = error.body as { key?: unknown; params?: unknown } | null;
      if (error.status === 403 && typeof body?.key === 'string') {
        const paths = Array.isArray(body.params) ? body.params.map(String) : [];
        return showError({
          title: error.notice.title,
          message: `${translateKey(body.key)}${paths.length ? `: ${paths.join(', ')}` : ''}`,
        });
      }
      showError(error.notice);
    },
    [refuseFields, onConflict],
  );
  return { refuseFields, handleError };
}

/** Spec 02 §4 save flow: validate every panel → business checks (complete) → yes/no → save. */
export function useSaveFlow({ form, state, setProcessing, showPanels, onSaved, onConflict, session }: Args) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { refuseFields, handleError } = useSaveErrors({ form, showPanels, onConflict });

  return useCallback(
    async (complete: boolean) => {
      const values = structuredClone(form.getValues());
      const n: Notification = {
        ...values,
        status: complete ? NotificationStatus.Completed : NotificationStatus.Draft,
      };
      const errors = fillableErrors(
        validateNotification(n, { today: todayIso(), previousContact: state.current.previousContact }),
        n,
        session,
      );
      if (Object.keys(errors).length > 0) return refuseFields(errors);
      form.clearErrors();
      if (complete) {
        const business = firstBusinessError(n);
        if (business) {
          await confirm({
            title: t('notification.save.businessTitle'),
            message: translateMessage(business),
            mode: 'ok',
          });
          return;
        }
      }
      const question = complete ? 'notification.save.confirmComplete' : 'notification.save.confirmDraft';
      if (!(await confirm({ title: t('notification.save.confirmTitle'), message: t(question) }))) return;
      setProcessing(true);
      try {
        onSaved(await saveNotification(n, state.current.version));
      } catch (error) {
        handleError(error);
      } finally {
        setProcessing(false);
      }
    },
    [form, state, confirm, t, refuseFields, handleError, setProcessing, onSaved, session],
  );
}

/**
 * Spec 02 §4 hard save, before attaching a file to a notification not saved yet: only the patient,
 * the reason and the overview are checked (a specific toast when they do not hold), it is saved as
 * a draft without asking and without a success toast. Resolves with the saved id, or null.
 */
export function useHardSave({ form, state, setProcessing, showPanels, onSaved, onConflict, session }: Args) {
  const { handleError } = useSaveErrors({ form, showPanels, onConflict });
  return useCallback(async (): Promise<number | null> => {
    const n: Notification = { ...structuredClone(form.getValues()), status: NotificationStatus.Draft };
    const errors = fillableErrors(validateForHardSave(n, { today: todayIso() }), n, session);
    if (Object.keys(errors).length > 0) {
      const panels = markErrors(form, errors);
      showPanels(panels, fieldsOfPanel(errors, panels[0]));
      showToast(translateMessage(notificationMsg.hardSaveInvalid), 'error');
      return null;
    }
    setProcessing(true);
    try {
      const answer = await saveNotification(n, state.current.version);
      onSaved(answer);
      return answer.id;
    } catch (error) {
      handleError(error);
      return null;
    } finally {
      setProcessing(false);
    }
  }, [form, state, showPanels, setProcessing, onSaved, handleError, session]);
}
