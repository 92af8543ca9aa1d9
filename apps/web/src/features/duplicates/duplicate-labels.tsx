import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PairRow } from './duplicates-api';

type Person = PairRow['patientA'];

/** "POPESCU Ion (5150101400011)": how the queue names a patient (last name first, as clinical records do). */
export function personLabel(p: Person) {
  const name = [p.lastName?.toUpperCase(), p.firstName].filter(Boolean).join(' ');
  return name ? `${name} (${p.identifier})` : p.identifier;
}

/** The level in words, never by colour alone. */
export function LevelChip({ level }: { level: PairRow['level'] }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={level === 'probable' ? 'filled' : 'outlined'}
      color={level === 'probable' ? 'warning' : 'default'}
      label={t(`duplicates.level.${level}`)}
      data-level={level}
    />
  );
}
