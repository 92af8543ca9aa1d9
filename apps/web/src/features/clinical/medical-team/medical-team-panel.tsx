import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MedicalTeamKind } from '@registry/domain/clinical/medical-case-access';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../shared/ui/confirm-provider';
import { showToast } from '../../../shared/ui/ui-events';
import { AddMemberDialog } from './add-member-dialog';
import { JoinRequestsSection } from './join-requests-section';
import './locales/register';
import { type MedicalTeamMember, medicalTeamKey, removeTeamMember, useMedicalTeam } from './medical-team-api';
import { MemberCard } from './member-card';
import { TransferDialog } from './transfer-dialog';

function Section({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box component="section" aria-label={title} data-testid={testId} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/**
 * The Medical team tab (spec 02 §3): case owner, local team, central team. Case owners of the
 * treating unit add and remove members and transfer the case; everyone else reads.
 */
export function MedicalTeamPanel({
  medicalCaseId,
  onChanged,
}: {
  medicalCaseId: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const client = useQueryClient();
  const team = useMedicalTeam(medicalCaseId);
  const [adding, setAdding] = useState<number | null>(null);
  const [transferring, setTransferring] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: medicalTeamKey(medicalCaseId) });

  if (team.isLoading) return <CircularProgress aria-label={t('common.loading')} />;
  if (!team.data) return <Alert severity="error">{t('medicalTeam.failed')}</Alert>;
  const data = team.data;
  const manage = data.manageTeam;

  const remove = async (m: MedicalTeamMember) => {
    const ok = await confirm({
      title: t('medicalTeam.removeTitle'),
      message: t('medicalTeam.removeQuestion', { name: m.fullName }),
    });
    if (!ok) return;
    try {
      await removeTeamMember(medicalCaseId, m.employeeId, data.reportingUnitId);
      showToast(t('medicalTeam.removed', { name: m.fullName }));
    } catch {
      // The HTTP client has shown why (already removed, case moved, rights lost) and leaves the case
      // when the caller lost it; here the team is only read again, and no rejection goes unhandled.
    } finally {
      void refresh();
    }
  };
  const addButton = (kind: number) =>
    manage && (
      <Button
        size="small"
        startIcon={<PersonAddIcon />}
        onClick={() => setAdding(kind)}
        data-testid={`team-add-${kind === MedicalTeamKind.Local ? 'local' : 'central'}`}
      >
        {t(kind === MedicalTeamKind.Local ? 'medicalTeam.addLocal' : 'medicalTeam.addCentral')}
      </Button>
    );
  const empty = <Typography color="text.secondary">{t('medicalTeam.empty')}</Typography>;
  const list = (members: MedicalTeamMember[]) =>
    members.length
      ? members.map((m) => (
          <MemberCard key={m.employeeId} member={m} onRemove={manage ? () => remove(m) : undefined} />
        ))
      : empty;

  return (
    <Box data-testid="medical-team">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ flexGrow: 1 }}>
          {t('medicalTeam.treatingUnit')}: <strong>{data.reportingUnit}</strong>
        </Typography>
        {data.transfer && (
          <Button
            variant="outlined"
            startIcon={<SwapHorizIcon />}
            onClick={() => setTransferring(true)}
            data-testid="team-transfer"
          >
            {t('medicalTeam.transfer')}
          </Button>
        )}
      </Box>
      {manage && <JoinRequestsSection medicalCaseId={medicalCaseId} />}
      <Section title={t('medicalTeam.owner')} testId="team-owner">
        {data.owner ? <MemberCard member={data.owner} /> : empty}
      </Section>
      <Section title={t('medicalTeam.local')} action={addButton(MedicalTeamKind.Local)} testId="team-local">
        {list(data.local)}
      </Section>
      <Section
        title={t('medicalTeam.central')}
        action={addButton(MedicalTeamKind.Central)}
        testId="team-central"
      >
        {list(data.central)}
      </Section>
      {adding !== null && (
        <AddMemberDialog
          medicalCaseId={medicalCaseId}
          reportingUnitId={data.reportingUnitId}
          teamKind={adding}
          onClose={() => setAdding(null)}
          onAdded={() => {
            setAdding(null);
            void refresh();
          }}
        />
      )}
      {transferring && (
        <TransferDialog
          medicalCaseId={medicalCaseId}
          fromUnitId={data.reportingUnitId}
          fromOwnerId={data.owner?.employeeId ?? null}
          onClose={() => setTransferring(false)}
          onDone={() => {
            setTransferring(false);
            void refresh();
            onChanged();
          }}
        />
      )}
    </Box>
  );
}
