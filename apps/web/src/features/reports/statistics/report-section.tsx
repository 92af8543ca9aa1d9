import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Refreshing } from './report-states';

type Props = {
  title: string;
  /** The xlsx button for this table. */
  action: ReactNode;
  /** Notes a reader needs before the numbers (missing denominators, the standard population…). */
  notes?: ReactNode;
  refreshing: boolean;
  chart: ReactNode;
  table: ReactNode;
  footer?: ReactNode;
  testId: string;
};

/** One report: title and download, its notes, the chart, then the table it is drawn from. */
export function ReportSection({ title, action, notes, refreshing, chart, table, footer, testId }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={testId}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {notes && (
        <Stack spacing={1} sx={{ mb: 1 }}>
          {notes}
        </Stack>
      )}
      <Refreshing on={refreshing} />
      {chart}
      {table}
      {footer}
    </Paper>
  );
}
