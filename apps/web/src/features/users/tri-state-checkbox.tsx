import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import { nextTriState, type TriState } from './tri-state';

/**
 * A checkbox with three states: indeterminate (any), checked (yes), unchecked (no). The label
 * says the state in words too, since the indeterminate mark alone is easy to misread.
 */
export function TriStateCheckbox({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: TriState;
  onChange: (next: TriState) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const state = value === null ? 'any' : value ? 'yes' : 'no';
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={name}
          checked={value === true}
          indeterminate={value === null}
          onChange={() => onChange(nextTriState(value))}
          slotProps={{ input: { 'aria-checked': value === null ? 'mixed' : value } }}
          data-state={state}
        />
      }
      label={`${label}: ${t(`users.triState.${state}`)}`}
    />
  );
}
