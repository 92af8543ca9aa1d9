import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PatientListItem } from '@registry/domain/patient/contracts';
import { useTranslation } from 'react-i18next';
import { type PatientFilters, useGenders, useUnitChoices } from './patients-api';

type FilterProps = { values: PatientFilters; change: (patch: Partial<PatientFilters>) => void };

const yesNo = (value: boolean | null) => (value === null ? '' : String(value));
const fromYesNo = (value: string) => (value === '' ? null : value === 'true');
const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The drawer's filters: reporting unit, social case, e-mail confirmed, gender. */
export function PatientFilterFields({ values, change }: FilterProps) {
  const { t } = useTranslation();
  const units = useUnitChoices();
  const genders = useGenders();
  const f = (key: string) => t(`patients.filters.${key}`);
  const yesNoField = (key: 'isSocialCase' | 'emailConfirmed', label: string) => (
    <TextField
      select
      label={label}
      value={yesNo(values[key])}
      onChange={(e) => change({ [key]: fromYesNo(e.target.value) })}
      slotProps={{ htmlInput: { 'data-testid': `filter-${key}` } }}
    >
      <MenuItem value="">{t('list.any')}</MenuItem>
      <MenuItem value="true">{t('patients.yes')}</MenuItem>
      <MenuItem value="false">{t('patients.no')}</MenuItem>
    </TextField>
  );
  return (
    <>
      <TextField
        select
        label={f('unit')}
        value={values.reportingUnitId ?? ''}
        onChange={(e) => change({ reportingUnitId: idOrNull(e.target.value) })}
        slotProps={{ htmlInput: { 'data-testid': 'filter-unit' } }}
      >
        <MenuItem value="">{t('list.any')}</MenuItem>
        {(units.data ?? []).map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {u.text}
          </MenuItem>
        ))}
      </TextField>
      {yesNoField('isSocialCase', f('socialCase'))}
      {yesNoField('emailConfirmed', f('emailConfirmed'))}
      <TextField
        select
        label={f('gender')}
        value={values.genderId ?? ''}
        onChange={(e) => change({ genderId: idOrNull(e.target.value) })}
        slotProps={{ htmlInput: { 'data-testid': 'filter-gender' } }}
      >
        <MenuItem value="">{t('list.any')}</MenuItem>
        {(genders.data ?? []).map((g) => (
          <MenuItem key={g.id} value={g.id}>
            {g.text}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

export function ConfirmedChip({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={confirmed ? 'success' : 'default'}
      label={t(confirmed ? 'patients.confirmed' : 'patients.notConfirmed')}
    />
  );
}

export function SocialCaseMark({ social }: { social: boolean }) {
  const { t } = useTranslation();
  return social ? <CheckIcon color="primary" aria-label={t('patients.card.socialCase')} /> : null;
}

/** The grid view's card: name and identifier, age, units, the two flags. */
export function PatientCard({ patient }: { patient: PatientListItem }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {patient.fullName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {patient.identifier} ·{' '}
        {patient.age === null ? t('patients.card.noAge') : t('patients.card.age', { age: patient.age })}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {patient.units.join(', ')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {patient.isSocialCase && <Chip size="small" color="primary" label={t('patients.card.socialCase')} />}
        <ConfirmedChip confirmed={patient.emailConfirmed} />
      </Box>
    </Box>
  );
}
