import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import SaveIcon from '@mui/icons-material/Save';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditability } from '../form/editability-context';

type Props = {
  onBack: () => void;
  onCaseEvolution: () => void;
  onSave: (complete: boolean) => void;
  /** Page-specific actions before the saves (the reviewer's "mark reviewed"). */
  extra?: ReactNode;
};

/** The whole label from 600 px; on a phone the short one (or the icon alone), so the bar stays one row. */
function Label({ full, short }: { full: string; short?: string }) {
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {full}
      </Box>
      {short && (
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {short}
        </Box>
      )}
    </>
  );
}

// Narrow on a phone, so that back, case evolution and "mark reviewed" fit beside both saves in one row.
const iconOnlyOnPhone = {
  minWidth: 0,
  px: { xs: 0.5, sm: 1 },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
};

/** The page's buttons (spec 02 §2), kept in view at the bottom while the registrar scrolls. */
export function ActionBar({ onBack, onCaseEvolution, onSave, extra }: Props) {
  const { t } = useTranslation();
  const { canSaveDraft, canSaveComplete, canViewPreviousNotifications } = useEditability();
  return (
    <Paper
      elevation={3}
      data-testid="action-bar"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 2,
        p: 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 0.5, sm: 1 },
        justifyContent: 'flex-end',
        alignItems: 'center',
      }}
    >
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={onBack}
        sx={{ mr: 'auto', ...iconOnlyOnPhone }}
        aria-label={t('notification.actions.back')}
        data-testid="notification-back"
      >
        <Label full={t('notification.actions.back')} />
      </Button>
      {canViewPreviousNotifications && (
        <Button
          startIcon={<HistoryIcon />}
          onClick={onCaseEvolution}
          sx={iconOnlyOnPhone}
          aria-label={t('notification.actions.caseEvolution')}
          data-testid="scroll-case-evolution"
        >
          <Label full={t('notification.actions.caseEvolution')} />
        </Button>
      )}
      {extra}
      <Button
        variant="outlined"
        startIcon={<SaveIcon />}
        disabled={!canSaveDraft}
        onClick={() => onSave(false)}
        aria-label={t('notification.actions.saveDraft')}
        data-testid="save-draft"
      >
        <Label full={t('notification.actions.saveDraft')} short={t('notification.actions.saveDraftShort')} />
      </Button>
      <Button
        variant="contained"
        startIcon={<TaskAltIcon />}
        disabled={!canSaveComplete}
        onClick={() => onSave(true)}
        aria-label={t('notification.actions.saveComplete')}
        data-testid="save-complete"
      >
        <Label
          full={t('notification.actions.saveComplete')}
          short={t('notification.actions.saveCompleteShort')}
        />
      </Button>
    </Paper>
  );
}
