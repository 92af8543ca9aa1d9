import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, roRO } from '@mui/x-date-pickers/locales';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ro';
import { useTranslation } from 'react-i18next';
import type { TimeFieldProps } from './time-field';

/** Always 24-hour, in both languages, like every time the registry shows (spec 01 §9). */
export const TIME_FORMAT = 'HH:mm';

const toDayjs = (hhmm: string | null) => (hhmm ? dayjs(`2000-01-01T${hhmm}`) : null);

export default function TimePickerField({
  label,
  value,
  onChange,
  onBlur,
  required,
  disabled,
  error,
  helperText,
  name,
}: TimeFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ro';
  const texts = (language === 'en' ? enUS : roRO).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={texts}>
      <TimeField
        label={label}
        format={TIME_FORMAT}
        ampm={false}
        value={toDayjs(value)}
        disabled={disabled}
        onChange={(next: Dayjs | null) => onChange(next?.isValid() ? next.format(TIME_FORMAT) : null)}
        onBlur={onBlur}
        clearable
        required={required}
        error={error}
        helperText={helperText}
        name={name}
        fullWidth
        slotProps={{ textField: { slotProps: { inputLabel: { shrink: true } } } }}
      />
    </LocalizationProvider>
  );
}
