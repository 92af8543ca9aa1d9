import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

export type ErrorPageProps = { code: number; title: string; message: string; backLabel: string };

/** The error pages of spec 01 §2.10: title, message and a back-to-dashboard button. */
export function ErrorPage({ code, title, message, backLabel }: ErrorPageProps) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
        '&:focus': { outline: 'none' },
      }}
    >
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }} elevation={2}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }} aria-hidden>
          {code}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {message}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
          {backLabel}
        </Button>
      </Paper>
    </Box>
  );
}
