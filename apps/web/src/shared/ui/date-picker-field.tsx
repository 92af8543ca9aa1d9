import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, roRO } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ro';
import { useTranslation } from 'react-i18next';
import type { DateFieldProps } from './date-field';

export const DISPLAY_FORMAT = 'DD-MM-YYYY';
const WIRE_FORMAT = 'YYYY-MM-DD';

const toDayjs = (iso: string | undefined | null) => (iso ? dayjs(iso, WIRE_FORMAT) : null);

export default function DatePickerField({
  label,
  value,
  onChange,
  min,
  max,
  required,
  disabled,
  error,
  helperText,
  name,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ro';
  // The picker's own "Anulare" gives way to the registry's one word for dismissing (common.cancel).
  const texts = {
    ...(language === 'en' ? enUS : roRO).components.MuiLocalizationProvider.defaultProps.localeText,
    cancelButtonLabel: t('common.cancel'),
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={texts}>
      <DatePicker
        label={label}
        format={DISPLAY_FORMAT}
        value={toDayjs(value)}
        minDate={toDayjs(min) ?? undefined}
        maxDate={toDayjs(max) ?? undefined}
        disabled={disabled}
        onChange={(next: Dayjs | null) => onChange(next?.isValid() ? next.format(WIRE_FORMAT) : null)}
        slotProps={{
          field: { clearable: true },
          // The label stays above the field, like every other field, and the empty field shows ZZ-LL-AAAA.
          textField: {
            required,
            error,
            helperText,
            name,
            fullWidth: true,
            slotProps: { inputLabel: { shrink: true } },
          },
        }}
      />
    </LocalizationProvider>
  );
}
