import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../shared/http/http-error';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { showError, showToast } from '../../shared/ui/ui-events';
import type { CaseRow } from '../notification-list/notification-list-api';
import { reviewCase } from './cases-api';

/** Spec 02 §9: the reviewer observation holds at most 1000 characters. */
export const REVIEWER_OBSERVATION_MAX = 1000;

type Props = { target: CaseRow | null; onClose: () => void; onReviewed: () => void };

/** The reviewer marks the version they read; a newer notification (409) is explained and the list reloads. */
export function ReviewDialog({ target, onClose, onReviewed }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [observation, setObservation] = useState('');
  const close = () => {
    setObservation('');
    onClose();
  };
  const submit = async () => {
    if (!target) return;
    let conflict = false;
    try {
      await reviewCase(target.caseId, target.caseVersion, observation.trim() || null);
      showToast(t('cases.review.done'));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.status !== 409) return showError(error.notice);
      conflict = true;
    }
    close();
    onReviewed();
    if (conflict)
      await confirm({
        title: t('cases.review.conflictTitle'),
        message: t('cases.review.conflict'),
        mode: 'ok',
      });
  };
  const patient = target
    ? [target.lastName, target.firstName, `(${target.identifier})`].filter(Boolean).join(' ')
    : '';
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%' } } }}
      aria-labelledby="review-dialog-title"
      data-testid="review-dialog"
    >
      <DialogTitle id="review-dialog-title">{t('cases.review.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('cases.review.intro', { version: target?.caseVersion ?? '', patient })}
        </DialogContentText>
        {target?.hasReviewerObservation && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('cases.review.keepsObservation')}
          </Alert>
        )}
        <TextField
          name="reviewerObservation"
          label={t('cases.review.observation')}
          value={observation}
          onChange={(e) => setObservation(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          helperText={`${t('cases.review.observationHelp')} ${observation.length}/${REVIEWER_OBSERVATION_MAX}`}
          slotProps={{ htmlInput: { maxLength: REVIEWER_OBSERVATION_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cases.review.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} data-testid="review-confirm">
          {t('cases.review.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
