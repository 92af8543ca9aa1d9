import BlockIcon from '@mui/icons-material/Block';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isPlanned } from '@registry/domain/clinical/interventions/access';
import { labResultsNote } from '@registry/domain/clinical/interventions/lab-results';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/format/date';
import { statusColor, TypeIcon, typeLabelKey } from '../intervention-types';
import type { InterventionRow } from '../interventions-api';

/** One intervention on the timeline: its type icon, when and where, its summary, and what may be done. */
export function TimelineItem({
  row,
  edit,
  onOpen,
  onComplete,
  onCancel,
}: {
  row: InterventionRow;
  edit: boolean;
  onOpen: () => void;
  onComplete: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const type = t(typeLabelKey(row.type));
  const when = [formatDate(row.plannedDate), row.startTime].filter(Boolean).join(' ');
  // The heading is the intervention's status; the card adds only what the results say beside it.
  const results = labResultsNote(row.status, row.labStatus);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        borderLeft: 4,
        borderLeftColor: statusColor[row.status].main,
      }}
      data-testid="timeline-item"
      data-id={row.id}
      data-type={row.type}
      data-status={row.status}
    >
      <ButtonBase
        onClick={onOpen}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          textAlign: 'left',
          p: 1.5,
          gap: 1.5,
          alignItems: 'flex-start',
        }}
        // No aria-label: the card's name is what it shows (type, when, unit, summary), so a voice
        // user says what they see (WCAG 2.5.3); the button role says it opens.
      >
        <TypeIcon kind={row.type} color="action" sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600 }}>{type}</Typography>
            <Typography variant="body2" color="text.secondary">
              {when}
            </Typography>
            {!row.significant && (
              <Chip size="small" variant="outlined" label={t('interventions.fields.informative')} />
            )}
            {results && (
              <Chip
                size="small"
                variant="outlined"
                color={results === 'readyToComplete' ? 'success' : 'default'}
                label={t(`interventions.labResults.${results}`)}
                data-testid="lab-results"
              />
            )}
          </Box>
          {row.unit && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.unit}
            </Typography>
          )}
          {row.summary && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {row.summary}
            </Typography>
          )}
        </Box>
      </ButtonBase>
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', pr: 0.5 }}
      >
        {edit && isPlanned(row.status) && (
          <>
            <Tooltip title={t('interventions.actions.complete')}>
              <IconButton
                onClick={onComplete}
                aria-label={`${t('interventions.actions.complete')}: ${type}, ${when}`}
                data-testid="timeline-complete"
              >
                <DoneAllIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('interventions.actions.cancel')}>
              <IconButton
                onClick={onCancel}
                aria-label={`${t('interventions.actions.cancel')}: ${type}, ${when}`}
                data-testid="timeline-cancel"
              >
                <BlockIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
        {!edit && (
          <Tooltip title={t('interventions.timeline.open')}>
            <IconButton onClick={onOpen} aria-label={`${t('interventions.timeline.open')}: ${type}, ${when}`}>
              <OpenInNewIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Paper>
  );
}
