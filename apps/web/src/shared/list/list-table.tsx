import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, SortState } from './list-types';

type Props<T> = {
  items: T[];
  columns: ListColumn<T>[];
  rowKey: (item: T) => string | number;
  sort: SortState;
  onSort: (by: string) => void;
  renderActions: (item: T) => ReactNode;
  hasActions: boolean;
};

const display = (from: ListColumn<unknown>['from']) =>
  from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined;

/**
 * A wide list (the notification and case lists have 15 columns) scrolls sideways, yet who the row
 * is and what can be done with it stay in view (issue 18): the first column (the identity) sticks
 * to the left edge and the actions to the right, each with a shadow where the rest slides under.
 * A pinned cell needs its own background, and the row's hover tint is painted over it.
 */
const pinned =
  (side: 'left' | 'right', header = false) =>
  (theme: Theme) => ({
    position: 'sticky' as const,
    [side]: 0,
    zIndex: header ? 3 : 1,
    bgcolor: 'background.paper',
    // A line and a soft shadow on the inner edge: the cue that more columns slide under.
    boxShadow: `${side === 'left' ? 1 : -1}px 0 0 ${theme.palette.divider}, ${side === 'left' ? 6 : -6}px 0 6px -6px rgba(0, 0, 0, 0.25)`,
    '.MuiTableRow-hover:hover > &': {
      backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
    },
  });

/** The table view: sortable headers (server-side), one row per item, the actions at the end. */
export function ListTable<T>({ items, columns, rowKey, sort, onSort, renderActions, hasActions }: Props<T>) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="list-table">
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell
                key={column.id}
                align={column.align}
                sx={[
                  { fontWeight: 600, whiteSpace: 'nowrap', ...display(column.from) },
                  index === 0 && pinned('left', true),
                ]}
                sortDirection={sort.by && sort.by === column.sortBy ? (sort.desc ? 'desc' : 'asc') : false}
              >
                {column.sortBy ? (
                  <TableSortLabel
                    active={sort.by === column.sortBy}
                    direction={sort.by === column.sortBy && sort.desc ? 'desc' : 'asc'}
                    onClick={() => column.sortBy && onSort(column.sortBy)}
                    data-sort={column.sortBy}
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
            {hasActions && (
              <TableCell align="right" sx={[{ fontWeight: 600 }, pinned('right', true)]}>
                {t('list.actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={rowKey(item)} hover data-testid="list-row">
              {columns.map((column, index) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={[
                    {
                      ...(column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
                      ...display(column.from),
                    },
                    index === 0 && pinned('left'),
                  ]}
                >
                  {column.render(item)}
                </TableCell>
              ))}
              {hasActions && (
                <TableCell align="right" sx={[{ whiteSpace: 'nowrap', py: 0 }, pinned('right')]}>
                  {renderActions(item)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
