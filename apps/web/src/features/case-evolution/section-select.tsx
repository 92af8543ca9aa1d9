import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type EvolutionSection, evolutionSections } from '@registry/domain/cases/evolution-fields';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

type Props = { value: EvolutionSection[]; onChange: (sections: EvolutionSection[]) => void };

/** The sections to compare, with an "all" entry that selects every section (or none, when all are on). */
export function SectionSelect({ value, onChange }: Props) {
  const { t } = useTranslation();
  const all = value.length === evolutionSections.length;
  const pick = (picked: string[]) => {
    if (picked.includes(ALL)) return onChange(all ? [] : [...evolutionSections]);
    onChange(evolutionSections.filter((s) => picked.includes(s)));
  };
  return (
    <TextField
      select
      size="small"
      label={t('evolution.sections')}
      value={value}
      onChange={(e) => pick(e.target.value as unknown as string[])}
      sx={{ minWidth: 220, maxWidth: '100%' }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: () =>
            all
              ? t('evolution.allSections')
              : value.length === 1
                ? t(`evolution.section.${value[0]}`)
                : t('evolution.sectionsChosen', { count: value.length }),
        },
        htmlInput: { 'data-testid': 'evolution-sections' },
      }}
    >
      <MenuItem value={ALL} data-section={ALL}>
        <Checkbox size="small" checked={all} indeterminate={!all && value.length > 0} />
        <ListItemText primary={t('evolution.allSections')} />
      </MenuItem>
      <Divider />
      {evolutionSections.map((section) => (
        <MenuItem key={section} value={section} data-section={section}>
          <Checkbox size="small" checked={value.includes(section)} />
          <ListItemText primary={t(`evolution.section.${section}`)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
