import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { isExecutive, isSuperAdmin } from '@registry/domain/identity/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/auth/auth-store';
import { IncidenceSection } from './incidence-section';
import { PopulationCard } from './population-card';
import { QualitySection } from './quality-section';
import { ReportFilters } from './report-filters';
import { bandFilter, defaultFilter, type ReportFilter } from './statistics-api';
import { SurvivalSection } from './survival-section';
import './locales/register';

const TABS = ['incidence', 'quality', 'survival'] as const;
type TabId = (typeof TABS)[number];

/**
 * Issue 16 "Reports": incidence, data-quality indicators and survival over the registry, each as a
 * table, a chart and an xlsx download, under one set of filters. Executives get the same tables as
 * aggregates with small counts suppressed (by the server); the super administrator also loads the
 * population denominators here.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.find((x) => x === params.get('tab')) ?? 'incidence';
  // Executives see only suppressed figures, so fixed bands only (issue 38).
  const [filter, setFilter] = useState<ReportFilter>(() =>
    session && isExecutive(session) ? bandFilter() : defaultFilter,
  );
  const [populationVersion, setPopulationVersion] = useState(0);
  const chooseTab = (next: TabId) =>
    setParams(
      (p) => {
        p.set('tab', next);
        return p;
      },
      { replace: true },
    );

  return (
    <ChartsLocalizationProvider
      localeText={{ loading: t('statistics.chart.loading'), noData: t('statistics.chart.noData') }}
    >
      <Stack spacing={2} data-testid="reports-page" sx={{ minWidth: 0 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {t('statistics.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('statistics.subtitle')}
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ minWidth: 0 }}>
          <Tabs
            value={tab}
            onChange={(_, next: TabId) => chooseTab(next)}
            variant="scrollable"
            scrollButtons="auto"
            // On a phone the third tab is cut: its arrow is the cue that more tabs lie that way.
            allowScrollButtonsMobile
            aria-label={t('statistics.tabs.label')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((id) => (
              <Tab
                key={id}
                value={id}
                label={t(`statistics.tabs.${id}`)}
                id={`reports-tab-${id}`}
                aria-controls={`reports-panel-${id}`}
                data-testid={`reports-tab-${id}`}
              />
            ))}
          </Tabs>
          <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
            <ReportFilters tab={tab} value={filter} onChange={setFilter} />
          </Box>
        </Paper>
        <Box
          role="tabpanel"
          id={`reports-panel-${tab}`}
          aria-labelledby={`reports-tab-${tab}`}
          sx={{ minWidth: 0 }}
        >
          {tab === 'incidence' && <IncidenceSection filter={filter} refresh={populationVersion} />}
          {tab === 'quality' && <QualitySection filter={filter} onChange={setFilter} />}
          {tab === 'survival' && <SurvivalSection filter={filter} />}
        </Box>
        {/* After the reports: the super administrator comes here for the figures far more often. */}
        {session && isSuperAdmin(session) && (
          <PopulationCard onImported={() => setPopulationVersion((v) => v + 1)} />
        )}
      </Stack>
    </ChartsLocalizationProvider>
  );
}
