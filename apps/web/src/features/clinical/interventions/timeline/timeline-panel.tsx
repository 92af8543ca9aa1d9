import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EventStatus, type InterventionTypeId } from '@registry/domain/clinical/interventions/kinds';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../../shared/format/date';
import { HttpError } from '../../../../shared/http/http-error';
import { useConfirm } from '../../../../shared/ui/confirm-provider';
import { showError, showToast } from '../../../../shared/ui/ui-events';
import { CancelDialog } from '../cancel-dialog';
import {
  interventionPath,
  statusesShown,
  statusLabelKey,
  typeLabelKey,
  typesInOrder,
} from '../intervention-types';
import { cancelIntervention, type InterventionRow, useTimeline } from '../interventions-api';
import '../locales/register';
import { TimelineItem } from './timeline-item';
import { TypePickerDialog } from './type-picker-dialog';

/**
 * The medical case's Timeline tab (issue 15): every intervention of the case in time order, grouped
 * by status (planned first: what the team must do), filtered by type; add, open, complete, cancel.
 */
export function TimelinePanel({ medicalCaseId }: { medicalCaseId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [types, setTypes] = useState<InterventionTypeId[]>([]);
  const [picking, setPicking] = useState(false);
  const [cancelling, setCancelling] = useState<InterventionRow | null>(null);
  const timeline = useTimeline(medicalCaseId, types.length ? { types } : {});

  const open = (row: InterventionRow, action?: 'complete') =>
    void navigate(`${interventionPath(medicalCaseId, row.type, row.id)}${action ? `?action=${action}` : ''}`);
  const cancel = async (row: InterventionRow, reason: string | null) => {
    setCancelling(null);
    try {
      await cancelIntervention(row.id, { version: row.version, reason });
      showToast(t('interventions.cancel.done'));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.status === 409)
        await confirm({
          title: t('interventions.form.conflictTitle'),
          message: t('interventions.timeline.conflict'),
          mode: 'ok',
        });
      else showError(error.notice);
    } finally {
      void client.invalidateQueries({ queryKey: ['interventions'] });
    }
  };

  const items = timeline.data?.items ?? [];
  const edit = timeline.data?.edit ?? false;
  return (
    <Box data-testid="timeline">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          label={t('interventions.timeline.filterType')}
          value={types}
          onChange={(e) =>
            setTypes((e.target.value as unknown as InterventionTypeId[]).map(Number) as InterventionTypeId[])
          }
          sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
          size="small"
          slotProps={{
            select: {
              multiple: true,
              renderValue: (v) =>
                (v as InterventionTypeId[]).length
                  ? (v as InterventionTypeId[]).map((x) => t(typeLabelKey(x))).join(', ')
                  : t('interventions.timeline.allTypes'),
              displayEmpty: true,
            },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'timeline-type-filter' },
          }}
        >
          {typesInOrder.map((type) => (
            <MenuItem key={type} value={type} data-type={type}>
              <Checkbox checked={types.includes(type)} size="small" sx={{ p: 0.5, mr: 1 }} />
              <ListItemText primary={t(typeLabelKey(type))} />
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {edit && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setPicking(true)}
            data-testid="intervention-add"
          >
            {t('interventions.timeline.add')}
          </Button>
        )}
      </Box>
      {timeline.isLoading && <CircularProgress aria-label={t('common.loading')} />}
      {timeline.isError && <Alert severity="error">{t('interventions.loadFailed')}</Alert>}
      {timeline.data && items.length === 0 && (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3 }} data-testid="timeline-empty">
          <EventBusyIcon color="disabled" />
          <Typography color="text.secondary">
            {t(types.length ? 'interventions.timeline.noneOfType' : 'interventions.timeline.empty')}
          </Typography>
        </Box>
      )}
      {statusesShown.map((status) => {
        const group = items.filter(
          (i) => i.status === status || (status === EventStatus.Pending && i.status === EventStatus.None),
        );
        if (!group.length) return null;
        return (
          <Box
            key={status}
            component="section"
            sx={{ mb: 3 }}
            data-status-group={status}
            aria-labelledby={`timeline-group-${status}`}
          >
            <Typography
              id={`timeline-group-${status}`}
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, mb: 1 }}
            >
              {t(statusLabelKey(status))} ({group.length})
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {group.map((row) => (
                <TimelineItem
                  key={row.id}
                  row={row}
                  edit={edit}
                  onOpen={() => open(row)}
                  onComplete={() => open(row, 'complete')}
                  onCancel={() => setCancelling(row)}
                />
              ))}
            </Box>
          </Box>
        );
      })}
      {picking && (
        <TypePickerDialog
          onClose={() => setPicking(false)}
          onPick={(type) => void navigate(interventionPath(medicalCaseId, type, 'new'))}
        />
      )}
      {cancelling && (
        <CancelDialog
          what={`${t(typeLabelKey(cancelling.type))}, ${formatDate(cancelling.plannedDate)}`}
          onClose={() => setCancelling(null)}
          onConfirm={(reason) => void cancel(cancelling, reason)}
        />
      )}
    </Box>
  );
}
