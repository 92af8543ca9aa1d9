import type { NotificationListItem } from '../../cases/contracts';
import { ListId } from '../../dictionaries/list-ids';
import { as, type ExportLayout } from '../export-layout';

type Row = Omit<NotificationListItem, 'notificationDate'> & { notificationDate: Date | string };
const h = (ro: string, en: string) => ({ ro, en });

/** CancerNotifications.xlsx: the notification list's columns (spec 02 §2), labels already in the caller's language. */
export const notificationsLayout: ExportLayout<Row> = {
  id: 'notifications',
  fileName: 'CancerNotifications.xlsx',
  sheet: { ro: 'Notificări', en: 'Notifications' },
  columns: [
    { key: 'id', header: h('ID notificare', 'Notification id'), take: (r) => r.id, coding: as.number },
    {
      key: 'status',
      header: h('Stare', 'Status'),
      take: (r) => r.status,
      coding: as.label(ListId.notificationStatus),
    },
    {
      key: 'notificationDate',
      header: h('Data notificării', 'Notification date'),
      take: (r) => r.notificationDate,
      coding: as.date,
    },
    { key: 'username', header: h('Utilizator', 'User'), take: (r) => r.username, coding: as.text },
    {
      key: 'lastModifiedBy',
      header: h('Modificat ultima dată de', 'Last modified by'),
      take: (r) => r.lastModifiedBy,
      coding: as.text,
    },
    {
      key: 'reportingUnit',
      header: h('Unitate raportoare', 'Reporting unit'),
      take: (r) => r.reportingUnit,
      coding: as.text,
    },
    {
      key: 'reportingReason',
      header: h('Motivul raportării', 'Reporting reason'),
      take: (r) => r.reportingReason,
      coding: as.text,
    },
    {
      key: 'diagnosticDate',
      header: h('Data diagnosticului', 'Date of diagnosis'),
      take: (r) => r.diagnosticDate,
      coding: as.date,
    },
    {
      key: 'identifier',
      header: h('CNP / identificator', 'National id / identifier'),
      take: (r) => r.identifier,
      coding: as.text,
    },
    { key: 'firstName', header: h('Prenume', 'First name'), take: (r) => r.firstName, coding: as.text },
    { key: 'lastName', header: h('Nume', 'Last name'), take: (r) => r.lastName, coding: as.text },
    {
      key: 'age',
      header: h('Vârsta la diagnostic', 'Age at diagnosis'),
      take: (r) => r.age,
      coding: as.number,
    },
    { key: 'county', header: h('Județ', 'County'), take: (r) => r.county, coding: as.text },
    { key: 'city', header: h('Localitate', 'City'), take: (r) => r.city, coding: as.text },
    {
      key: 'topography',
      header: h('Cod topografic', 'Topography code'),
      take: (r) => r.topography,
      coding: as.text,
    },
    {
      key: 'morphology',
      header: h('Cod morfologic', 'Morphology code'),
      take: (r) => r.morphology,
      coding: as.text,
    },
  ],
};
