import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../store';
import { busyCount } from './ui-events';

/** Full-screen loader while the product is busy; waits 150 ms so quick calls don't flash it. */
export function BusyOverlay() {
  const busy = useStore(busyCount) > 0;
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <Backdrop open={visible} sx={{ zIndex: (theme) => theme.zIndex.modal + 10, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label={t('common.loading')} />
    </Backdrop>
  );
}
