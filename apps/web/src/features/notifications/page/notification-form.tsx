import Alert from '@mui/material/Alert';
import type { Session } from '@registry/domain/identity/session';
import type { NotificationAnswer } from '@registry/domain/notification/api-contracts';
import { notificationMsg } from '@registry/domain/notification/codes';
import type { Notification } from '@registry/domain/notification/model';
import { diffPaths, setPath } from '@registry/domain/notification/paths';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  draftOffer,
  type LocalDraft,
  mergeDraft,
  readDraft,
  removeDraft,
  writeDraft,
} from '../../../shared/forms/local-draft';
import { useLeaveGuard } from '../../../shared/forms/use-leave-guard';
import { useLocalDraft } from '../../../shared/forms/use-local-draft';
import { translateMessage } from '../../../shared/i18n/i18n';
import { useConfirm } from '../../../shared/ui/confirm-provider';
import { sentences, showToast } from '../../../shared/ui/ui-events';
import { FhirIntakePanel } from '../fhir-intake/fhir-intake-panel';
import { applyNotification } from '../form/apply-change';
import { type AttachmentHost, AttachmentHostContext } from '../form/attachment-slot';
import { EditabilityProvider } from '../form/editability-context';
import { PreviousContactContext } from '../form/follow-up-context';
import { FormKitContext } from '../form/form-kit';
import type { Lookups } from '../form/lookups';
import type { PanelId } from '../form/panel-shell';
import { RequirementsContext } from '../form/requirements-store';
import { SharedPatientContext } from '../form/shared-patient';
import { fetchNotification } from '../notifications-api';
import { QualityProvider } from '../quality/quality-context';
import { ActionBar } from './action-bar';
import { focusFirstField } from './focus-field';
import { FormHeader } from './form-header';
import { jumpToPanel } from './jump-to-panel';
import { parseNotificationDraft } from './notification-draft';
import { CASE_EVOLUTION_PANEL, PanelList } from './panel-list';
import { ReviewSlot } from './review-slot';
import { useFormKitValue } from './use-form-kit';
import { type LoadedNotification, loadedOf } from './use-notification-source';
import { useRequirements } from './use-requirements';
import { type SaveState, useHardSave, useSaveFlow } from './use-save-flow';

type Props = {
  loaded: LoadedNotification;
  lookups: Lookups;
  session: Session;
  draftKey: string;
  alert: boolean;
  /** Opened from the list's unsaved drafts: put the draft back at once (issue 42 item 10). */
  restoreOnOpen?: boolean;
  expanded: ReadonlySet<PanelId>;
  setExpanded: (update: (current: ReadonlySet<PanelId>) => ReadonlySet<PanelId>) => void;
  onBack: () => void;
  onSaved: (answer: NotificationAnswer, previousDraftKey: string) => void;
};

const scrollToPanel = (panel: PanelId) =>
  requestAnimationFrame(() =>
    document.getElementById(`panel-${panel}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
  );

/**
 * After a save the new status (Draft, Completed, the case number) is what the user looks for; the
 * page would stay wherever the save was pressed (the treatment panel, far below), so it is brought
 * into view under the top bar once the saved record has been adopted (issue 42 item 7).
 */
const showSavedStatus = () =>
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      document
        .querySelector('[data-testid="notification-status"]')
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    ),
  );

/** The edit form: one react-hook-form for all panels; panels subscribe to their own fields only. */
export function NotificationForm({
  loaded,
  lookups,
  session,
  draftKey,
  alert,
  restoreOnOpen = false,
  expanded,
  setExpanded,
  onBack,
  onSaved,
}: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const form = useForm<Notification>({ defaultValues: loaded.values });
  const state = useRef<SaveState>({
    baseline: loaded.values,
    version: loaded.version,
    previousContact: loaded.previousContact,
  });
  const [previousContact, setPreviousContact] = useState(loaded.previousContact);
  const [codingOnly, setCodingOnly] = useState(loaded.codingOnly === true);
  const [holdingAwaits, setHoldingAwaits] = useState(loaded.holdingAwaitsConfirmation === true);
  const requirements = useRequirements(form, state);
  const [caseId, setCaseId] = useState(loaded.caseId);
  const [isLast, setIsLast] = useState(loaded.isLastNotification);
  const [shared, setShared] = useState(loaded.sharedWithOtherUnits);
  const [qualityChecks, setQualityChecks] = useState(loaded.qualityChecks);
  const [processing, setProcessing] = useState(false);
  const [offer, setOffer] = useState<LocalDraft<Notification> | null>(() =>
    draftOffer(draftKey, loaded.values, parseNotificationDraft),
  );
  const { kit, iccc3Locked } = useFormKitValue(form, lookups, session);

  const hasChanges = useCallback(
    () => diffPaths(form.getValues(), state.current.baseline).length > 0,
    [form],
  );
  useLeaveGuard(hasChanges);
  useLocalDraft(form, draftKey, state);

  const onToggle = useCallback(
    (panel: PanelId) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(panel)) next.add(panel);
        return next;
      }),
    [setExpanded],
  );
  // Opens the panels; with fields to show (a refused save), goes to the first of them itself.
  const showPanels = useCallback(
    (panels: string[], fields: string[] = []) => {
      if (!panels.length) return;
      setExpanded((current) => new Set([...current, ...panels]));
      if (fields.length) focusFirstField(fields, () => scrollToPanel(panels[0]));
      else scrollToPanel(panels[0]);
    },
    [setExpanded],
  );

  const adopt = useCallback(
    (next: LoadedNotification) => {
      state.current = { baseline: next.values, version: next.version, previousContact: next.previousContact };
      setPreviousContact(next.previousContact);
      setCodingOnly(next.codingOnly === true);
      setHoldingAwaits(next.holdingAwaitsConfirmation === true);
      form.reset(next.values);
      setCaseId(next.caseId);
      setIsLast(next.isLastNotification);
      setShared(next.sharedWithOtherUnits);
      setQualityChecks(next.qualityChecks);
    },
    [form],
  );

  // Both saves: the answer becomes the form and the route; only the full save says so (spec 02 §4).
  const adoptSaved = useCallback(
    (answer: NotificationAnswer) => {
      adopt(loadedOf(answer));
      removeDraft(draftKey);
      setOffer(null);
      onSaved(answer, draftKey);
    },
    [adopt, draftKey, onSaved],
  );
  const saved = useCallback(
    (answer: NotificationAnswer) => {
      adoptSaved(answer);
      const message = translateMessage(notificationMsg.saved);
      if (answer.warnings.length) showToast(sentences([message, ...answer.warnings]), 'warning');
      else showToast(message, 'success');
      showSavedStatus();
    },
    [adoptSaved],
  );
  // The hard save (before an attachment) says nothing when all is well, but never hides a warning.
  const hardSaved = useCallback(
    (answer: NotificationAnswer) => {
      adoptSaved(answer);
      if (answer.warnings.length) showToast(sentences(answer.warnings), 'warning');
    },
    [adoptSaved],
  );

  // Spec: a stale save (409) says what happened; reloading keeps the typed values as the local draft.
  const conflict = useCallback(async () => {
    writeDraft(draftKey, form.getValues(), state.current.baseline, state.current.version);
    const reload = await confirm({
      title: t('notification.conflict.title'),
      message: t('notification.conflict.message'),
    });
    const id = form.getValues('id');
    if (!reload || id <= 0) return;
    const typed = readDraft(draftKey, parseNotificationDraft);
    adopt(loadedOf(await fetchNotification(id)));
    setOffer(typed);
  }, [adopt, confirm, draftKey, form, t]);

  // A review may write the reviewer observation as a new version of this record: read it again.
  const reloadAfterReview = useCallback(async () => {
    const id = form.getValues('id');
    if (id > 0) adopt(loadedOf(await fetchNotification(id)));
  }, [adopt, form]);

  const save = useSaveFlow({
    form,
    state,
    setProcessing,
    showPanels,
    onSaved: saved,
    onConflict: conflict,
    session,
  });
  const hardSave = useHardSave({
    form,
    state,
    setProcessing,
    showPanels,
    onSaved: hardSaved,
    onConflict: conflict,
    session,
  });
  // An uploaded or deleted document is already on the server: the list changes without unsaved work.
  const attachmentHost = useMemo<AttachmentHost>(
    () => ({
      hardSave,
      syncAttachments: (path, list) => {
        state.current.baseline = setPath(state.current.baseline, path, list);
        form.setValue(path, list);
      },
    }),
    [form, hardSave],
  );

  const restore = () => {
    if (!offer) return;
    const before = structuredClone(form.getValues());
    const merged = mergeDraft(offer, before);
    applyNotification(form, before, {
      ...merged,
      id: before.id,
      status: before.status,
      isCancerCase: before.isCancerCase,
    });
    setOffer(null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the draft the form opened with
  useEffect(() => {
    if (restoreOnOpen) restore();
  }, []);
  const discard = () => {
    removeDraft(draftKey);
    setOffer(null);
  };

  return (
    <FormProvider {...form}>
      <FormKitContext.Provider value={kit}>
        <EditabilityProvider
          session={session}
          processing={processing}
          iccc3Locked={iccc3Locked}
          superseded={!isLast}
        >
          <form noValidate onSubmit={(e) => e.preventDefault()} data-testid="notification-form">
            <FormHeader
              alert={alert}
              caseId={caseId}
              offer={offer}
              newerOnServer={offer !== null && offer.version < state.current.version}
              onRestore={restore}
              onDiscard={discard}
            />
            <FhirIntakePanel received={loaded.receivedElectronically === true} />
            {holdingAwaits && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="holding-awaits">
                {t('notification.form.holdingAwaits')}
              </Alert>
            )}
            {codingOnly && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="coding-only">
                {t('notification.form.codingOnly')}
              </Alert>
            )}
            <AttachmentHostContext.Provider value={attachmentHost}>
              <SharedPatientContext.Provider value={shared}>
                <RequirementsContext.Provider value={requirements}>
                  <PreviousContactContext.Provider value={previousContact}>
                    <QualityProvider
                      lookups={lookups}
                      serverChecks={qualityChecks}
                      onServerChecks={setQualityChecks}
                    >
                      <PanelList expanded={expanded} onToggle={onToggle} />
                    </QualityProvider>
                  </PreviousContactContext.Provider>
                </RequirementsContext.Provider>
              </SharedPatientContext.Provider>
            </AttachmentHostContext.Provider>
            <ActionBar
              onBack={onBack}
              onCaseEvolution={() => {
                setExpanded((current) => new Set([...current, CASE_EVOLUTION_PANEL]));
                jumpToPanel(CASE_EVOLUTION_PANEL);
              }}
              onSave={(c) => void save(c)}
              extra={<ReviewSlot caseId={caseId} onReviewed={() => void reloadAfterReview()} />}
            />
          </form>
        </EditabilityProvider>
      </FormKitContext.Provider>
    </FormProvider>
  );
}
