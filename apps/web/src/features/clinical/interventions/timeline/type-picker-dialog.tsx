import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { InterventionTypeId } from '@registry/domain/clinical/interventions/kinds';
import { useTranslation } from 'react-i18next';
import { TypeIcon, typeLabelKey, typesInOrder } from '../intervention-types';

/** Add: which kind of intervention (then that type's form opens). */
export function TypePickerDialog({
  onClose,
  onPick,
}: {
  onClose: () => void;
  onPick: (type: InterventionTypeId) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="type-picker-title"
      data-testid="type-picker"
    >
      <DialogTitle id="type-picker-title">{t('interventions.timeline.pickType')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {typesInOrder.map((type, index) => (
            <Button
              key={type}
              variant="outlined"
              startIcon={<TypeIcon kind={type} />}
              onClick={() => onPick(type)}
              autoFocus={index === 0}
              sx={{ justifyContent: 'flex-start', textTransform: 'none', py: 1 }}
              data-type={type}
            >
              {t(typeLabelKey(type))}
            </Button>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
