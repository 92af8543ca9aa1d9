import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MedicalTeamKind } from '@registry/domain/clinical/medical-case-access';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/auth-store';
import { localDraftKey } from '../../../shared/forms/local-draft';
import { LocalDraftBanner } from '../../../shared/forms/local-draft-banner';
import { useStateDraft } from '../../../shared/forms/use-form-draft';
import { EmployeePicker } from './employee-picker';
import { addTeamMember, findTeamCandidates, type MedicalTeamMember } from './medical-team-api';

/** Adds a local (treating unit's staff) or central (a Central unit's staff) member. */
export function AddMemberDialog({
  medicalCaseId,
  reportingUnitId,
  teamKind,
  onClose,
  onAdded,
}: {
  medicalCaseId: number;
  reportingUnitId: number;
  teamKind: number;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [member, setMember] = useState<MedicalTeamMember | null>(null);
  const local = teamKind === MedicalTeamKind.Local;
  // The colleague chosen survives a closed dialog or page like any typed clinical work.
  const userId = useSession()?.userId ?? 0;
  const [stored] = useState<{ member: MedicalTeamMember | null }>({ member: null });
  const chosen = useMemo(() => ({ member }), [member]);
  const draft = useStateDraft(chosen, {
    key: localDraftKey('teamMember', userId, medicalCaseId, teamKind),
    baseline: stored,
    version: 0,
  });
  const search = useCallback(
    (text: string, signal: AbortSignal) => findTeamCandidates(medicalCaseId, teamKind, text, signal),
    [medicalCaseId, teamKind],
  );
  const submit = async () => {
    if (!member) return;
    try {
      await addTeamMember(medicalCaseId, { employeeId: member.employeeId, teamKind, reportingUnitId });
      draft.saved();
      onAdded();
    } catch {
      // The error dialog has told the user (already a member, case moved…); the team is read again.
      onAdded();
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-member-title"
      data-testid="add-member-dialog"
    >
      <DialogTitle id="add-member-title">
        {t(local ? 'medicalTeam.addLocal' : 'medicalTeam.addCentral')}
      </DialogTitle>
      <DialogContent>
        <LocalDraftBanner
          offer={draft.offer}
          newerOnServer={false}
          onRestore={() => setMember(draft.restore()?.member ?? null)}
          onDiscard={draft.discard}
        />
        <DialogContentText sx={{ mb: 2 }}>
          {t(local ? 'medicalTeam.localHint' : 'medicalTeam.centralHint')}
        </DialogContentText>
        <EmployeePicker
          label={t('medicalTeam.employee')}
          search={search}
          value={member}
          onChange={setMember}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!member} data-testid="add-member-save">
          {t('medicalTeam.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
