import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteHandles } from '../../app/route-handle';
import { useToolbarSearch } from '../../shared/search/toolbar-search';

/** Stands in for screens of later issues; the route, its guard and its menu entry are already real. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const { title } = useRouteHandles();
  const { target, term } = useToolbarSearch();
  return (
    <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="coming-soon">
      <ConstructionIcon color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {title ? t(title) : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('comingSoon.message')}
      </Typography>
      {target && term && (
        <Typography sx={{ mt: 2 }} data-testid="search-echo">
          {t('comingSoon.searching', { term })}
        </Typography>
      )}
    </Paper>
  );
}
