import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The reviewer's choice outlives the panel (it unmounts when folded, and each notification opened
 * mounts it again) but not a reload: nobody is surprised by a filter they set last week.
 */
let chosen: boolean | null = null;

/** For tests: the page was reloaded. */
export const forgetOnlyChanged = () => {
  chosen = null;
};

/** On by default as soon as there is something to compare; what the user chose wins after that. */
export function useOnlyChanged(comparable: boolean): [boolean, (on: boolean) => void] {
  const [choice, setChoice] = useState(chosen);
  const set = (on: boolean) => {
    chosen = on;
    setChoice(on);
  };
  return [choice ?? comparable, set];
}

export function OnlyChangedSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      sx={{ mr: 0 }}
      control={
        <Switch
          checked={checked}
          onChange={(_, on) => onChange(on)}
          slotProps={{ input: { 'data-testid': 'evolution-only-changed' } as object }}
        />
      }
      label={t('evolution.onlyChanged')}
    />
  );
}
