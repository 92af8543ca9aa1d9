import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/auth-store';
import { localDraftKey } from '../../../shared/forms/local-draft';
import { LocalDraftBanner } from '../../../shared/forms/local-draft-banner';
import { useStateDraft } from '../../../shared/forms/use-form-draft';
import { EmployeePicker } from './employee-picker';
import {
  type CaseUnit,
  findOwnerCandidates,
  type MedicalTeamMember,
  transferMedicalCase,
  useCaseUnits,
} from './medical-team-api';

/**
 * The explicit transfer (audited): a treating unit and the case owner named there. Moving to another
 * unit drops the local team, which the dialog says before the user confirms.
 */
export function TransferDialog({
  medicalCaseId,
  fromUnitId,
  fromOwnerId,
  onClose,
  onDone,
}: {
  medicalCaseId: number;
  fromUnitId: number;
  /** The named owner the tab showed (null for none): a rename meanwhile answers 409. */
  fromOwnerId: number | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const units = useCaseUnits(medicalCaseId);
  const [unit, setUnit] = useState<CaseUnit | null>(null);
  const [owner, setOwner] = useState<MedicalTeamMember | null>(null);
  // The unit and owner chosen survive a closed dialog or page like any typed clinical work.
  const userId = useSession()?.userId ?? 0;
  type Chosen = { unit: CaseUnit | null; owner: MedicalTeamMember | null };
  const [stored] = useState<Chosen>({ unit: null, owner: null });
  const chosen = useMemo<Chosen>(() => ({ unit, owner }), [unit, owner]);
  const draft = useStateDraft(chosen, {
    key: localDraftKey('transfer', userId, medicalCaseId),
    baseline: stored,
    version: 0,
  });
  const restore = () => {
    const back = draft.restore();
    if (!back) return;
    setUnit(back.unit);
    setOwner(back.owner);
  };
  const search = useCallback(
    (text: string, signal: AbortSignal) =>
      unit ? findOwnerCandidates(medicalCaseId, unit.id, text, signal) : Promise.resolve([]),
    [medicalCaseId, unit],
  );
  const submit = async () => {
    if (!unit || !owner) return;
    try {
      await transferMedicalCase(medicalCaseId, {
        reportingUnitId: unit.id,
        ownerEmployeeId: owner.employeeId,
        fromReportingUnitId: fromUnitId,
        fromOwnerEmployeeId: fromOwnerId,
      });
      draft.saved();
    } catch {
      // The HTTP client has shown why (moved or renamed meanwhile, not a case owner there); the team
      // is read again below, and no rejection goes unhandled.
    } finally {
      onDone();
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="transfer-title"
      data-testid="transfer-dialog"
    >
      <DialogTitle id="transfer-title">{t('medicalTeam.transferTitle')}</DialogTitle>
      <DialogContent>
        <LocalDraftBanner
          offer={draft.offer}
          newerOnServer={false}
          onRestore={restore}
          onDiscard={draft.discard}
          sx={{ mt: 1 }}
        />
        <Stack spacing={2} sx={{ pt: 1 }}>
          {/* The picker offers only them (as the server checks): anyone else could not manage the case. */}
          <DialogContentText>{t('medicalTeam.transferHint')}</DialogContentText>
          <Autocomplete
            options={units.data ?? []}
            loading={units.isLoading}
            value={unit}
            onChange={(_, next) => {
              setUnit(next);
              setOwner(null);
            }}
            getOptionLabel={(u) => u.text}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField {...params} label={t('medicalTeam.transferUnit')} required autoFocus />
            )}
          />
          {unit && (
            <EmployeePicker
              key={unit.id}
              label={t('medicalTeam.transferOwner')}
              search={search}
              value={owner}
              onChange={setOwner}
            />
          )}
          {unit && unit.id !== fromUnitId && (
            <Alert severity="warning">{t('medicalTeam.transferWarning')}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!unit || !owner} data-testid="transfer-save">
          {t('medicalTeam.transfer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
