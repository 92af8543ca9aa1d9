import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { greetingFor } from './greeting';
import { HowToReport } from './how-to-report';

/** Configured at build time (VITE_INTRO_VIDEO_URL); without it the "how to report" walk-through shows. */
const INTRO_VIDEO_URL: string | undefined = import.meta.env.VITE_INTRO_VIDEO_URL;

/** Everyone but executives: the greeting by hour with the user's name, and the intro video or walk-through. */
export function WelcomePanel({ fullname }: { fullname: string }) {
  const { t } = useTranslation();
  const greeting = greetingFor(new Date().getHours());
  return (
    <Paper sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 1100 }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
        data-testid="greeting"
      >
        {t(`dashboard.greeting.${greeting}`, { name: fullname })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {INTRO_VIDEO_URL ? t('dashboard.welcome') : t('howToReport.intro')}
      </Typography>
      {INTRO_VIDEO_URL ? (
        <Box
          sx={{
            mt: 3,
            aspectRatio: '16 / 9',
            width: '100%',
            maxWidth: 760,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: '#0b2545',
          }}
          data-testid="intro-video"
        >
          <Box
            component="video"
            controls
            preload="metadata"
            src={INTRO_VIDEO_URL}
            sx={{ width: '100%', height: '100%' }}
          >
            <track kind="captions" />
          </Box>
        </Box>
      ) : (
        <HowToReport />
      )}
    </Paper>
  );
}
