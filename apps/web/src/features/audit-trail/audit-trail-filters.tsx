import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { auditActionLabels, auditRecordKindLabels } from '@registry/domain/audit-trail/labels';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, TextFilter } from '../notification-list/filter-inputs';
import type { AuditTrailFilters } from './audit-trail-api';

type Labels = Record<string, { ro: string; en: string }>;

/** A choice among codes shown in words, sorted as read; "any" first. */
function CodeFilter(props: {
  name: string;
  label: string;
  value: string | null;
  labels: Labels;
  onChange: (value: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ro';
  const choices = Object.entries(props.labels)
    .map(([code, l]) => ({ code, label: l[language] }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return (
    <TextField
      select
      name={props.name}
      label={props.label}
      value={props.value ?? ''}
      onChange={(e) => props.onChange(e.target.value || null)}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-filter': props.name },
      }}
      fullWidth
    >
      <MenuItem value="">{t('list.any')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The drawer: who, which child, which record, what, when. */
export function AuditTrailFilterFields({
  values,
  change,
}: {
  values: AuditTrailFilters;
  change: (patch: Partial<AuditTrailFilters>) => void;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`auditTrail.filters.${key}`);
  return (
    <>
      <TextFilter name="user" label={f('user')} value={values.user} onChange={(user) => change({ user })} />
      <TextFilter
        name="patientIdentifier"
        label={f('patientIdentifier')}
        value={values.patientIdentifier}
        onChange={(patientIdentifier) => change({ patientIdentifier })}
      />
      <CodeFilter
        name="action"
        label={f('action')}
        value={values.action}
        labels={auditActionLabels}
        onChange={(action) => change({ action })}
      />
      <CodeFilter
        name="recordKind"
        label={f('recordKind')}
        value={values.recordKind}
        labels={auditRecordKindLabels}
        onChange={(recordKind) => change({ recordKind })}
      />
      <TextFilter
        name="recordId"
        label={f('recordId')}
        value={values.recordId}
        onChange={(recordId) => change({ recordId })}
      />
      <DateRangeFilter
        name="period"
        label={f('period')}
        start={values.from}
        end={values.to}
        onChange={(from, to) => change({ from, to })}
      />
    </>
  );
}
