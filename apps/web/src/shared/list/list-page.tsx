/**
 * ListPage — the one list screen every registry list configures (spec 01 §2.4, §4, §9; ARCHITECTURE §7).
 *
 *   <ListPage<Unit, UnitFilters>
 *     screen="units"                       // key for the remembered settings and the query cache
 *     title={t('units.title')} subtitle={…}  // optional second line (e.g. the unit of a personnel list)
 *     defaultPageSize={16}                 // spec: units 16, every other list 8 (the default)
 *     fetch={(query, signal) => …}         // query = { take, skip, sortBy, sortDesc, search, ...filters }
 *     rowKey={(u) => u.id}
 *     columns={[{ id, label, sortBy?, render, from?: 'sm'|'md'|'lg', align? }]}
 *     renderCard={(u) => <body of the card>}
 *     defaultSort={{ by: null, desc: false }}
 *     filters={{ defaults: { typeId: null }, render: (values, change) => <fields> }}
 *     actions={[{ id, label, icon, onClick, visible?: (u) => boolean, gridOnly? }]}
 *     onDelete={{ visible: (u) => …, describe: (u) => u.name, run: (u) => deleteUnit(u.id) }}
 *     onAdd={() => …} addLabel={…}         // omit onAdd to hide the add button
 *     headerStart={<BackButton/>}          // optional, before the title
 *     toolbarActions={<ExportButton/>}     // optional, the screen's own buttons in the toolbar
 *   />
 *
 * What it does for the screen: table or grid view (remembered per screen in localStorage, with the
 * page size: `registry.list.<screen>`); the filter drawer with Reset; the toolbar search of the top
 * bar (already debounced 600 ms); server-side sort (a new column starts ascending; in the grid a
 * sort control replaces the headers); pagination 4/8/12/16/20 with at most 6 page buttons and
 * skip = (page−1)×size; any filter, search or page-size change goes back to page 1; the no-data
 * text; delete = yes/no question → run → reload → info toast 'deleteConfirmed'; the table's column
 * menu (hidden columns remembered with the display mode) and the arrows at a scrolling edge. After a save
 * elsewhere, `useReloadList(screen)()` reloads it. Fetching goes through TanStack Query and keeps
 * the previous page on screen while the next one loads.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConfirm } from '../ui/confirm-provider';
import { showToast, withBusy } from '../ui/ui-events';
import { ColumnChooser } from './column-chooser';
import { FilterDrawer } from './filter-drawer';
import { ListGrid } from './list-grid';
import { ListPagination } from './list-pagination';
import {
  asksRestore,
  DEFAULT_PAGE_SIZE,
  DisplayMode,
  useHiddenColumns,
  useListSettings,
} from './list-settings';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import type {
  FilterValues,
  ListAction,
  ListAnswer,
  ListColumn,
  ListDelete,
  ListFilters,
  ListQuery,
  SortState,
} from './list-types';
import { RowActions } from './row-actions';
import { useListQuery } from './use-list-query';

export { useReloadList } from './use-list-query';
export type {
  FilterValues,
  ListAction,
  ListAnswer,
  ListColumn,
  ListDelete,
  ListFilters,
  ListQuery,
  SortState,
};

export type ListPageProps<T, F extends FilterValues> = {
  screen: string;
  title: string;
  subtitle?: string;
  fetch: (query: ListQuery<F>, signal: AbortSignal) => Promise<ListAnswer<T>>;
  rowKey: (item: T) => string | number;
  columns: ListColumn<T>[];
  renderCard: (item: T) => ReactNode;
  defaultPageSize?: number;
  defaultSort?: SortState;
  filters?: ListFilters<F>;
  actions?: ListAction<T>[];
  onDelete?: ListDelete<T>;
  onAdd?: () => void;
  /** A click anywhere on a row or card opens it (spec 02 §2); its link or icon stays the keyboard way. */
  onRowClick?: (item: T) => void;
  addLabel?: string;
  headerStart?: ReactNode;
  /** The screen's own toolbar buttons (export, import). */
  toolbarActions?: ReactNode;
};

const NO_FILTERS = {};
const NO_SORT: SortState = { by: null, desc: false };

const countActive = (values: FilterValues, defaults: FilterValues) =>
  Object.keys(defaults).filter((key) => values[key] !== defaults[key]).length;

export function ListPage<T, F extends FilterValues = FilterValues>(props: ListPageProps<T, F>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { screen, columns, actions = [], onDelete, filters } = props;
  const [settings, updateSettings] = useListSettings(screen, props.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const list = useListQuery<T, F>({
    screen,
    settings,
    defaultSort: props.defaultSort ?? NO_SORT,
    defaultFilters: filters?.defaults ?? (NO_FILTERS as F),
    fetch: props.fetch,
    restore: asksRestore(useLocation().state),
  });
  const grid = settings.displayMode === DisplayMode.grid;
  // The columns the user chose for this list's table (remembered with the display mode).
  const chosen = useHiddenColumns(
    screen,
    columns.map((c) => c.id),
  );
  const shownColumns = columns.filter((c) => !chosen.hidden.includes(c.id));
  // The menu offers what this width can show: a phone's table has no room for the `from: 'md'` ones.
  const theme = useTheme();
  const fits = {
    sm: useMediaQuery(theme.breakpoints.up('sm')),
    md: useMediaQuery(theme.breakpoints.up('md')),
    lg: useMediaQuery(theme.breakpoints.up('lg')),
  };
  const offered = columns.filter((c) => !c.from || fits[c.from]);

  const askDelete = async (item: T) => {
    if (!onDelete) return;
    const yes = await confirm({
      title: t('list.deleteTitle'),
      message: t('list.deleteQuestion', { name: onDelete.describe(item) }),
    });
    if (!yes) return;
    try {
      await withBusy(() => onDelete.run(item));
    } catch {
      return; // the HTTP client has shown why
    }
    await list.reload();
    showToast(t('list.deleteConfirmed'), 'info');
  };

  const renderActions = (item: T) => (
    <RowActions
      item={item}
      actions={actions}
      onDelete={onDelete}
      askDelete={askDelete}
      view={grid ? 'grid' : 'table'}
    />
  );

  return (
    <Box data-testid={`list-${screen}`}>
      <ListToolbar
        title={props.title}
        subtitle={props.subtitle}
        headerStart={props.headerStart}
        displayMode={settings.displayMode}
        onDisplayMode={(displayMode) => updateSettings({ displayMode })}
        sortOptions={columns.flatMap((c) => (c.sortBy ? [{ sortBy: c.sortBy, label: c.label }] : []))}
        sort={list.sort}
        onSort={list.setSort}
        activeFilters={filters ? countActive(list.filters, filters.defaults) : null}
        onOpenFilters={() => setDrawerOpen(true)}
        addLabel={props.addLabel}
        onAdd={props.onAdd}
        actions={props.toolbarActions}
        columnChooser={
          offered.length > 2 && (
            <ColumnChooser
              columns={offered}
              hidden={chosen.hidden}
              onToggle={chosen.toggle}
              onShowAll={chosen.showAll}
            />
          )
        }
      />
      <Paper
        variant="outlined"
        sx={{
          position: 'relative',
          p: 0,
          bgcolor: grid ? 'transparent' : undefined,
          border: grid ? 'none' : undefined,
        }}
      >
        <Box sx={{ height: 4 }}>{list.fetching && !list.loading && <LinearProgress />}</Box>
        {list.loading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        ) : list.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }} data-testid="list-no-data">
            {t(list.failed ? 'list.failed' : 'list.noData')}
          </Typography>
        ) : grid ? (
          <ListGrid
            items={list.items}
            rowKey={props.rowKey}
            renderCard={props.renderCard}
            renderActions={renderActions}
            onRowClick={props.onRowClick}
          />
        ) : (
          <ListTable
            items={list.items}
            columns={shownColumns}
            rowKey={props.rowKey}
            sort={list.sort}
            onSort={list.sortOn}
            renderActions={renderActions}
            hasActions={actions.length > 0 || Boolean(onDelete)}
            onRowClick={props.onRowClick}
          />
        )}
      </Paper>
      {list.totalRows > 0 && (
        <ListPagination
          page={list.page}
          pageCount={list.pageCount}
          totalRows={list.totalRows}
          pageSize={settings.pageSize}
          onPage={list.setPage}
          onPageSize={(pageSize) => updateSettings({ pageSize })}
        />
      )}
      {filters && (
        <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onReset={list.resetFilters}>
          {filters.render(list.filters, list.changeFilters)}
        </FilterDrawer>
      )}
    </Box>
  );
}
