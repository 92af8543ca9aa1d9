import type { EventDropArg, EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import roLocale from '@fullcalendar/core/locales/ro';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EventStatus } from '@registry/domain/clinical/interventions/kinds';
import { type RefObject, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  StatusIcon,
  statusColor,
  TypeIcon,
  typeLabelKey,
} from '../clinical/interventions/intervention-types';
import { type CalendarEvent, fetchCalendarFeed } from './calendar-api';
import type { CalendarFilters } from './calendar-filters';

/** Spec 01 §9: the calendar's views day, week, month and 4day (FullCalendar's names, the custom 4-day one). */
export const calendarViews = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
  '4day': 'timeGridFourDay',
} as const;
export type CalendarViewName = keyof typeof calendarViews;

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/**
 * Where FullCalendar should end the event: a multi-day one spans its days (the feed also sends those
 * begun before the range shown, which would otherwise not appear), a timed one ends at its end time.
 * FullCalendar's all-day end is exclusive: the day after the last.
 */
function eventEnd(e: CalendarEvent): string | undefined {
  const lastDay = e.endDate ?? e.plannedDate;
  if (e.startTime === null) return lastDay > e.plannedDate ? addDays(lastDay, 1) : undefined;
  if (e.endTime) return `${lastDay}T${e.endTime}`;
  return lastDay > e.plannedDate ? `${addDays(lastDay, 1)}T00:00` : undefined;
}

/** The calendar's local day as ISO text (FullCalendar's dates are local). */
const localIso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const localTime = (d: Date) =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

type Props = {
  calendarRef: RefObject<FullCalendar | null>;
  filters: CalendarFilters;
  initialView: CalendarViewName;
  initialDate: string | undefined;
  onOpen: (event: CalendarEvent) => void;
  onMove: (event: CalendarEvent, move: CalendarMove) => Promise<boolean>;
  onViewChange: (view: CalendarViewName, date: string) => void;
  /** Whether the last feed read was cut by the server's limit. */
  onTruncated: (truncated: boolean) => void;
};

/** A drop as the reschedule request says it: undefined keeps the field, null clears it. */
export type CalendarMove = {
  plannedDate: string;
  startTime?: string | null;
  endTime?: string | null;
};

/** The calendar itself (its own lazy chunk): events coloured by status, planned ones dragged to reschedule. */
export default function CalendarView({
  calendarRef,
  filters,
  initialView,
  initialDate,
  onOpen,
  onMove,
  onViewChange,
  onTruncated,
}: Props) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width:599.95px)');

  const toEvent = useCallback(
    (e: CalendarEvent): EventInput => {
      const timed = e.startTime !== null;
      const color = statusColor[e.status].main;
      return {
        id: String(e.id),
        title: [t(typeLabelKey(e.type)), e.patientName].filter(Boolean).join(' · '),
        start: timed ? `${e.plannedDate}T${e.startTime}` : e.plannedDate,
        end: eventEnd(e),
        allDay: !timed,
        editable: e.editable && e.status === EventStatus.Pending,
        backgroundColor: color,
        borderColor: color,
        textColor: '#fff',
        classNames: e.status === EventStatus.Canceled ? ['registry-event-canceled'] : [],
        extendedProps: { source: e },
      };
    },
    [t],
  );

  // A new function when the filters or the language change: FullCalendar then reads the feed again.
  const events = useCallback(
    (info: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      const from = localIso(info.start);
      // FullCalendar's end is exclusive; the feed's `to` is inclusive.
      const to = addDays(localIso(info.end), -1);
      fetchCalendarFeed({
        from,
        to,
        unitIds: filters.unitIds.length ? filters.unitIds : null,
        types: filters.types.length ? filters.types : null,
        statuses: filters.statuses.length ? filters.statuses : null,
      })
        .then((feed) => {
          onTruncated(feed.truncated);
          success(feed.items.map(toEvent));
        })
        .catch((error: Error) => failure(error));
    },
    [filters, toEvent, onTruncated],
  );

  const drop = useCallback(
    async (info: EventDropArg) => {
      const source = info.event.extendedProps.source as CalendarEvent;
      const { start, end } = info.event;
      if (!start) return info.revert();
      const move: CalendarMove = { plannedDate: localIso(start) };
      if (info.event.allDay) {
        // Dropped in the all-day row: no hours. An all-day one moved as all-day says nothing of them.
        if (!info.oldEvent.allDay) Object.assign(move, { startTime: null, endTime: null });
      } else {
        move.startTime = localTime(start);
        // The end FullCalendar moved along (same-day timed events); without one (multi-day, or no end
        // time) the server shifts the end by as much as the start moved.
        if (end && source.endTime && localIso(end) === move.plannedDate) move.endTime = localTime(end);
      }
      const moved = await onMove(source, move);
      if (!moved) info.revert();
    },
    [onMove],
  );

  const views = useMemo(() => {
    // On a phone several day columns are ~50 px wide: one-letter day names ("L 9") that do not run
    // into each other, and no time text in the events (it would be cut to "7: - 9:").
    const narrow = phone
      ? { dayHeaderFormat: { weekday: 'narrow', day: 'numeric' } as const, displayEventTime: false }
      : {};
    return {
      timeGridFourDay: {
        type: 'timeGrid',
        duration: { days: 4 },
        buttonText: t('calendar.views.4day'),
        ...narrow,
      },
      timeGridWeek: narrow,
    };
  }, [t, phone]);
  const buttons = `${calendarViews.day},${calendarViews['4day']},${calendarViews.week},${calendarViews.month}`;
  return (
    <Box
      data-testid="calendar"
      sx={{
        '& .fc': { fontFamily: 'inherit' },
        '& .fc .fc-toolbar-title': { fontSize: { xs: '1.05rem', sm: '1.35rem' } },
        '& .fc .fc-button': { textTransform: 'none' },
        '& .registry-event-canceled .fc-event-title': { textDecoration: 'line-through' },
        '& .fc-event': { cursor: 'pointer' },
        // A phone's toolbar: the view switch on its own full-width row above the title and the
        // arrows, so it is at the top of the page rather than under the whole 06–22 grid.
        ...(phone && {
          '& .fc .fc-header-toolbar': { flexWrap: 'wrap', gap: 1, mb: 1 },
          '& .fc .fc-header-toolbar > .fc-toolbar-chunk:first-of-type': { flexBasis: '100%' },
          '& .fc .fc-header-toolbar > .fc-toolbar-chunk:first-of-type .fc-button-group': { width: '100%' },
          '& .fc .fc-header-toolbar > .fc-toolbar-chunk:first-of-type .fc-button': { flex: 1, px: 0.5 },
        }),
      }}
    >
      <FullCalendar
        ref={calendarRef}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={calendarViews[initialView]}
        initialDate={initialDate}
        views={views}
        locale={i18n.language === 'ro' ? roLocale : enGbLocale}
        firstDay={1}
        headerToolbar={
          phone
            ? { left: buttons, center: 'title', right: 'prev,next today' }
            : { left: 'prev,next today', center: 'title', right: buttons }
        }
        // Text chevrons, not FullCalendar's icon font: its icons are role="img" without a name (axe
        // role-img-alt); the buttons keep their spoken names from the locale's hints.
        buttonIcons={false}
        buttonText={{
          prev: '‹',
          next: '›',
          today: t('calendar.today'),
          day: t('calendar.views.day'),
          week: t('calendar.views.week'),
          month: t('calendar.views.month'),
        }}
        height="auto"
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        nowIndicator
        dayMaxEvents={phone ? 2 : 4}
        // A phone's month cell is narrow: "+3" rather than "+3 more".
        moreLinkContent={phone ? (arg) => `+${arg.num}` : undefined}
        events={events}
        eventStartEditable
        eventDurationEditable={false}
        eventDrop={(info) => void drop(info)}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.extendedProps.source as CalendarEvent);
        }}
        eventContent={(arg) => {
          const source = arg.event.extendedProps.source as CalendarEvent;
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflow: 'hidden', px: 0.25 }}>
              <StatusIcon status={source.status} sx={{ fontSize: 14, flexShrink: 0 }} />
              <TypeIcon kind={source.type} sx={{ fontSize: 14, flexShrink: 0 }} />
              {arg.timeText && <b>{arg.timeText}</b>}
              <Box
                component="span"
                className="fc-event-title"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {arg.event.title}
              </Box>
            </Box>
          );
        }}
        eventDidMount={(arg) => {
          const source = arg.event.extendedProps.source as CalendarEvent;
          arg.el.dataset.id = String(source.id);
          arg.el.dataset.status = String(source.status);
          arg.el.dataset.type = String(source.type);
          arg.el.dataset.date = source.plannedDate;
          arg.el.dataset.editable = String(arg.event.startEditable);
          arg.el.setAttribute('data-testid', 'calendar-event');
          arg.el.setAttribute(
            'aria-label',
            `${arg.event.title}, ${t(`interventions.status.${source.status}`)}`,
          );
        }}
        datesSet={(arg) => {
          const name = (Object.entries(calendarViews).find(([, v]) => v === arg.view.type)?.[0] ??
            'week') as CalendarViewName;
          onViewChange(name, localIso(arg.view.currentStart));
        }}
      />
    </Box>
  );
}
