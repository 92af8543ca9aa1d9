import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputBase from '@mui/material/InputBase';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useToolbarSearch } from '../../shared/search/toolbar-search';
import { useDebouncedSearch } from '../../shared/search/use-debounced-search';

/** The toolbar search (spec 01 §2.2): shown only on routes that search, debounced 600 ms. */
export function SearchField() {
  const { t } = useTranslation();
  const { target, term, setTerm } = useToolbarSearch();
  const [text, setText] = useDebouncedSearch(setTerm, term);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (!target) return null;
  const full = t('search.placeholder', { attribute: t(target) });
  // A phone shows only the attribute ("Denumirea unității"), which fits; the full text stays the label.
  const attribute = t(target);
  const placeholder = phone ? attribute.charAt(0).toUpperCase() + attribute.slice(1) : full;
  return (
    <InputBase
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={placeholder}
      inputProps={{ 'aria-label': full, maxLength: 100, 'data-testid': 'toolbar-search' }}
      startAdornment={
        <InputAdornment position="start" sx={{ color: 'inherit' }}>
          <SearchIcon />
        </InputAdornment>
      }
      endAdornment={
        text ? (
          <IconButton size="small" color="inherit" onClick={() => setText('')} aria-label={t('search.clear')}>
            <ClearIcon fontSize="small" />
          </IconButton>
        ) : null
      }
      sx={(theme) => ({
        color: 'inherit',
        flex: '1 1 auto',
        maxWidth: 480,
        minWidth: 0,
        px: 1.5,
        py: 0.25,
        borderRadius: 1,
        bgcolor: alpha(theme.palette.common.white, 0.15),
        '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.25) },
      })}
    />
  );
}
