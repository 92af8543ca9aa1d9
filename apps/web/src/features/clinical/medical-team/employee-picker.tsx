import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MedicalTeamMember } from './medical-team-api';

/**
 * Searches employees as the user types (name or e-mail, a short pause between keys), showing their
 * unit so two people of the same name are told apart.
 */
export function EmployeePicker({
  label,
  search,
  value,
  onChange,
  autoFocus,
}: {
  label: string;
  search: (text: string, signal: AbortSignal) => Promise<MedicalTeamMember[]>;
  value: MedicalTeamMember | null;
  onChange: (member: MedicalTeamMember | null) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<MedicalTeamMember[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      search(text, controller.signal).then(
        (found) => {
          setOptions(found);
          setLoading(false);
        },
        () => setLoading(false),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, search]);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next, reason) => reason !== 'reset' && setText(next)}
      filterOptions={(x) => x}
      loading={loading}
      getOptionLabel={(m) => m.fullName}
      isOptionEqualToValue={(a, b) => a.employeeId === b.employeeId}
      noOptionsText={t('medicalTeam.noCandidates')}
      loadingText={t('common.loading')}
      renderOption={({ key, ...props }, m) => (
        <Box component="li" key={key} {...props} data-testid="employee-option">
          <Box>
            <Typography>{m.fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {m.reportingUnit} · {m.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          required
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps?.htmlInput, 'data-testid': 'employee-search' },
          }}
        />
      )}
    />
  );
}
