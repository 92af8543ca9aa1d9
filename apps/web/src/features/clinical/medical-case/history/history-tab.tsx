import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  medicalCaseHistoryFields,
  medicalCaseHistorySections,
} from '@registry/domain/clinical/medical-case-history';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/format/date';
import { changedCells, type EvolutionRow, type FieldRef } from '../../../case-evolution/evolution-logic';
import { EvolutionTable, type Orientation } from '../../../case-evolution/evolution-table';
import '../../../case-evolution/locales/register';
import { useMedicalCaseVersions } from '../medical-case-api';
import type { MedicalCaseTabProps } from '../tab-props';

const FIELDS: FieldRef[] = medicalCaseHistorySections.flatMap((section) =>
  medicalCaseHistoryFields[section].map((f) => ({ section, key: f.key })),
);
const DATE_CELLS = new Set(
  medicalCaseHistorySections.flatMap((section) =>
    medicalCaseHistoryFields[section].filter((f) => f.source === 'date').map((f) => `${section}.${f.key}`),
  ),
);

/**
 * The History tab: every saved version (version, author, date), what changed from the version
 * before marked — the case evolution's comparison table, over the medical case's fields.
 */
export function HistoryTab({ medicalCase }: MedicalCaseTabProps) {
  const { t, i18n } = useTranslation();
  const versions = useMedicalCaseVersions(medicalCase.id);
  const [orientation, setOrientation] = useState<Orientation>('fieldsAsRows');
  // A team reads the history for what changed: by default only the fields some version changed.
  const [onlyChanged, setOnlyChanged] = useState(true);
  const rows = useMemo<EvolutionRow[]>(
    () =>
      (versions.data?.items ?? []).map((v) => ({
        version: v.version,
        // Not a notification: the table's "other notification" link never shows.
        notificationId: 0,
        notificationStatus: 2,
        createdByUser: v.createdBy,
        createdDateUtc: v.createdAt,
        sections: Object.fromEntries(
          Object.entries(v.sections).map(([section, values]) => [
            section,
            Object.fromEntries(
              Object.entries(values).map(([key, value]) => [
                key,
                value && DATE_CELLS.has(`${section}.${key}`) ? formatDate(value) : value,
              ]),
            ),
          ]),
        ),
      })),
    [versions.data],
  );
  const changes = useMemo(() => changedCells(rows, FIELDS), [rows]);
  const changedFields = useMemo(() => {
    const changed = new Set([...changes.values()].flatMap((cells) => [...cells]));
    return FIELDS.filter((f) => changed.has(`${f.section}.${f.key}`));
  }, [changes]);
  const fields = onlyChanged && changedFields.length ? changedFields : FIELDS;
  const fieldLabel = (f: FieldRef) => {
    const own = `medicalCase.fields.${f.key}`;
    return i18n.exists(own) ? t(own) : t(`evolution.field.${f.key}`);
  };

  if (versions.isPending) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  if (versions.isError) return <Alert severity="error">{t('medicalCase.loadFailed')}</Alert>;
  if (!rows.length) return <Typography color="text.secondary">{t('medicalCase.history.empty')}</Typography>;
  return (
    <Box data-testid="medical-case-history">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1.5 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_, next: Orientation | null) => next && setOrientation(next)}
          aria-label={t('evolution.orientation')}
        >
          <ToggleButton value="fieldsAsRows">{t('evolution.fieldsAsRows')}</ToggleButton>
          <ToggleButton value="versionsAsRows">{t('evolution.versionsAsRows')}</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={onlyChanged}
              onChange={(e) => setOnlyChanged(e.target.checked)}
              disabled={!changedFields.length}
              data-testid="history-only-changed"
            />
          }
          label={t('medicalCase.history.onlyChanged')}
        />
      </Box>
      <EvolutionTable
        orientation={orientation}
        rows={rows}
        fields={fields}
        changes={changes}
        currentId={0}
        fieldLabel={fieldLabel}
        sectionLabel={(section) => t(`medicalCase.history.section.${section}`)}
        regionLabel={t('medicalCase.tabs.history')}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('evolution.legend')}
      </Typography>
    </Box>
  );
}
