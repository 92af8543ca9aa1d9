import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import './locales/register';

const SCREEN = 'medical-cases';
const statusColor = (id: number | null) =>
  id === ClinicalStatus.CompleteRemission || id === ClinicalStatus.PartialRemission
    ? 'success'
    : id === ClinicalStatus.Death
      ? 'default'
      : id === null
        ? 'default'
        : 'warning';

export function ClinicalStatusChip({ id }: { id: number | null }) {
  const { t } = useTranslation();
  if (id === null) return <Typography color="text.secondary">—</Typography>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColor(id)}
      label={t(`medicalCase.clinicalStatus.${id}`)}
      data-clinical-status={id}
    />
  );
}

const nameOf = (m: MedicalCaseRow) => [m.lastName, m.firstName].filter(Boolean).join(' ');

/** Issue 14: the medical cases the caller may read (scoped by the server), the reusable list page. */
export default function MedicalCaseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const units = useUnitChoices();
  const c = (key: string) => t(`medicalCase.columns.${key}`);
  const open = (m: MedicalCaseRow) => void navigate(`/medical-case/${m.id}`);
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
      render: (m) => <ClinicalStatusChip id={m.clinicalStatusId} />,
    },
    {
      id: 'updatedAt',
      label: c('updated'),
      sortBy: 'updatedAt',
      render: (m) => <span title={m.updatedBy}>{formatDate(m.updatedAt)}</span>,
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
      rowKey={(m) => m.id}
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
          </>
        ),
      }}
      renderCard={(m) => (
        <Box data-medical-case={m.id}>
          <Typography variant="subtitle1" sx={{ fontWeight: 500 }}>
            {nameOf(m)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {m.identifier} · {m.reportingUnit}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {c('diagnosticDate')}: {formatDate(m.diagnosticDate)}
            {m.morphology ? ` · ${m.morphology}` : ''}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <ClinicalStatusChip id={m.clinicalStatusId} />
          </Box>
        </Box>
      )}
      actions={[{ id: 'open', label: t('medicalCase.open'), icon: <EditIcon />, onClick: open }]}
    />
  );
}
