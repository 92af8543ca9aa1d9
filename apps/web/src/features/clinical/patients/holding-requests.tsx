import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HoldingRequest, HoldingRequests } from '@registry/domain/child-holding/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { request } from '../../../shared/http/http-client';
import { showToast } from '../../../shared/ui/ui-events';

const key = ['child-holding', 'pending'] as const;

/**
 * The pending requests of units to hold a child other units hold (issue 38), for those who decide
 * them: reviewers (every child) and the holding units (their own children). Shown above the patient
 * list, where they work; absent when nothing waits. The requesting unit never sees its own.
 */
export function HoldingRequestsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request<HoldingRequests>('/api/child-holding', { signal, showErrors: false }),
    retry: false,
  });
  const decide = useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) =>
      request<HoldingRequest>(`/api/child-holding/${id}`, { body: { confirm }, busy: true }),
    onSuccess: (_answer, { confirm }) =>
      showToast(t(confirm ? 'patients.holding.confirmedToast' : 'patients.holding.refusedToast'), 'success'),
    // Decided or not (a 409: someone else decided it), the list is read again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['list', 'patients'] });
    },
  });
  const items = pending.data?.items ?? [];
  if (items.length === 0) return null;
  const run = (id: number, confirm: boolean) => () =>
    void decide.mutateAsync({ id, confirm }).catch(() => undefined);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="holding-requests">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('patients.holding.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('patients.holding.intro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map((r) => (
          <Box
            component="li"
            key={r.id}
            data-testid="holding-request"
            sx={{
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                {[r.lastName, r.firstName].filter(Boolean).join(' ')} · {r.identifier}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('patients.holding.requestedBy', {
                  unit: r.requestingUnit,
                  date: formatDate(r.createdAt),
                  holders: r.holdingUnits.join(', ') || '—',
                })}
              </Typography>
            </Box>
            {r.mayDecide && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  variant="outlined"
                  color="inherit"
                  startIcon={<CloseIcon />}
                  onClick={run(r.id, false)}
                  disabled={decide.isPending}
                  data-testid="holding-refuse"
                >
                  {t('patients.holding.refuse')}
                </Button>
                <Button
                  variant="contained"
                  startIcon={<CheckIcon />}
                  onClick={run(r.id, true)}
                  disabled={decide.isPending}
                  data-testid="holding-confirm"
                >
                  {t('patients.holding.confirm')}
                </Button>
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
