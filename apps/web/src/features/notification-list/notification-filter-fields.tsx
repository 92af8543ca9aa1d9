import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DictionaryListItem } from '@registry/domain/dictionaries/contracts';
import type { ListKey } from '@registry/domain/dictionaries/list-ids';
import { optionLabel } from '@registry/domain/dictionaries/option-label';
import { NotificationStatus } from '@registry/domain/notification/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationLists } from '../notifications/notifications-api';
import { type Choice, ComboFilter, DateRangeFilter, SelectFilter, TextFilter } from './filter-inputs';
import {
  type NotificationFilters,
  useCitiesOf,
  useRomanianCounties,
  useUnitChoices,
} from './notification-list-api';

type Props<F extends NotificationFilters> = {
  values: F;
  change: (patch: Partial<F>) => void;
  /** The notification list's "received electronically" (issue 43); the cases list shows no such column. */
  withReceived?: boolean;
};

const yesNo = (value: boolean | null | undefined) => (value == null ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: string) => (value === '' ? null : value === 'yes');

const coded = (items: DictionaryListItem[] | undefined, list: ListKey): Choice[] =>
  (items ?? []).map((i) => ({ id: i.id, label: optionLabel(i, list) }));
const plain = (items: DictionaryListItem[] | undefined): Choice[] =>
  (items ?? []).map((i) => ({ id: i.id, label: i.text }));

/** The filters of the notification and case lists (spec 02 §2); the cases list adds its own. */
export function NotificationFilterFields<F extends NotificationFilters>({
  values,
  change,
  withReceived = false,
}: Props<F>) {
  const { t } = useTranslation();
  const f = (key: string) => t(`notificationList.filters.${key}`);
  const lists = useNotificationLists();
  const units = useUnitChoices();
  const counties = useRomanianCounties();
  const cities = useCitiesOf(values.countyId);
  const dictionaries = lists.data?.lists;
  const choices = useMemo(
    () => ({
      topography: coded(dictionaries?.topography, 'topography'),
      morphology: coded(dictionaries?.morphology, 'morphology'),
      reason: plain(dictionaries?.reportingReason),
    }),
    [dictionaries],
  );
  const patch = (p: Partial<NotificationFilters>) => change(p as Partial<F>);
  const observation =
    values.hasReviewerObservation === null ? '' : values.hasReviewerObservation ? 'yes' : 'no';
  const quality =
    values.hasUnresolvedQualityWarnings == null ? '' : values.hasUnresolvedQualityWarnings ? 'yes' : 'no';

  return (
    <>
      <TextFilter
        name="identifier"
        label={f('identifier')}
        value={values.identifier}
        onChange={(identifier) => patch({ identifier })}
      />
      <TextFilter
        name="firstName"
        label={f('firstName')}
        value={values.firstName}
        onChange={(firstName) => patch({ firstName })}
      />
      <TextFilter
        name="lastName"
        label={f('lastName')}
        value={values.lastName}
        onChange={(lastName) => patch({ lastName })}
      />
      <SelectFilter
        name="status"
        label={f('status')}
        value={values.status}
        choices={Object.values(NotificationStatus).map((id) => ({
          id,
          label: t(`notificationList.status.${id}`),
        }))}
        onChange={(status) => patch({ status })}
      />
      {withReceived && (
        <TextField
          select
          name="receivedElectronically"
          label={f('receivedElectronically')}
          value={yesNo(values.receivedElectronically)}
          onChange={(e) => patch({ receivedElectronically: fromYesNo(e.target.value) })}
          slotProps={{
            select: { displayEmpty: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-filter': 'receivedElectronically' },
          }}
          fullWidth
        >
          <MenuItem value="">{f('all')}</MenuItem>
          <MenuItem value="yes">{f('yes')}</MenuItem>
          <MenuItem value="no">{f('no')}</MenuItem>
        </TextField>
      )}
      <SelectFilter
        name="reportingUnitId"
        label={f('reportingUnit')}
        value={values.reportingUnitId}
        choices={(units.data ?? []).map((u) => ({ id: u.id, label: u.text }))}
        onChange={(reportingUnitId) => patch({ reportingUnitId })}
      />
      <ComboFilter
        name="reportingReasonId"
        label={f('reportingReason')}
        value={values.reportingReasonId}
        choices={choices.reason}
        onChange={(reportingReasonId) => patch({ reportingReasonId })}
      />
      <DateRangeFilter
        name="notification"
        label={f('notificationPeriod')}
        start={values.notificationStartDate}
        end={values.notificationEndDate}
        onChange={(notificationStartDate, notificationEndDate) =>
          patch({ notificationStartDate, notificationEndDate })
        }
      />
      <DateRangeFilter
        name="diagnostic"
        label={f('diagnosticPeriod')}
        start={values.diagnosticStartDate}
        end={values.diagnosticEndDate}
        onChange={(diagnosticStartDate, diagnosticEndDate) =>
          patch({ diagnosticStartDate, diagnosticEndDate })
        }
      />
      <ComboFilter
        name="topologicCodeId"
        label={f('topography')}
        value={values.topologicCodeId}
        choices={choices.topography}
        onChange={(topologicCodeId) => patch({ topologicCodeId })}
      />
      <ComboFilter
        name="morphologyCodeId"
        label={f('morphology')}
        value={values.morphologyCodeId}
        choices={choices.morphology}
        onChange={(morphologyCodeId) => patch({ morphologyCodeId })}
      />
      <ComboFilter
        name="countyId"
        label={f('county')}
        value={values.countyId}
        choices={plain(counties.data)}
        // The city belongs to the county: a new county clears it (spec 01 §4 cascade).
        onChange={(countyId) => patch({ countyId, cityId: null })}
      />
      <ComboFilter
        name="cityId"
        label={f('city')}
        value={values.cityId}
        choices={plain(cities.data)}
        disabled={values.countyId === null}
        helperText={values.countyId === null ? f('cityFirst') : undefined}
        onChange={(cityId) => patch({ cityId })}
      />
      <TextField
        select
        name="hasReviewerObservation"
        label={f('hasReviewerObservation')}
        value={observation}
        onChange={(e) =>
          patch({ hasReviewerObservation: e.target.value === '' ? null : e.target.value === 'yes' })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <MenuItem value="">{t('list.any')}</MenuItem>
        <MenuItem value="yes">{f('yes')}</MenuItem>
        <MenuItem value="no">{f('no')}</MenuItem>
      </TextField>
      <TextField
        select
        name="hasUnresolvedQualityWarnings"
        label={f('hasUnresolvedQualityWarnings')}
        value={quality}
        onChange={(e) =>
          patch({ hasUnresolvedQualityWarnings: e.target.value === '' ? null : e.target.value === 'yes' })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <MenuItem value="">{t('list.any')}</MenuItem>
        <MenuItem value="yes">{f('yes')}</MenuItem>
        <MenuItem value="no">{f('no')}</MenuItem>
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            name="includeDeleted"
            checked={values.includeDeleted === true}
            onChange={(e) => patch({ includeDeleted: e.target.checked ? true : null })}
          />
        }
        label={f('includeDeleted')}
      />
    </>
  );
}
