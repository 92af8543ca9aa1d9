import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CaseCounts } from './cases-api';

type TileProps = { label: string; value: number | null; color: string; testId: string };

const Tile = ({ label, value, color, testId }: TileProps) => (
  <Paper
    variant="outlined"
    sx={{ flex: '1 1 160px', px: 2, py: 1.5, borderLeft: 4, borderLeftColor: color }}
    data-testid={testId}
  >
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography
      variant="h4"
      component="p"
      sx={{ fontWeight: 600, lineHeight: 1.2 }}
      data-testid={`${testId}-value`}
    >
      {value ?? '–'}
    </Typography>
  </Paper>
);

/** The two counters of spec 02 §2, shown first: they are what a reviewer comes to the page for. */
export function CaseCounters({ counts }: { counts: CaseCounts | null }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('cases.counters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      <Tile
        label={t('cases.counters.toReview')}
        value={counts?.toBeReviewedCases ?? null}
        color="warning.main"
        testId="counter-to-review"
      />
      <Tile
        label={t('cases.counters.reviewed')}
        value={counts?.reviewedCases ?? null}
        color="success.main"
        testId="counter-reviewed"
      />
    </Box>
  );
}
