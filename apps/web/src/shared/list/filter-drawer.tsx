import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onClose: () => void; onReset: () => void; children: ReactNode };

/** The filter drawer (spec 01 §2.4): filters apply as they change; Reset puts every one back to "any". */
export function FilterDrawer({ open, onClose, onReset, children }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar (which sits above the menu drawer), so the drawer's header stays visible.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      // The drawer is a dialog: its heading names it (axe aria-dialog-name).
      slotProps={{
        paper: {
          'aria-labelledby': 'filter-drawer-title',
          sx: { width: { xs: '100%', sm: 360 }, maxWidth: '100%' },
        } as object,
      }}
    >
      <Box
        sx={{ p: 2, display: 'flex', flexDirection: 'column', height: '100%' }}
        data-testid="filter-drawer"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2" id="filter-drawer-title" sx={{ flexGrow: 1 }}>
            {t('list.filters')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Stack spacing={2} sx={{ flexGrow: 1 }}>
          {children}
        </Stack>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', pt: 2 }}>
          <Button onClick={onReset} data-testid="filter-reset">
            {t('list.resetFilters')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
