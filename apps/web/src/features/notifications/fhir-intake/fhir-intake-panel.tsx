import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InboxIcon from '@mui/icons-material/MoveToInboxOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { FhirIntake } from '@registry/domain/fhir/contracts';
import { NotificationStatus } from '@registry/domain/notification/constants';
import type { Notification } from '@registry/domain/notification/model';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useFhirIntake } from './fhir-intake-api';
import { intakeRows, notMappedCount } from './intake-rows';
import { IntakeTable } from './intake-table';
import { ReceivedBundle } from './received-bundle';

const PANEL = 'fhirIntake';

/** Issue 43: above the form's panels, what the hospital's system sent — nothing for a notification typed by hand. */
export function FhirIntakePanel({ received }: { received: boolean }) {
  const [id, status] = useWatch<Notification>({ name: ['id', 'status'] }) as [number, number];
  const intake = useFhirIntake(id, received);
  if (!intake.data) return null;
  return <IntakeSection intake={intake.data} draft={status !== NotificationStatus.Completed} />;
}

function IntakeSection({ intake, draft }: { intake: FhirIntake; draft: boolean }) {
  const { t } = useTranslation();
  const f = (key: string, options?: Record<string, unknown>) => t(`notification.fhirIntake.${key}`, options);
  // Open while there is work on the draft; once completed it is the record's history, folded.
  const [expanded, setExpanded] = useState(draft);
  const [onlyNotMapped, setOnlyNotMapped] = useState(false);
  const missing = notMappedCount(intake.mapping);
  const rows = useMemo(
    () => intakeRows(intake.mapping, intake.bundle, onlyNotMapped && missing > 0),
    [intake, onlyNotMapped, missing],
  );
  const facts: [string, string][] = [
    [f('client'), intake.clientName],
    [f('receivedAt'), formatDateTime(intake.receivedAt)],
    [
      f('timesReceived'),
      intake.timesReceived > 1
        ? f('timesReceivedMany', { count: intake.timesReceived, date: formatDateTime(intake.updatedAt) })
        : f('timesReceivedOnce'),
    ],
    [f('reportIdentifier'), intake.bundleIdentifier ?? intake.messageHeaderId ?? '—'],
  ];

  return (
    <Accordion
      id={`panel-${PANEL}`}
      data-testid="fhir-intake"
      expanded={expanded}
      onChange={() => setExpanded((e) => !e)}
      disableGutters
      // As the form's panels: an h2 under the page's h1, the region named by its own summary.
      slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
      sx={{ mb: 2, scrollMarginTop: 72, borderLeft: 4, borderColor: 'info.main' }}
    >
      <AccordionSummary
        id={`panel-${PANEL}-summary`}
        aria-controls={`panel-${PANEL}-body`}
        expandIcon={<ExpandMoreIcon />}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
          <InboxIcon color="info" fontSize="small" aria-hidden />
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 500 }}>
            {f('title')}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {f('summary', { client: intake.clientName })}{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(intake.receivedAt)}
            </Box>
          </Typography>
          {missing > 0 && (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={f('notMappedCount', { count: missing })}
              data-testid="fhir-intake-missing"
            />
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box
          component="dl"
          data-testid="fhir-intake-facts"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: { xs: 0, sm: 0.5 },
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {label}
              </Typography>
              <Typography component="dd" variant="body2">
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Alert severity={missing > 0 ? 'warning' : 'success'} data-testid="fhir-intake-advice">
          {missing > 0 ? f('adviceMissing', { count: missing }) : f('adviceNone')}{' '}
          {draft && f('adviceComplete')}
        </Alert>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}>
            <Typography variant="subtitle2" component="h3" id="fhir-intake-rows-title" sx={{ flexGrow: 1 }}>
              {f('rowsTitle', { total: intake.mapping.length })}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={onlyNotMapped}
                  onChange={(e) => setOnlyNotMapped(e.target.checked)}
                  disabled={missing === 0}
                  data-testid="fhir-intake-only-missing"
                />
              }
              label={f('onlyNotMapped', { total: missing })}
            />
          </Box>
          <IntakeTable rows={rows} captionId="fhir-intake-rows-title" />
        </Box>
        <ReceivedBundle notificationId={intake.notificationId} bundle={intake.bundle} />
      </AccordionDetails>
    </Accordion>
  );
}
