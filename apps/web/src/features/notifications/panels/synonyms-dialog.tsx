import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Synonym, useSynonyms } from '../notifications-api';

type Props = {
  open: boolean;
  behaviourId: number | null;
  onClose: () => void;
  onSelect: (morphologyCodeId: number) => void;
};

/** Spec 02 §2: find a morphology code by one of its terms (width 640, Esc cancels). */
export function SynonymsDialog({ open, behaviourId, onClose, onSelect }: Props) {
  const { t } = useTranslation();
  const synonyms = useSynonyms(behaviourId, open);
  const [chosen, setChosen] = useState<Synonym | null>(null);
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%' } } }}
      aria-labelledby="synonyms-title"
    >
      <DialogTitle id="synonyms-title">{t('notification.synonyms.title')}</DialogTitle>
      <DialogContent>
        <Autocomplete
          sx={{ mt: 1 }}
          options={synonyms.data ?? []}
          loading={synonyms.isFetching}
          value={chosen}
          onChange={(_, value) => setChosen(value)}
          getOptionLabel={(s) => `${s.code} – ${s.value}`}
          getOptionKey={(s) => s.id}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={t('notification.form.noOptions')}
          renderOption={({ key, ...props }, s) => (
            <li key={key} {...props}>
              <span>
                <strong>{s.code}</strong> {s.value}{' '}
                <em>
                  ({t(s.level === 1 ? 'notification.synonyms.preferred' : 'notification.synonyms.synonym')})
                </em>
              </span>
            </li>
          )}
          renderInput={(params) => (
            <TextField {...params} autoFocus label={t('notification.synonyms.search')} name="synonym" />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => {
            if (chosen) onSelect(chosen.morphologyCodeId);
            close();
          }}
        >
          {t('notification.synonyms.select')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
