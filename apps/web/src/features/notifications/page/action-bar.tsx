import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import SaveIcon from '@mui/icons-material/Save';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useEditability } from '../form/editability-context';

type Props = {
  onBack: () => void;
  onCaseEvolution: () => void;
  onSave: (complete: boolean) => void;
};

/** The page's buttons (spec 02 §2), kept in view at the bottom while the registrar scrolls. */
export function ActionBar({ onBack, onCaseEvolution, onSave }: Props) {
  const { t } = useTranslation();
  const { canSaveDraft, canSaveComplete, canViewPreviousNotifications } = useEditability();
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 2,
        p: 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'flex-end',
        alignItems: 'center',
      }}
    >
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={onBack}
        sx={{ mr: 'auto', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        aria-label={t('notification.actions.back')}
        data-testid="notification-back"
      >
        {/* On a phone the arrow alone keeps the three buttons on one row. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('notification.actions.back')}
        </Box>
      </Button>
      {canViewPreviousNotifications && (
        <Button startIcon={<HistoryIcon />} onClick={onCaseEvolution} data-testid="scroll-case-evolution">
          {t('notification.actions.caseEvolution')}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<SaveIcon />}
        disabled={!canSaveDraft}
        onClick={() => onSave(false)}
        data-testid="save-draft"
      >
        {t('notification.actions.saveDraft')}
      </Button>
      <Button
        variant="contained"
        startIcon={<TaskAltIcon />}
        disabled={!canSaveComplete}
        onClick={() => onSave(true)}
        data-testid="save-complete"
      >
        {t('notification.actions.saveComplete')}
      </Button>
    </Paper>
  );
}
