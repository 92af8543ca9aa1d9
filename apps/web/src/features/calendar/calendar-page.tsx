import type FullCalendar from '@fullcalendar/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CALENDAR_FEED_LIMIT } from '@registry/domain/clinical/interventions/contracts';
import { isIsoDate } from '@registry/domain/notification/model-fields';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../shared/http/http-error';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { showError, showToast } from '../../shared/ui/ui-events';
import { interventionPath } from '../clinical/interventions/intervention-types';
import { rescheduleIntervention } from '../clinical/interventions/interventions-api';
import '../clinical/interventions/locales/register';
import type { CalendarEvent } from './calendar-api';
import { type CalendarFilters, CalendarFiltersBar, noCalendarFilters } from './calendar-filters';
import CalendarView, { type CalendarMove, type CalendarViewName, calendarViews } from './calendar-view';
import './locales/register';

const isView = (v: string | null): v is CalendarViewName => v !== null && v in calendarViews;

/**
 * The calendar (issue 15): the interventions of every case the user may see, in the spec's day,
 * week, month and 4-day views. The view and the day shown are kept in the address (?view=&date=).
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [query, setQuery] = useSearchParams();
  const [filters, setFilters] = useState<CalendarFilters>(noCalendarFilters);
  const calendarRef = useRef<FullCalendar | null>(null);
  // Read at the first render (noSsr): the initial view is chosen once.
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [initial] = useState(() => ({
    // A week's seven columns do not fit a phone: it opens on the day (issue 23).
    view: isView(query.get('view')) ? (query.get('view') as CalendarViewName) : phone ? 'day' : 'week',
    date: isIsoDate(query.get('date') ?? '') ? (query.get('date') ?? undefined) : undefined,
  }));

  const [truncated, setTruncated] = useState(false);
  const onMove = useCallback(
    async (event: CalendarEvent, move: CalendarMove) => {
      try {
        await rescheduleIntervention(event.id, { version: event.version, ...move });
        showToast(t('calendar.moved'));
        calendarRef.current?.getApi().refetchEvents();
        return true;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.status === 409) {
          await confirm({
            title: t('calendar.conflictTitle'),
            message: t('calendar.conflictMessage'),
            mode: 'ok',
          });
          calendarRef.current?.getApi().refetchEvents();
        } else showError(error.notice);
        return false;
      }
    },
    [confirm, t],
  );

  return (
    <Box data-testid="calendar-page">
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('calendar.title')}
      </Typography>
      <CalendarFiltersBar value={filters} onChange={setFilters} />
      {truncated && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="calendar-truncated">
          {t('calendar.truncated', { limit: CALENDAR_FEED_LIMIT.toLocaleString(i18n.language) })}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <CalendarView
          calendarRef={calendarRef}
          filters={filters}
          initialView={initial.view}
          initialDate={initial.date}
          onOpen={(e) => void navigate(interventionPath(e.medicalCaseId, e.type, e.id))}
          onMove={onMove}
          // FullCalendar reports its first range while it mounts, inside React's render, where the
          // router ignores a navigation: the address is written just after.
          onViewChange={(view, date) => setTimeout(() => setQuery({ view, date }, { replace: true }))}
          onTruncated={setTruncated}
        />
      </Paper>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('calendar.hint')}
      </Typography>
    </Box>
  );
}
