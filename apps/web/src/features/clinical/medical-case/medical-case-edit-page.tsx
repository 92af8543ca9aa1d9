import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../app/page-loader';
import { formatDate } from '../../../shared/format/date';
import { HttpError } from '../../../shared/http/http-error';
import { DetailsTab } from './details/details-tab';
import { HistoryTab } from './history/history-tab';
import { useMedicalCase } from './medical-case-api';
import { ClinicalStatusChip } from './medical-case-list-page';
import { RecommendationsTab } from './recommendations/recommendations-tab';
import type { MedicalCaseTabProps } from './tab-props';
import { MedicalTeamTab } from './team/medical-team-tab';
import { TimelineTab } from './timeline/timeline-tab';
import './locales/register';

/** Spec 01 §2.4 case tabs, in the spec's order; the tab is kept in the address (?tab=). */
const TABS: { id: string; Component: ComponentType<MedicalCaseTabProps> }[] = [
  { id: 'details', Component: DetailsTab },
  { id: 'history', Component: HistoryTab },
  { id: 'team', Component: MedicalTeamTab },
  { id: 'timeline', Component: TimelineTab },
  { id: 'recommendations', Component: RecommendationsTab },
];

const LIST_PATH = '/medical-case';

/** Issue 14: one medical case — who the child is, where treated, and its tabs. */
export default function MedicalCaseEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [query, setQuery] = useSearchParams();
  const id = Number(params.id);
  const medicalCase = useMedicalCase(id);
  const tab = TABS.find((x) => x.id === query.get('tab')) ?? TABS[0];
  // Once opened, the details form stays mounted (hidden) behind the other tabs: what is typed in
  // it survives a look at the team or the timeline (issue 23), and its leave guard keeps watching.
  const [detailsOpened, setDetailsOpened] = useState(tab.id === 'details');
  if (tab.id === 'details' && !detailsOpened) setDetailsOpened(true);
  const back = () => void navigate(LIST_PATH);

  if (medicalCase.isError) {
    const status = medicalCase.error instanceof HttpError ? medicalCase.error.status : 0;
    return (
      <Paper sx={{ p: 3 }} data-testid="medical-case-not-found">
        <Alert severity={status === 404 || status === 403 ? 'warning' : 'error'}>
          {t(status === 404 || status === 403 ? 'medicalCase.notFound' : 'medicalCase.loadFailed')}
        </Alert>
        <Button sx={{ mt: 2 }} onClick={back}>
          {t('medicalCase.back')}
        </Button>
      </Paper>
    );
  }
  if (!medicalCase.data) return <PageLoader />;
  const mc = medicalCase.data;
  const name = [mc.patient.lastName, mc.patient.firstName].filter(Boolean).join(' ');
  const Current = tab.id === 'details' ? null : tab.Component;
  const onChanged = () => void medicalCase.refetch();
  return (
    <Box data-testid="medical-case-page" data-medical-case={mc.id} data-version={mc.version}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Button
          startIcon={<ArrowBackIcon />}
          onClick={back}
          // Holds the visible "Medical cases" (WCAG 2.5.3), and says where the button leads on a phone.
          aria-label={t('medicalCase.backTo', { title: t('medicalCase.title') })}
          sx={{ minWidth: 0 }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('medicalCase.title')}
          </Box>
        </Button>
      </Box>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ mr: 1 }} data-testid="medical-case-patient">
            {name || mc.patient.identifier}
          </Typography>
          {mc.details.clinicalDiagnosis.clinicalStatusId !== null && (
            <ClinicalStatusChip id={mc.details.clinicalDiagnosis.clinicalStatusId} />
          )}
          {!mc.access.edit && (
            <LockOutlinedIcon fontSize="small" color="disabled" aria-label={t('medicalCase.readOnly')} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {mc.patient.identifier}
          {mc.patient.birthdate ? ` · ${formatDate(mc.patient.birthdate)}` : ''} · {mc.reportingUnit}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary" data-testid="medical-case-version">
            {t('medicalCase.updatedBy', {
              version: mc.version,
              date: formatDate(mc.updatedAt),
              user: mc.updatedBy,
            })}
          </Typography>
          {mc.currentNotificationId && (
            <Link
              component={RouterLink}
              to={`/cancer-notification/${mc.currentNotificationId}`}
              variant="caption"
            >
              {t('medicalCase.notification')}
            </Link>
          )}
        </Box>
        {!mc.access.edit && (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="medical-case-read-only">
            {t('medicalCase.readOnly')}
          </Alert>
        )}
      </Paper>
      <Tabs
        value={tab.id}
        onChange={(_, next: string) => setQuery({ tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('medicalCase.tabs.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((x) => (
          <Tab
            key={x.id}
            value={x.id}
            label={t(`medicalCase.tabs.${x.id}`)}
            id={`medical-case-tab-${x.id}`}
            aria-controls={`medical-case-tabpanel-${x.id}`}
            data-tab={x.id}
          />
        ))}
      </Tabs>
      {detailsOpened && (
        <Box
          role="tabpanel"
          id="medical-case-tabpanel-details"
          aria-labelledby="medical-case-tab-details"
          hidden={tab.id !== 'details'}
        >
          <DetailsTab medicalCase={mc} onChanged={onChanged} />
        </Box>
      )}
      {Current && (
        <Box
          role="tabpanel"
          id={`medical-case-tabpanel-${tab.id}`}
          aria-labelledby={`medical-case-tab-${tab.id}`}
        >
          <Current medicalCase={mc} onChanged={onChanged} />
        </Box>
      )}
    </Box>
  );
}
