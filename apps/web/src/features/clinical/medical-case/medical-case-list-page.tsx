import EditIcon from '@mui/icons-material/EditOutlined';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ClinicalStatus } from '@registry/domain/clinical/medical-case-model';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format/date';
import { type ListColumn, ListPage } from '../../../shared/list/list-page';
import { SelectFilter, TextFilter } from '../../notification-list/filter-inputs';
import { useUnitChoices } from '../../notification-list/notification-list-api';
import {
  fetchMedicalCases,
  type MedicalCaseFilters,
  type MedicalCaseRow,
  noMedicalCaseFilters,
} from './medical-case-api';
import { MedicalCaseState } from './medical-case-state';
import { useOpenMedicalCase } from './open-medical-case-button';
import './locales/register';

// The edit page reads the chip from here.
export { ClinicalStatusChip } from './medical-case-state';

const SCREEN = 'medical-cases';
const nameOf = (m: MedicalCaseRow) => [m.lastName, m.firstName].filter(Boolean).join(' ');
const yesNo = (v: boolean | null) => (v === null ? '' : String(v));

/** Issue 14: the medical cases the caller may read (scoped by the server), the reusable list page. */
export default function MedicalCaseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const units = useUnitChoices();
  const c = (key: string) => t(`medicalCase.columns.${key}`);
  const start = useOpenMedicalCase();
  const open = (m: MedicalCaseRow) =>
    m.opened ? void navigate(`/medical-case/${m.id}`) : void start(m.cancerCaseId).catch(() => undefined);
  const columns: ListColumn<MedicalCaseRow>[] = [
    { id: 'patient', label: c('patient'), sortBy: 'lastName', render: nameOf },
    {
      id: 'identifier',
      label: c('identifier'),
      sortBy: 'identifier',
      render: (m) => m.identifier,
      nowrap: true,
    },
    { id: 'unit', label: c('unit'), sortBy: 'reportingUnit', render: (m) => m.reportingUnit, from: 'md' },
    {
      id: 'diagnosticDate',
      label: c('diagnosticDate'),
      sortBy: 'diagnosticDate',
      render: (m) => formatDate(m.diagnosticDate),
      from: 'sm',
      nowrap: true,
    },
    { id: 'morphology', label: c('morphology'), render: (m) => m.morphology ?? '—', from: 'lg' },
    {
      id: 'clinicalStatus',
      label: c('clinicalStatus'),
      sortBy: 'clinicalStatus',
      render: (m) => <MedicalCaseState row={m} />,
    },
    {
      id: 'updatedAt',
      label: c('updated'),
      sortBy: 'updatedAt',
      render: (m) => <span title={m.updatedBy ?? undefined}>{formatDate(m.updatedAt)}</span>,
      from: 'lg',
      nowrap: true,
    },
  ];
  return (
    <ListPage<MedicalCaseRow, MedicalCaseFilters>
      screen={SCREEN}
      title={t('medicalCase.title')}
      subtitle={t('medicalCase.subtitle')}
      fetch={fetchMedicalCases}
      // One medical case per cancer case, and rows not opened yet have no medical case id.
      rowKey={(m) => m.cancerCaseId}
      columns={columns}
      defaultSort={{ by: null, desc: false }}
      filters={{
        defaults: noMedicalCaseFilters,
        render: (values, change) => (
          <>
            <TextFilter
              name="identifier"
              label={t('medicalCase.filters.identifier')}
              value={values.identifier}
              onChange={(identifier) => change({ identifier })}
            />
            <TextFilter
              name="lastName"
              label={t('medicalCase.filters.lastName')}
              value={values.lastName}
              onChange={(lastName) => change({ lastName })}
            />
            <SelectFilter
              name="reportingUnitId"
              label={t('medicalCase.filters.unit')}
              value={values.reportingUnitId}
              choices={(units.data ?? []).map((u) => ({ id: u.id, label: u.text }))}
              onChange={(reportingUnitId) => change({ reportingUnitId })}
            />
            <SelectFilter
              name="clinicalStatusId"
              label={t('medicalCase.filters.clinicalStatus')}
              value={values.clinicalStatusId}
              choices={Object.values(ClinicalStatus).map((id) => ({
                id,
                label: t(`medicalCase.clinicalStatus.${id}`),
              }))}
              onChange={(clinicalStatusId) => change({ clinicalStatusId })}
            />
            <TextField
              select
              label={t('medicalCase.filters.opened')}
              value={yesNo(values.opened)}
              onChange={(e) => change({ opened: e.target.value === '' ? null : e.target.value === 'true' })}
              slotProps={{ htmlInput: { 'data-testid': 'filter-opened' } }}
            >
              <MenuItem value="">{t('list.any')}</MenuItem>
              <MenuItem value="true">{t('medicalCase.filters.openedYes')}</MenuItem>
              <MenuItem value="false">{t('medicalCase.filters.openedNo')}</MenuItem>
            </TextField>
          </>
        ),
      }}
      renderCard={(m) => (
        <Box data-medical-case={m.id ?? undefined} data-cancer-case={m.cancerCaseId}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {nameOf(m)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {m.identifier} · {m.reportingUnit}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {c('diagnosticDate')}: {formatDate(m.diagnosticDate)}
            {m.morphology ? ` · ${m.morphology}` : ''}
          </Typography>
          {/* A card without a clinical status says nothing rather than a lone dash. */}
          {(m.clinicalStatusId !== null || !m.opened) && (
            <Box sx={{ mt: 1 }}>
              <MedicalCaseState row={m} />
            </Box>
          )}
        </Box>
      )}
      actions={[
        {
          id: 'open',
          label: t('medicalCase.open'),
          icon: <EditIcon />,
          onClick: open,
          visible: (m) => m.opened,
        },
        {
          id: 'start',
          label: t('medicalCase.start'),
          icon: <NoteAddIcon />,
          onClick: open,
          visible: (m) => !m.opened,
        },
      ]}
    />
  );
}
