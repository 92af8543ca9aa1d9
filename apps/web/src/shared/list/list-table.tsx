import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, SortState } from './list-types';
import { rowClickHandler } from './row-click';
import { useScrollEdges } from './scroll-edges';

type Props<T> = {
  items: T[];
  columns: ListColumn<T>[];
  rowKey: (item: T) => string | number;
  sort: SortState;
  onSort: (by: string) => void;
  renderActions: (item: T) => ReactNode;
  hasActions: boolean;
  onRowClick?: (item: T) => void;
};

const display = (from: ListColumn<unknown>['from']) =>
  from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined;

/**
 * A wide list (the notification and case lists have 15 columns) scrolls sideways, yet who the row
 * is and what can be done with it stay in view (issue 18): the first column (the identity) sticks
 * to the left edge and the actions to the right. A pinned cell needs its own background, and the
 * row's hover tint is painted over it. Its shadow shows only while columns lie under it (issue 23
 * item 9), so a shadow always means "more this way", beside an arrow that scrolls there.
 */
const pinned =
  (side: 'left' | 'right', covering: boolean, header = false) =>
  (theme: Theme) => ({
    position: 'sticky' as const,
    [side]: 0,
    zIndex: header ? 3 : 1,
    bgcolor: 'background.paper',
    boxShadow: covering
      ? `${side === 'left' ? 1 : -1}px 0 0 ${theme.palette.divider}, ${side === 'left' ? 10 : -10}px 0 10px -8px rgba(0, 0, 0, 0.35)`
      : 'none',
    '.MuiTableRow-hover:hover > &': {
      backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
    },
  });

/** The round arrow at a scrolling edge: the cue that more columns lie that way, and a way there. */
function EdgeArrow({ side, onClick, label }: { side: 'left' | 'right'; onClick: () => void; label: string }) {
  return (
    <IconButton
      size="small"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={`list-more-${side}`}
      sx={{
        position: 'absolute',
        top: 2,
        [side]: 4,
        bgcolor: 'background.paper',
        boxShadow: 2,
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {side === 'left' ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
    </IconButton>
  );
}

/** The table view: sortable headers (server-side), one row per item, the actions at the end. */
export function ListTable<T>(props: Props<T>) {
  const { items, columns, rowKey, sort, onSort, renderActions, hasActions, onRowClick } = props;
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(box);
  const scroll = (direction: 1 | -1) => {
    const el = box.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.6, behavior: 'smooth' });
  };
  return (
    <Box data-scroll-left={edges.left} data-scroll-right={edges.right}>
      {/*
        The arrows sit in their own strip above the header while the table is wider than its box:
        laid over the header they covered a column's name ("Cod topografic", issue 42 item 11).
      */}
      {(edges.left || edges.right) && (
        <Box sx={{ position: 'relative', height: 36 }} data-testid="list-scroll-strip">
          {edges.left && <EdgeArrow side="left" onClick={() => scroll(-1)} label={t('list.moreLeft')} />}
          {edges.right && <EdgeArrow side="right" onClick={() => scroll(1)} label={t('list.moreRight')} />}
        </Box>
      )}
      <TableContainer ref={box} sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="list-table">
          <TableHead>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={[
                    { fontWeight: 600, whiteSpace: 'nowrap', ...display(column.from) },
                    index === 0 && pinned('left', edges.left, true),
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
                <TableCell align="right" sx={[{ fontWeight: 600 }, pinned('right', edges.right, true)]}>
                  {t('list.actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow
                key={rowKey(item)}
                hover
                data-testid="list-row"
                onClick={onRowClick && rowClickHandler(() => onRowClick(item))}
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((column, index) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={[
                      {
                        ...(column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
                        ...display(column.from),
                      },
                      index === 0 && pinned('left', edges.left),
                    ]}
                  >
                    {column.render(item)}
                  </TableCell>
                ))}
                {hasActions && (
                  <TableCell
                    align="right"
                    sx={[{ whiteSpace: 'nowrap', py: 0 }, pinned('right', edges.right)]}
                  >
                    {renderActions(item)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
