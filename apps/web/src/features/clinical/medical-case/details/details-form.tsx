import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ClinicalStatus, medicalCaseSections } from '@registry/domain/clinical/medical-case-model';
import type { Session } from '@registry/domain/identity/session';
import { Editability } from '@registry/domain/notification/constants';
import type { NotificationEditability } from '@registry/domain/notification/editability';
import type { Notification } from '@registry/domain/notification/model';
import { notificationPanels } from '@registry/domain/notification/validate';
import { useCallback, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localDraftKey } from '../../../../shared/forms/local-draft';
import { LocalDraftBanner } from '../../../../shared/forms/local-draft-banner';
import { useFormDraft } from '../../../../shared/forms/use-form-draft';
import { useLeaveGuard } from '../../../../shared/forms/use-leave-guard';
import { EditabilityContext } from '../../../notifications/form/editability-context';
import { type FieldName, type FormKit, FormKitContext } from '../../../notifications/form/form-kit';
import type { Lookups } from '../../../notifications/form/lookups';
import type { PanelId } from '../../../notifications/form/panel-shell';
import { useFormKitValue } from '../../../notifications/page/use-form-kit';
import { DiagnosticPanel } from '../../../notifications/panels/diagnostic-panel';
import { MorphologyPanel } from '../../../notifications/panels/morphology-panel';
import { TnmPanel, TorontoPanel } from '../../../notifications/panels/staging-panels';
import type { MedicalCase } from '../medical-case-api';
import { formValuesOf, type MedicalCaseFormValues } from './form-values';
import { CarePanel, ClinicalPanel, DeathPanel } from './medical-case-panels';
import { MedicalCaseRequirements } from './medical-case-requirements';
import { useDetailsSave } from './use-details-save';

type Props = { medicalCase: MedicalCase; lookups: Lookups; session: Session; onSaved: () => void };

const DEATH_FIELDS = ['death.deathDate', 'death.deathReasonTopoCodeId', 'death.deathReason2'] as const;

/** What the reused panels may change: everything for the team, nothing for a reader. */
function useRights(canEdit: boolean, iccc3Locked: boolean): NotificationEditability {
  const morphologyCodeId = useWatch<Notification>({ name: 'cancerMorphology.morphologyCodeId' });
  return useMemo(() => {
    const level = canEdit ? Editability.Editable : Editability.FullReadonly;
    return {
      formDisabled: !canEdit,
      panels: Object.fromEntries(
        notificationPanels.map((p) => [p, level]),
      ) as NotificationEditability['panels'],
      fields: {
        reportingUnitId: false,
        reviewerObservation: false,
        observation: false,
        morphologyCodeId: canEdit,
        // ICCC-3 is locked once the coding engine found the association, as on the notification.
        iccc3: canEdit && morphologyCodeId !== null && !iccc3Locked,
      },
      canSaveDraft: canEdit,
      canSaveComplete: canEdit,
      canViewPreviousNotifications: false,
    };
  }, [canEdit, iccc3Locked, morphologyCodeId]);
}

function Rights({
  canEdit,
  iccc3Locked,
  children,
}: {
  canEdit: boolean;
  iccc3Locked: boolean;
  children: React.ReactNode;
}) {
  const rights = useRights(canEdit, iccc3Locked);
  return <EditabilityContext.Provider value={rights}>{children}</EditabilityContext.Provider>;
}

/** The Details tab: the notification's diagnosis, morphology and staging panels and the team's own. */
export function DetailsForm({ medicalCase, lookups, session, onSaved }: Props) {
  const { t } = useTranslation();
  const facts = useMemo(
    () => ({ birthdate: medicalCase.patient.birthdate, reportingUnitId: medicalCase.reportingUnitId }),
    [medicalCase],
  );
  const initial = useMemo(() => formValuesOf(medicalCase.details, facts), [medicalCase, facts]);
  const form = useForm<MedicalCaseFormValues>({ defaultValues: initial });
  const asNotificationForm = form as unknown as Parameters<typeof useFormKitValue>[0];
  const { kit: base, iccc3Locked } = useFormKitValue(asNotificationForm, lookups, session);
  const canEdit = medicalCase.access.edit;
  // Leaving Death clears the death fields, as unticking "dead" does on the notification.
  const kit = useMemo<FormKit>(
    () => ({
      ...base,
      change: (name: FieldName, value: unknown) => {
        base.change(name, value);
        if ((name as string) === 'clinicalDiagnosis.clinicalStatusId' && value !== ClinicalStatus.Death)
          for (const field of DEATH_FIELDS) form.setValue(field, null, { shouldDirty: true });
      },
    }),
    [base, form],
  );
  const [expanded, setExpanded] = useState<ReadonlySet<PanelId>>(() => new Set(medicalCaseSections));
  const onToggle = useCallback((panel: PanelId) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(panel)) next.add(panel);
      return next;
    });
  }, []);
  const showPanels = useCallback((panels: string[]) => {
    setExpanded((current) => new Set([...current, ...panels]));
    requestAnimationFrame(() =>
      document.getElementById(`panel-${panels[0]}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  }, []);
  // What is typed stays on this device (per user and case) until saved, as on the notification.
  const draft = useFormDraft(form, {
    key: localDraftKey('medicalCase', session.userId, medicalCase.id),
    baseline: initial,
    version: medicalCase.version,
  });
  useLeaveGuard(draft.hasChanges);
  const save = useDetailsSave({ form, medicalCase, facts, lookups, draft, showPanels, onSaved });

  const p = (panel: PanelId) => ({ expanded: expanded.has(panel), onToggle });
  return (
    <FormProvider {...form}>
      <FormKitContext.Provider value={kit}>
        <Rights canEdit={canEdit} iccc3Locked={iccc3Locked}>
          <MedicalCaseRequirements facts={facts}>
            <form noValidate onSubmit={(e) => e.preventDefault()} data-testid="medical-case-details">
              <LocalDraftBanner
                offer={draft.offer}
                newerOnServer={draft.newerOnServer}
                onRestore={draft.restore}
                onDiscard={draft.discard}
              />
              <DiagnosticPanel {...p('cancerDiagnostic')} />
              <ClinicalPanel {...p('clinicalDiagnosis')} readonly={!canEdit} />
              <MorphologyPanel {...p('cancerMorphology')} />
              <TorontoPanel {...p('cancerTorontoStadialization')} />
              <TnmPanel {...p('cancerTnmStadialization')} />
              <CarePanel {...p('care')} readonly={!canEdit} />
              <DeathPanel {...p('death')} readonly={!canEdit} />
              {canEdit && (
                <Box
                  sx={{
                    position: 'sticky',
                    bottom: 0,
                    py: 1.5,
                    display: 'flex',
                    justifyContent: 'flex-end',
                    bgcolor: 'background.default',
                    zIndex: 2,
                  }}
                >
                  <Button
                    variant="contained"
                    startIcon={<SaveIcon />}
                    onClick={() => void save()}
                    data-testid="medical-case-save"
                  >
                    {t('medicalCase.save.action')}
                  </Button>
                </Box>
              )}
            </form>
          </MedicalCaseRequirements>
        </Rights>
      </FormKitContext.Provider>
    </FormProvider>
  );
}
