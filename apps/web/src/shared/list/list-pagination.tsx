import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES } from '@registry/domain/shared/list';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window';

type Props = {
  page: number;
  pageCount: number;
  totalRows: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/** Page buttons (at most 6), first/previous/next/last, the page size (4…20) and the total. */
export function ListPagination({ page, pageCount, totalRows, pageSize, onPage, onPageSize }: Props) {
  const { t } = useTranslation();
  const sizeLabel = useId();
  const pages = pageWindow(page, pageCount);
  const step = (to: number, label: string, icon: ReactNode, hideOnPhone = false) => (
    <IconButton
      size="small"
      onClick={() => onPage(to)}
      disabled={to === page || to < 1 || to > pageCount}
      aria-label={label}
      sx={hideOnPhone ? { display: { xs: 'none', sm: 'inline-flex' } } : undefined}
    >
      {icon}
    </IconButton>
  );
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mt: 2,
      }}
      data-testid="list-pagination"
    >
      <Box component="nav" aria-label={t('list.pagination')} sx={{ display: 'flex', alignItems: 'center' }}>
        {step(1, t('list.firstPage'), <FirstPageIcon />, true)}
        {step(page - 1, t('list.previousPage'), <NavigateBeforeIcon />)}
        {pages.map((n) => (
          <Button
            key={n}
            size="small"
            variant={n === page ? 'contained' : 'text'}
            onClick={() => onPage(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('list.page', { page: n })}
            data-testid="list-page-button"
            sx={{ minWidth: 34, px: 0.5, mx: 0.25 }}
          >
            {n}
          </Button>
        ))}
        {step(page + 1, t('list.nextPage'), <NavigateNextIcon />)}
        {step(pageCount, t('list.lastPage'), <LastPageIcon />, true)}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        <Typography variant="body2" color="text.secondary" id={sizeLabel}>
          {t('list.pageSize')}
        </Typography>
        <Select
          size="small"
          labelId={sizeLabel}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          inputProps={{ 'aria-labelledby': sizeLabel, 'data-testid': 'list-page-size' }}
          variant="outlined"
        >
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
        <Typography variant="body2" color="text.secondary" data-testid="list-total">
          {t('list.total', { count: totalRows })}
        </Typography>
      </Box>
    </Box>
  );
}
