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
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
