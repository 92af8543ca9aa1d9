import CssBaseline from '@mui/material/CssBaseline';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../shared/i18n/i18n';
import { BusyOverlay } from '../shared/ui/busy-overlay';
import { ConfirmProvider } from '../shared/ui/confirm-provider';
import { ServerErrorDialog } from '../shared/ui/server-error-dialog';
import { ToastHost } from '../shared/ui/toast-host';
import { createRouter } from './routes';
import { LocalizedTheme } from './theme';

const router = createRouter();

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedTheme>
        <CssBaseline />
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <BusyOverlay />
        <ToastHost />
        <ServerErrorDialog />
      </LocalizedTheme>
    </I18nextProvider>
  );
}
