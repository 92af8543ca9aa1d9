import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useStore } from '../store';
import { dismissToast, toasts } from './ui-events';

/** Spec 01 §9: toasts last 3000 ms and appear top right (under the top bar); one at a time. */
export const TOAST_MS = 3000;
/** A warning is news the user must read (it may concern other units' data): it stays 10 s, or until closed. */
export const WARNING_TOAST_MS = 10_000;

export function ToastHost() {
  const current = useStore(toasts)[0];
  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={current.severity === 'warning' ? WARNING_TOAST_MS : TOAST_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      // Below the top bar, not over its language switch and profile menu (issue 42 item 7).
      sx={{ top: { xs: 64, sm: 72 } }}
      onClose={(_, reason) => reason !== 'clickaway' && dismissToast(current.id)}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={() => dismissToast(current.id)}
        sx={{ minWidth: 280 }}
        data-testid="toast"
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
