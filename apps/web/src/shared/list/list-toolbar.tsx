import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import TableRowsIcon from '@mui/icons-material/TableRows';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayMode, type DisplayModeId } from './list-settings';
import type { SortState } from './list-types';

type Props = {
  title: string;
  subtitle?: string;
  headerStart?: ReactNode;
  displayMode: DisplayModeId;
  onDisplayMode: (mode: DisplayModeId) => void;
  /** Sortable columns, for the grid view's sort control (the table sorts from its headers). */
  sortOptions: { sortBy: string; label: string }[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  activeFilters: number | null;
  onOpenFilters: () => void;
  addLabel?: string;
  onAdd?: () => void;
  /** The screen's own buttons (export, import), before the add button. */
  actions?: ReactNode;
  /** The table's column menu (not shown with the cards). */
  columnChooser?: ReactNode;
};

/** Title, add button, filters, table/grid toggle and (in the grid) the sort control. */
export function ListToolbar(props: Props) {
  const { t } = useTranslation();
  const { sort, onSort, sortOptions, displayMode } = props;
  const grid = displayMode === DisplayMode.grid;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 240px', minWidth: 0 }}>
        {props.headerStart}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {props.title}
          </Typography>
          {props.subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {props.subtitle}
            </Typography>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1,
          ml: 'auto',
        }}
      >
        {grid && sortOptions.length > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('list.sortBy')}
              value={sort.by ?? ''}
              onChange={(e) => onSort({ by: e.target.value || null, desc: false })}
              sx={{ minWidth: 150 }}
              slotProps={{ htmlInput: { 'data-testid': 'list-sort' } }}
            >
              <MenuItem value="">{t('list.defaultOrder')}</MenuItem>
              {sortOptions.map((o) => (
                <MenuItem key={o.sortBy} value={o.sortBy}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <Tooltip title={t(sort.desc ? 'list.descending' : 'list.ascending')}>
              <span>
                <IconButton
                  disabled={!sort.by}
                  onClick={() => onSort({ by: sort.by, desc: !sort.desc })}
                  aria-label={t(sort.desc ? 'list.descending' : 'list.ascending')}
                >
                  {sort.desc ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        )}
        {props.activeFilters !== null && (
          <Tooltip title={t('list.filters')}>
            <IconButton
              onClick={props.onOpenFilters}
              // The badge's count is shown (even 0, while it fades out), so the spoken name holds it too,
              // not in parentheses: axe (WCAG 2.5.3) drops a name's parenthetical before comparing.
              aria-label={`${t('list.filters')}: ${props.activeFilters}`}
              data-testid="open-filters"
            >
              <Badge color="primary" badgeContent={props.activeFilters}>
                <FilterListIcon />
              </Badge>
            </IconButton>
          </Tooltip>
        )}
        {!grid && props.columnChooser}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={displayMode}
          onChange={(_, mode: DisplayModeId | null) => mode && props.onDisplayMode(mode)}
          aria-label={t('list.view')}
        >
          <ToggleButton value={DisplayMode.table} aria-label={t('list.tableView')} data-testid="view-table">
            <TableRowsIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value={DisplayMode.grid} aria-label={t('list.gridView')} data-testid="view-grid">
            <GridViewIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        {props.actions}
        {props.onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd} data-testid="list-add">
            {props.addLabel ?? t('list.add')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
