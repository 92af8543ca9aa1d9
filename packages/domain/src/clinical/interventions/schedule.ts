/**
 * Where an intervention lands when the calendar moves it (POST api/intervention/{id}/reschedule).
 * Kept apart from the server so the rule is tested on its own: a move keeps the event's length.
 */
export type Schedule = {
  plannedDate: string;
  startTime: string | null;
  endDate: string | null;
  endTime: string | null;
};
/** What the move says: undefined keeps (or shifts) the field, null clears it. */
export type ScheduleMove = {
  plannedDate: string;
  startTime?: string | null;
  endDate?: string | null;
  endTime?: string | null;
};

const DAY = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Minutes since the epoch of a day and a time (the registry's local clock; no time zone involved). */
const at = (date: string, time: string) => dayNumber(date) * 1440 + minutesOf(time);

/**
 * The schedule after a move. Fields the move gives win. When it gives only a new start, the end
 * follows by the same amount — 10:00–11:00 dragged to 14:00 is 14:00–15:00, not an end before its
 * start — and a multi-day event's end date shifts with it. Dropped in the all-day row (start time
 * null), the event loses its end time too: an end hour without a start hour means nothing.
 */
export function movedSchedule(row: Schedule, move: ScheduleMove): Schedule {
  const days = dayNumber(move.plannedDate) - dayNumber(row.plannedDate);
  const startTime = move.startTime !== undefined ? move.startTime : row.startTime;
  let endDate = row.endDate && isoOf(dayNumber(row.endDate) + days);
  let endTime = startTime === null ? null : row.endTime;
  if (startTime !== null && row.startTime !== null && row.endTime !== null) {
    // A timed event moved to another time: the same length from the new start.
    const length = at(row.endDate ?? row.plannedDate, row.endTime) - at(row.plannedDate, row.startTime);
    const end = at(move.plannedDate, startTime) + length;
    const endDay = Math.floor(end / 1440);
    endTime = timeOf(end - endDay * 1440);
    // An end that crosses midnight needs its day; one without a day stays without if it still fits.
    endDate = row.endDate !== null || endDay !== dayNumber(move.plannedDate) ? isoOf(endDay) : null;
  }
  return {
    plannedDate: move.plannedDate,
    startTime,
    endDate: move.endDate !== undefined ? move.endDate : endDate,
    endTime: move.endTime !== undefined ? move.endTime : endTime,
  };
}
