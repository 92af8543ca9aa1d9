import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ClinicalStatus } from '@registry/domain/clinical/medical-case-model';
import { useTranslation } from 'react-i18next';
import type { MedicalCaseRow } from './medical-case-api';
import './locales/register';

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

/** A cancer case whose medical case nobody has opened yet (issue 23): the caller's unit may open it. */
export function NotOpenedChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="info"
      variant="filled"
      label={t('medicalCase.notOpened')}
      data-testid="not-opened-chip"
    />
  );
}

/** The row's state: its clinical status once opened, "not opened" before. */
export const MedicalCaseState = ({ row }: { row: MedicalCaseRow }) =>
  row.opened ? <ClinicalStatusChip id={row.clinicalStatusId} /> : <NotOpenedChip />;
