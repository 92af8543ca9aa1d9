import { describe, expect, it } from 'vitest';
import { movedSchedule, type Schedule } from './schedule';

const hour: Schedule = {
  plannedDate: '2026-03-10',
  startTime: '10:00',
  endDate: '2026-03-10',
  endTime: '11:00',
};

describe('movedSchedule: a move keeps the event’s length', () => {
  it('a timed event dragged to a later time the same day ends an hour later, not before its start', () => {
    expect(movedSchedule(hour, { plannedDate: '2026-03-10', startTime: '14:00' })).toEqual({
      ...hour,
      startTime: '14:00',
      endTime: '15:00',
    });
  });
  it('dragged to an earlier time it is not stretched', () => {
    expect(movedSchedule(hour, { plannedDate: '2026-03-10', startTime: '07:00' })).toMatchObject({
      startTime: '07:00',
      endTime: '08:00',
    });
  });
  it('dragged to another day and time: the end day follows', () => {
    expect(movedSchedule(hour, { plannedDate: '2026-03-12', startTime: '08:30' })).toEqual({
      plannedDate: '2026-03-12',
      startTime: '08:30',
      endDate: '2026-03-12',
      endTime: '09:30',
    });
  });
  it('a move that pushes the end past midnight gives the end its day', () => {
    const noEndDay = { ...hour, endDate: null };
    expect(movedSchedule(noEndDay, { plannedDate: '2026-03-31', startTime: '23:30' })).toEqual({
      plannedDate: '2026-03-31',
      startTime: '23:30',
      endDate: '2026-04-01',
      endTime: '00:30',
    });
    expect(movedSchedule(noEndDay, { plannedDate: '2026-03-11', startTime: '09:00' }).endDate).toBeNull();
  });
  it('a multi-day event keeps its days and hours', () => {
    const stay = { plannedDate: '2026-02-27', startTime: '09:00', endDate: '2026-03-02', endTime: '12:00' };
    expect(movedSchedule(stay, { plannedDate: '2026-03-02', startTime: '10:00' })).toEqual({
      plannedDate: '2026-03-02',
      startTime: '10:00',
      endDate: '2026-03-05',
      endTime: '13:00',
    });
  });
  it('a day-only move keeps the times and shifts the end day', () => {
    expect(movedSchedule(hour, { plannedDate: '2026-03-09' })).toEqual({
      ...hour,
      plannedDate: '2026-03-09',
      endDate: '2026-03-09',
    });
    const allDay = { plannedDate: '2026-03-10', startTime: null, endDate: '2026-03-14', endTime: null };
    expect(movedSchedule(allDay, { plannedDate: '2026-03-11' })).toEqual({
      ...allDay,
      plannedDate: '2026-03-11',
      endDate: '2026-03-15',
    });
  });
  it('dropped in the all-day row it loses both hours; given fields win', () => {
    expect(movedSchedule(hour, { plannedDate: '2026-03-11', startTime: null })).toEqual({
      plannedDate: '2026-03-11',
      startTime: null,
      endDate: '2026-03-11',
      endTime: null,
    });
    expect(
      movedSchedule(hour, { plannedDate: '2026-03-10', startTime: '14:00', endTime: '16:00' }),
    ).toMatchObject({ startTime: '14:00', endTime: '16:00', endDate: '2026-03-10' });
    expect(movedSchedule(hour, { plannedDate: '2026-03-10', endDate: null })).toMatchObject({
      endDate: null,
    });
  });
});
