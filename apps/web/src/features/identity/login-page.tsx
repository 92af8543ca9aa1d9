import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { authState, sessionEndReason, useSession } from '../../shared/auth/auth-store';
import { useStore } from '../../shared/store';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { MAIN_CONTENT_ID } from '../../shared/ui/skip-link';
import type { LoginMode } from './form-bits';
import { LoginForm } from './login-form';
import { RegistryMark } from './registry-mark';
import { ResetCodeForm } from './reset-code-form';
import { ResetRequestForm } from './reset-request-form';
import { TwoFaForm } from './two-fa-form';

/** Only invitation links open this mode, so its code (checkbox, rich label) loads on demand. */
const ConfirmAccountForm = lazy(() =>
  import('./confirm-account-form').then((m) => ({ default: m.ConfirmAccountForm })),
);

/** The sign-in screen and its five modes (spec 01 §2.3, §4). */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirm();
  const session = useSession();
  // Read once: signing in sets a session, and that must not turn this page into "already signed in".
  const [signedInOnArrival] = useState(() => authState.get() !== null);
  const [mode, setMode] = useState<LoginMode>(token ? 'confirm' : 'login');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const sessionExpired = useStore(sessionEndReason) === 'sessionExpired';

  useEffect(() => {
    if (!token || !signedInOnArrival) return;
    void confirm({
      title: t('confirm.alreadySignedInTitle'),
      message: t('confirm.alreadySignedIn'),
      mode: 'ok',
    }).then(() => navigate('/', { replace: true }));
  }, [token, signedInOnArrival, confirm, navigate, t]);

  if (session && !token && signedInOnArrival) return <Navigate to="/" replace />;

  const onMode = (next: LoginMode, nextEmail?: string) => {
    if (nextEmail !== undefined) setEmail(nextEmail);
    if (mode === 'confirm') navigate('/login', { replace: true });
    setMode(next);
  };

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1.5, sm: 3 },
        background: 'linear-gradient(160deg, #0d47a1 0%, #1565c0 45%, #e3f2fd 45.1%, #f4f6fa 100%)',
      }}
    >
      <Box component="header" sx={{ position: 'fixed', top: 8, right: 8, color: '#fff' }}>
        <LanguageSwitch />
      </Box>
      {/* The page's <main> (the skip link's target on the public pages; axe's "region" rule). */}
      <Paper
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        elevation={6}
        sx={{
          width: '100%',
          maxWidth: 440,
          p: { xs: 3, sm: 4 },
          borderRadius: 3,
          '&:focus': { outline: 'none' },
        }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <RegistryMark />
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.tagline')}
          </Typography>
        </Stack>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }} data-testid="login-title">
          {t(`login.titles.${mode}`)}
        </Typography>
        {sessionExpired && mode === 'login' && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="session-expired">
            {t('login.sessionExpired')}
          </Alert>
        )}
        {mode === 'login' && <LoginForm email={email} onMode={onMode} />}
        {mode === 'resetRequest' && <ResetRequestForm email={email} onMode={onMode} />}
        {mode === 'resetCode' && <ResetCodeForm email={email} onMode={onMode} />}
        {mode === 'confirm' && (
          <Suspense fallback={null}>
            <ConfirmAccountForm email={email} token={token} onMode={onMode} />
          </Suspense>
        )}
        {mode === 'twoFa' && <TwoFaForm email={email} onMode={onMode} />}
        <Link
          component={RouterLink}
          to="/accessibility"
          variant="body2"
          data-testid="accessibility-link"
          sx={{ display: 'block', mt: 3, textAlign: 'center' }}
        >
          {t('menu.accessibility')}
        </Link>
      </Paper>
    </Box>
  );
}
