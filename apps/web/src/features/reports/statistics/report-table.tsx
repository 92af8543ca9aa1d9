import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type ReportColumn<R> = {
  id: string;
  label: ReactNode;
  /** Numbers are right-aligned so their digits line up. */
  numeric?: boolean;
  render: (row: R) => ReactNode;
};

type Props<R> = {
  caption: string;
  columns: ReportColumn<R>[];
  rows: R[];
  rowKey: (row: R, index: number) => string;
  testId: string;
};

/**
 * A report's table. It scrolls sideways inside its own box on a phone (the page does not), with
 * the first column held in place so each row keeps its name while the numbers scroll.
 */
/** The scroll region of a report table: where a chart's "see the figures" link leads. */
export const tableRegionId = (testId: string) => `${testId}-region`;

export function ReportTable<R>({ caption, columns, rows, rowKey, testId }: Props<R>) {
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
  return (
    // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
    <>
      {/* Above the scroll box, not in it: on a phone a caption inside would scroll out of sight. */}
      <Typography id={`${testId}-caption`} variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
        {caption}
      </Typography>
      <TableContainer
        sx={{ overflowX: 'auto', maxWidth: '100%' }}
        id={tableRegionId(testId)}
        tabIndex={0}
        role="region"
        aria-labelledby={`${testId}-caption`}
      >
        <Table size="small" data-testid={testId} aria-labelledby={`${testId}-caption`}>
          <TableHead>
            <TableRow>
              {columns.map((c, i) => (
                <TableCell
                  key={c.id}
                  component="th"
                  scope="col"
                  align={c.numeric ? 'right' : 'left'}
                  sx={{
                    fontWeight: 600,
                    whiteSpace: c.numeric ? 'nowrap' : undefined,
                    ...(i === 0 ? sticky : {}),
                  }}
                >
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={rowKey(row, index)} hover data-testid={`${testId}-row`}>
                {columns.map((c, i) =>
                  i === 0 ? (
                    <TableCell
                      key={c.id}
                      component="th"
                      scope="row"
                      sx={{ ...sticky, minWidth: { xs: 120, sm: 200 }, maxWidth: { xs: 150, sm: 'none' } }}
                    >
                      {c.render(row)}
                    </TableCell>
                  ) : (
                    <TableCell
                      key={c.id}
                      align={c.numeric ? 'right' : 'left'}
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {c.render(row)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
