import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ProposalStatus } from '@registry/domain/access/child-access';
import type { EvolutionPatientChange } from '@registry/domain/cases/contracts';
import { canSeePatients } from '@registry/domain/identity/session';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { formatDate } from '../../shared/format/date';

const statusKey: Record<number, string> = {
  [ProposalStatus.Pending]: 'pending',
  [ProposalStatus.Accepted]: 'accepted',
  [ProposalStatus.Refused]: 'refused',
  [ProposalStatus.Withdrawn]: 'withdrawn',
};
const statusColor = (status: number) =>
  status === ProposalStatus.Pending ? 'warning' : status === ProposalStatus.Accepted ? 'success' : 'default';

function Change({ change }: { change: EvolutionPatientChange }) {
  const { t } = useTranslation();
  const shown = (field: string, value: string | null) =>
    value === null ? '—' : field === 'birthdate' ? formatDate(value) : value;
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }} data-testid="evolution-patient-change">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={statusColor(change.status)}
          label={t(`evolution.patientChanges.status.${statusKey[change.status] ?? 'withdrawn'}`)}
        />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('evolution.patientChanges.proposedBy', {
            unit: change.reportingUnit,
            name: change.proposedBy,
            date: formatDate(change.proposedAt),
            notification: change.notificationId,
          })}
        </Typography>
      </Box>
      {change.decidedBy && (
        <Typography variant="body2" color="text.secondary">
          {t(
            change.status === ProposalStatus.Accepted
              ? 'evolution.patientChanges.acceptedBy'
              : 'evolution.patientChanges.refusedBy',
            { name: change.decidedBy, date: formatDate(change.decidedAt) },
          )}
        </Typography>
      )}
      <Table size="small" sx={{ '& td, & th': { px: 1, overflowWrap: 'anywhere' }, maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" sx={{ width: '30%' }}>
              {t('evolution.patientChanges.field')}
            </TableCell>
            <TableCell component="th">{t('evolution.patientChanges.before')}</TableCell>
            <TableCell component="th">{t('evolution.patientChanges.proposed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {change.fields.map((f) => (
            <TableRow key={f.field}>
              <TableCell>{t(`evolution.patientChanges.fields.${f.field}`)}</TableCell>
              <TableCell>{shown(f.field, f.previous)}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{shown(f.field, f.proposed)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Issue 22: who proposed which change of the child's general data and who accepted or refused it.
 * Decisions are taken on the patient page, linked for those who may open it.
 */
export function PatientChanges({
  patientId,
  changes,
}: {
  patientId: number | undefined;
  changes: readonly EvolutionPatientChange[];
}) {
  const { t } = useTranslation();
  const session = useSession();
  if (!changes.length) return null;
  const pending = changes.some((c) => c.status === ProposalStatus.Pending);
  return (
    <Box component="section" sx={{ mt: 2, display: 'grid', gap: 1 }} data-testid="evolution-patient-changes">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2">
          {t('evolution.patientChanges.title')}
        </Typography>
        {patientId && session && canSeePatients(session) && (
          <Button
            size="small"
            component={RouterLink}
            to={`/patient/${patientId}`}
            endIcon={<ArrowForwardIcon fontSize="small" />}
            data-testid="evolution-open-patient"
          >
            {t(pending ? 'evolution.patientChanges.decide' : 'evolution.patientChanges.openPatient')}
          </Button>
        )}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {changes.map((c) => (
          <Change key={c.id} change={c} />
        ))}
      </Box>
    </Box>
  );
}
