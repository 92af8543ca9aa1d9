import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BlockIcon from '@mui/icons-material/Block';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isChangeable, isPlanned } from '@registry/domain/clinical/interventions/access';
import { EventStatus, type InterventionTypeId } from '@registry/domain/clinical/interventions/kinds';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../../shared/auth/auth-store';
import { formatDate } from '../../../../shared/format/date';
import { localDraftKey } from '../../../../shared/forms/local-draft';
import { LocalDraftBanner } from '../../../../shared/forms/local-draft-banner';
import { useFormDraft } from '../../../../shared/forms/use-form-draft';
import { useLeaveGuard } from '../../../../shared/forms/use-leave-guard';
import { CancelDialog } from '../cancel-dialog';
import { DetailPanel } from '../details/detail-panel';
import { statusColor, statusLabelKey, TypeIcon, typeLabelKey } from '../intervention-types';
import type { Intervention } from '../interventions-api';
import { CommonFields } from './common-fields';
import { DocumentsSection } from './documents-section';
import { blankValues, interventionResolver, valuesOf } from './form-values';
import { ReadonlyContext } from './readonly-context';
import { useRecheckShownErrors } from './recheck-errors';
import { useInterventionActions } from './use-intervention-actions';

type Props = {
  medicalCaseId: number;
  type: InterventionTypeId;
  /** Null for a new one. */
  intervention: Intervention | null;
  /** The team may write (a new one is only offered to them). */
  canEdit: boolean;
  /** The medical case's diagnosis date: a completion's real date may not precede it. */
  diagnosisDate: string | null;
  /** The day a new one starts on (the calendar's day clicked), else empty. */
  plannedDate: string | null;
  /** The medical case's treating unit: a new one's unit until changed. */
  treatingUnitId: number | null;
  reload: () => Promise<unknown>;
  /** Opened from the timeline's Complete: the completion is asked at once (its missing fields marked). */
  startCompleting?: boolean;
};

/**
 * The form of every type: the common fields, the type's detail panel, and the actions the status
 * allows (save; complete and cancel while planned). A canceled one, or a reader's view, is read-only.
 */
export function InterventionForm({
  medicalCaseId,
  type,
  intervention,
  canEdit,
  diagnosisDate,
  plannedDate,
  treatingUnitId,
  reload,
  startCompleting = false,
}: Props) {
  const { t } = useTranslation();
  const completing = useRef(false);
  const status = intervention?.status ?? EventStatus.Pending;
  // Once a completion is asked (opened for it, or Complete pressed), the fields are judged as a
  // completion until a plain save: the real date may precede the plan, the completion fields count.
  const completionMode = useRef(false);
  const [resolver] = useState(() =>
    interventionResolver(
      type,
      () => completing.current || completionMode.current || status === EventStatus.Completed,
      diagnosisDate,
    ),
  );
  const initial = useMemo(
    () => (intervention ? valuesOf(intervention) : blankValues(type, plannedDate, treatingUnitId)),
    [intervention, type, plannedDate, treatingUnitId],
  );
  const form = useForm({ defaultValues: initial, resolver, mode: 'onTouched' });
  useRecheckShownErrors(form);
  const readonly = !canEdit || !isChangeable(status);
  const saved = useRef(false);
  const userId = useSession()?.userId ?? 0;
  // What is typed stays on this device (per user and intervention, or per case and type while new).
  const draft = useFormDraft(form, {
    key: intervention
      ? localDraftKey('intervention', userId, intervention.id)
      : localDraftKey('intervention', userId, 'new', medicalCaseId, type),
    baseline: initial,
    version: intervention?.version ?? 0,
  });
  // Read while rendering, so the form re-renders when it becomes dirty (react-hook-form subscribes).
  const dirty = form.formState.isDirty;
  useLeaveGuard(() => !readonly && !saved.current && dirty);
  const actions = useInterventionActions({
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
  });
  const [cancelling, setCancelling] = useState(false);
  // Opened from the timeline's Complete: the real date is proposed and explained, nothing is judged
  // before the user acts (issue 23) — the rules speak when Complete is pressed.
  const completion = startCompleting && !readonly && isPlanned(status);
  const proposed = useRef(false);
  useEffect(() => {
    if (!completion || proposed.current) return;
    proposed.current = true;
    completionMode.current = true;
    actions.proposeRealDate();
  }, [completion, actions]);
  const title = t(typeLabelKey(type));

  return (
    <FormProvider {...form}>
      <ReadonlyContext.Provider value={readonly}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => e.preventDefault()}
          data-testid="intervention-form"
          data-type={type}
          data-status={status}
          data-version={intervention?.version ?? 0}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <Tooltip title={t('interventions.form.back')}>
              <IconButton
                component={RouterLink}
                to={`/medical-case/${medicalCaseId}?tab=timeline`}
                aria-label={t('interventions.form.back')}
              >
                <ArrowBackIcon />
              </IconButton>
            </Tooltip>
            <TypeIcon kind={type} color="action" />
            <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
              {title}
            </Typography>
            <Chip
              size="small"
              label={t(intervention ? statusLabelKey(status) : 'interventions.form.new')}
              color={statusColor[status].chip}
              data-testid="intervention-status"
            />
          </Box>
          {intervention && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ mb: 1 }}
              data-testid="intervention-version"
            >
              {t('interventions.form.updated', {
                version: intervention.version,
                who: intervention.updatedBy,
                when: formatDate(intervention.updatedAt),
              })}
            </Typography>
          )}
          {!readonly && (
            <LocalDraftBanner
              offer={draft.offer}
              newerOnServer={draft.newerOnServer}
              onRestore={draft.restore}
              onDiscard={draft.discard}
            />
          )}
          {completion && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="intervention-completing">
              {t('interventions.complete.intro')}
            </Alert>
          )}
          {status === EventStatus.Canceled && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="intervention-canceled">
              {t('interventions.form.canceledNote')}
              {intervention?.cancelReason
                ? ` ${t('interventions.form.reason')}: ${intervention.cancelReason}`
                : ''}
            </Alert>
          )}
          {!canEdit && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('interventions.form.readOnly')}
            </Alert>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t('interventions.form.requiredNote')}
          </Typography>
          <CommonFields medicalCaseId={medicalCaseId} type={type} />
          <DetailPanel type={type} medicalCaseId={medicalCaseId} />
          {intervention && (
            <DocumentsSection
              intervention={intervention}
              canChange={canEdit && isChangeable(status)}
              onChanged={() => void reload()}
            />
          )}
          {!readonly && (
            <Paper
              elevation={3}
              sx={{
                position: 'sticky',
                bottom: 0,
                zIndex: 2,
                p: 1,
                display: 'flex',
                gap: 1,
                justifyContent: 'flex-end',
                flexWrap: 'wrap',
              }}
            >
              {intervention && isPlanned(status) && (
                <Button
                  color="error"
                  startIcon={<BlockIcon />}
                  onClick={() => setCancelling(true)}
                  data-testid="intervention-cancel"
                >
                  {t('interventions.actions.cancel')}
                </Button>
              )}
              {intervention && isPlanned(status) && (
                <Button
                  variant="outlined"
                  color="success"
                  startIcon={<DoneAllIcon />}
                  onClick={() => void actions.complete()}
                  data-testid="intervention-complete"
                >
                  {t('interventions.actions.complete')}
                </Button>
              )}
              <Button
                variant="contained"
                startIcon={<SaveIcon />}
                onClick={() => void actions.save()}
                disabled={form.formState.isSubmitting}
                data-testid="intervention-save"
              >
                {t('interventions.actions.save')}
              </Button>
            </Paper>
          )}
          {cancelling && intervention && (
            <CancelDialog
              what={`${title}, ${formatDate(intervention.plannedDate)}`}
              onClose={() => setCancelling(false)}
              onConfirm={(reason) => {
                setCancelling(false);
                void actions.cancel(reason);
              }}
            />
          )}
        </Box>
      </ReadonlyContext.Provider>
    </FormProvider>
  );
}
