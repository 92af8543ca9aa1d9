import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tableRegionId } from './report-table';

type Props = {
  title: string;
  testId: string;
  /** The testId of the report table the chart is drawn from: its text alternative (issue 28). */
  table: string;
  height?: number;
  children: ReactNode;
};

/**
 * A chart with its title. The chart takes the frame's width (MUI X charts follow their parent), so
 * it shrinks with a phone. To assistive technology it is one image named by its title and described
 * by the table it is drawn from, and a link leads there: the numbers are read from the table.
 */
export function ChartFrame({ title, testId, table, height = 320, children }: Props) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }} data-testid={testId}>
      <Typography id={captionId} component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        role="img"
        aria-labelledby={captionId}
        aria-describedby={`${table}-caption`}
        sx={{ height, width: '100%' }}
      >
        {children}
      </Box>
      <Link
        href={`#${tableRegionId(table)}`}
        variant="body2"
        data-testid={`${testId}-table-link`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(tableRegionId(table))?.focus();
        }}
      >
        {t('statistics.chartTable')}
      </Link>
    </Box>
  );
}
