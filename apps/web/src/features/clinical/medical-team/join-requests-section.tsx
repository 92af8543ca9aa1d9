import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { MedicalTeamKind } from '@registry/domain/clinical/medical-case-access';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { showToast } from '../../../shared/ui/ui-events';
import { decideJoinRequest, type JoinRequest, medicalTeamKey, useJoinRequests } from './medical-team-api';

const teamText = (r: JoinRequest) =>
  r.teamKind === MedicalTeamKind.Local
    ? 'medicalTeam.joinAsLocal'
    : r.teamKind === MedicalTeamKind.Central
      ? 'medicalTeam.joinAsCentral'
      : 'medicalTeam.joinNeedsTransfer';

/**
 * Pending requests to join the team (issue 22), shown to the treating unit's case owners: accept
 * (the requester joins the local or central team) or refuse. Someone of another non-central unit can
 * only be brought in by a transfer, so their request offers only Refuse. Hidden when there is none.
 */
export function JoinRequestsSection({ medicalCaseId }: { medicalCaseId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const requests = useJoinRequests(medicalCaseId, true);
  if (!requests.data?.length) return null;
  const decide = async (r: JoinRequest, decision: 'accept' | 'refuse') => {
    try {
      await decideJoinRequest(medicalCaseId, r.id, decision);
      showToast(
        t(decision === 'accept' ? 'medicalTeam.joinAccepted' : 'medicalTeam.joinRefused', {
          name: r.fullName,
        }),
      );
    } catch {
      // The HTTP client has shown why (already decided, rights lost); the lists are read again.
    } finally {
      void client.invalidateQueries({ queryKey: ['medical-case-join-requests', medicalCaseId] });
      void client.invalidateQueries({ queryKey: medicalTeamKey(medicalCaseId) });
    }
  };
  return (
    <Box
      component="section"
      aria-label={t('medicalTeam.joinRequests')}
      data-testid="team-join-requests"
      sx={{ mb: 3 }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('medicalTeam.joinRequests')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {requests.data.map((r) => (
          <Card key={r.id} variant="outlined" data-join-request={r.id}>
            <CardContent sx={{ display: 'grid', gap: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{r.fullName}</Typography>
              <Typography variant="body2">{r.reportingUnit}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(teamText(r))} · {t('medicalTeam.joinRequestedOn', { date: formatDate(r.createdAt) })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                {r.teamKind !== null && (
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => void decide(r, 'accept')}
                    data-testid="join-accept"
                  >
                    {t('medicalTeam.joinAccept')}
                  </Button>
                )}
                <Button size="small" onClick={() => void decide(r, 'refuse')} data-testid="join-refuse">
                  {t('medicalTeam.joinRefuse')}
                </Button>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
