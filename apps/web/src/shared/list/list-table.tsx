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

/** The table view: sortable headers (server-side), one row per item, the actions at the end. */
export function ListTable<T>({ items, columns, rowKey, sort, onSort, renderActions, hasActions }: Props<T>) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="list-table">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...display(column.from) }}
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
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {t('list.actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={rowKey(item)} hover data-testid="list-row">
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={{
                    ...(column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
                    ...display(column.from),
                  }}
                >
                  {column.render(item)}
                </TableCell>
              ))}
              {hasActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
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
