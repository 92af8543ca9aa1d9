import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Notification } from '@registry/domain/notification/model';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldName } from './form-kit';
import { usePanelMissing } from './requirements-store';

export type PanelId = string;

export type PanelProps = { expanded: boolean; onToggle: (panel: PanelId) => void };

type Props = PanelProps & {
  panel: PanelId;
  /** The form names whose errors mark the panel (a section key covers its fields). */
  errorNames: FieldName[];
  readonly?: boolean;
  children: ReactNode;
};

/** One accordion panel of the edit page; its body mounts only while open, so closed panels cost nothing. */
export function PanelShell({ panel, errorNames, readonly, expanded, onToggle, children }: Props) {
  const { t } = useTranslation();
  const { errors } = useFormState<Notification>({ name: errorNames });
  const invalid = errorNames.some((name) => {
    let node: unknown = errors;
    for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return node !== undefined;
  });
  // Issue 18 item 2: what a completed notification still needs here, before anyone presses save.
  const missing = usePanelMissing(panel);
  return (
    <Accordion
      id={`panel-${panel}`}
      data-panel={panel}
      data-invalid={invalid ? 'true' : undefined}
      expanded={expanded}
      onChange={() => onToggle(panel)}
      disableGutters
      // Its heading is an h2 under the page's h1 (axe heading-order), and its region is named by
      // the summary (the id MUI's region is labelled by), so each panel's landmark has its own name.
      slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
      sx={{ scrollMarginTop: 72 }}
    >
      <AccordionSummary
        id={`panel-${panel}-summary`}
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`panel-${panel}-body`}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, rowGap: 0.5, minWidth: 0 }}
        >
          {invalid && (
            <ErrorOutlineIcon
              color="error"
              fontSize="small"
              aria-label={t('notification.form.invalidPanel')}
            />
          )}
          <Typography
            component="span"
            variant="subtitle1"
            sx={{ fontWeight: 500, color: invalid ? 'error.main' : undefined }}
          >
            {t(`notification.panels.${panel}`)}
          </Typography>
          {missing > 0 && !readonly && (
            <Chip
              size="small"
              variant="outlined"
              color={invalid ? 'error' : 'default'}
              label={t('notification.form.missing', { count: missing })}
              aria-label={t('notification.form.missingLabel', { count: missing })}
              data-testid={`missing-${panel}`}
              sx={{ flexShrink: 0 }}
            />
          )}
          {readonly && (
            <LockOutlinedIcon
              fontSize="small"
              color="disabled"
              aria-label={t('notification.form.readonlyPanel')}
            />
          )}
        </Box>
      </AccordionSummary>
      {/*
        An open panel far from the viewport is skipped by style, layout and paint: with every panel
        open, a keystroke's frame work halves at p95 (npm run bench -- notification-typing).
        "auto" remembers the size it last rendered, so the scrollbar does not jump.
      */}
      <AccordionDetails sx={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 400px' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
            alignItems: 'start',
          }}
        >
          {children}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** A cell spanning the whole row of the panel grid. */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}

/**
 * Fields that belong together (a tick and what it opens): they start a new row and keep to the
 * panel's columns (CSS subgrid), so no other field slips in between them.
 */
export function FieldGroup({
  children,
  align = 'center',
}: {
  children: ReactNode;
  /** 'end' lines fields up with the bottom of a taller first cell (a tick above its date). */
  align?: 'center' | 'end';
}) {
  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gridTemplateColumns: 'subgrid',
        rowGap: 2,
        alignItems: align,
      }}
    >
      {children}
    </Box>
  );
}
