import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; testId: string; height?: number; children: ReactNode };

/**
 * A chart with its title. The chart takes the frame's width (MUI X charts follow their parent), so
 * it shrinks with a phone; its numbers are in the table beside it, which is what a screen reader reads.
 */
export function ChartFrame({ title, testId, height = 320, children }: Props) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }} data-testid={testId}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ height, width: '100%' }}>{children}</Box>
    </Box>
  );
}
