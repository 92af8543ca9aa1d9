import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import SaveIcon from '@mui/icons-material/Save';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
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
      }}
    >
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={onBack}
        sx={{ mr: 'auto' }}
        data-testid="notification-back"
      >
        {t('notification.actions.back')}
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
