import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ProposalStatus } from '@registry/domain/access/child-access';
import type { Patient } from '@registry/domain/patient/contracts';
import type { PatientChangeProposal } from '@registry/domain/patient/proposal-contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { useConfirm } from '../../../shared/ui/confirm-provider';
import { showToast } from '../../../shared/ui/ui-events';
import { ProposalTable } from './proposal-table';
import { useDecideProposal, useProposals } from './proposals-api';

const statusKey: Record<number, string> = {
  [ProposalStatus.Accepted]: 'accepted',
  [ProposalStatus.Refused]: 'refused',
  [ProposalStatus.Withdrawn]: 'withdrawn',
};

function Proposed({ proposal }: { proposal: PatientChangeProposal }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {t('patients.proposals.proposedBy', {
        unit: proposal.reportingUnit,
        name: proposal.proposedBy,
        date: formatDate(proposal.proposedAt),
      })}
    </Typography>
  );
}

function PendingProposal({ proposal, patient }: { proposal: PatientChangeProposal; patient: Patient }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const decide = useDecideProposal(patient.id);
  const accept = async () => {
    const units = patient.reportingUnits.map((u) => u.name).join(', ');
    const yes = await confirm({
      title: t('patients.proposals.acceptTitle'),
      message: t('patients.proposals.acceptText', { units: units || '—' }),
    });
    if (!yes) return;
    await decide.mutateAsync({ proposalId: proposal.id, accept: true });
    showToast(t('patients.proposals.acceptedToast'), 'success');
  };
  const refuse = async () => {
    await decide.mutateAsync({ proposalId: proposal.id, accept: false });
    showToast(t('patients.proposals.refusedToast'), 'success');
  };
  // The dialog already said what went wrong (403/409); the list is read again.
  const run = (action: () => Promise<void>) => () => void action().catch(() => undefined);
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="proposal-pending" data-proposal-id={proposal.id}>
      <Proposed proposal={proposal} />
      <ProposalTable proposal={proposal} patient={patient} current />
      {proposal.mayDecide ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<CloseIcon />}
            onClick={run(refuse)}
            disabled={decide.isPending}
            data-testid="proposal-refuse"
          >
            {t('patients.proposals.refuse')}
          </Button>
          <Button
            variant="contained"
            startIcon={<CheckIcon />}
            onClick={run(accept)}
            disabled={decide.isPending}
            data-testid="proposal-accept"
          >
            {t('patients.proposals.accept')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="proposal-not-yours">
          {t('patients.proposals.notYours')}
        </Typography>
      )}
    </Box>
  );
}

function DecidedProposal({ proposal, patient }: { proposal: PatientChangeProposal; patient: Patient }) {
  const { t } = useTranslation();
  const key = statusKey[proposal.status] ?? 'withdrawn';
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="proposal-decided">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={t(`patients.proposals.status.${key}`)}
          color={proposal.status === ProposalStatus.Accepted ? 'success' : 'default'}
        />
        <Typography variant="body2" color="text.secondary">
          {proposal.decidedBy
            ? t('patients.proposals.decidedBy', {
                name: proposal.decidedBy,
                date: formatDate(proposal.decidedAt),
              })
            : t('patients.proposals.replaced', { date: formatDate(proposal.decidedAt) })}
        </Typography>
      </Box>
      <Proposed proposal={proposal} />
      <ProposalTable proposal={proposal} patient={patient} current={false} />
    </Box>
  );
}

/**
 * Issue 22: the general data other units proposed for the child's shared record. Pending ones with
 * accept / refuse for a holder or a reviewer (`mayDecide`); decided ones under a collapsed history.
 */
export function PatientProposals({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const proposals = useProposals(patient.id);
  const items = proposals.data?.items ?? [];
  const pending = items.filter((p) => p.status === ProposalStatus.Pending);
  const decided = items.filter((p) => p.status !== ProposalStatus.Pending);
  if (!items.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {pending.length > 0 && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="patient-proposals"
          sx={{
            p: { xs: 2, md: 2.5 },
            borderLeft: 4,
            borderLeftColor: 'warning.main',
            display: 'grid',
            gap: 2,
          }}
          data-testid="patient-proposals"
        >
          <Box>
            <Typography variant="subtitle1" component="h2" id="patient-proposals" sx={{ fontWeight: 600 }}>
              {t('patients.proposals.title', { count: pending.length })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('patients.proposals.hint')}
            </Typography>
          </Box>
          {pending.map((p) => (
            <PendingProposal key={p.id} proposal={p} patient={patient} />
          ))}
        </Paper>
      )}
      {decided.length > 0 && (
        <Accordion variant="outlined" disableGutters data-testid="proposal-history">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="proposal-history-body">
            <Typography variant="subtitle2" component="h2">
              {t('patients.proposals.history', { count: decided.length })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id="proposal-history-body" sx={{ display: 'grid', gap: 2 }}>
            {decided.map((p) => (
              <DecidedProposal key={p.id} proposal={p} patient={patient} />
            ))}
          </AccordionDetails>
        </Accordion>
      )}
    </Box>
  );
}
