import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type PictureChoice, PictureField } from '../../shared/files/picture-field';
import { useStoredFileUrl } from '../../shared/files/use-stored-file-url';
import { fieldErrorText } from '../../shared/ui/field-error';
import type { UserProfile } from './profile-api';

export type ProfileValues = {
  firstName: string;
  lastName: string;
  phone: string;
  twoFa: boolean;
  deleteProfilePicture: boolean;
};

const initialsOf = (first: string, last: string) =>
  `${first.trim()[0] ?? ''}${last.trim()[0] ?? ''}`.toUpperCase();

/** The Information tab of spec 01 §2.8: names, read-only e-mail, phone, 2FA and the picture. */
export function ProfileInfo({
  profile,
  form,
  picture,
  onPicture,
  shared,
}: {
  profile: UserProfile;
  form: UseFormReturn<ProfileValues>;
  picture: PictureChoice;
  onPicture: (next: PictureChoice) => void;
  /** How many units share the account; above one, general data changes for all of them. */
  shared: number;
}) {
  const { t } = useTranslation();
  const storedUrl = useStoredFileUrl(profile.profilePictureStorageName);
  const { errors } = form.formState;
  const [first, last] = form.watch(['firstName', 'lastName']);
  const text = (
    name: 'firstName' | 'lastName' | 'phone',
    label: string,
    extra?: { required?: boolean },
  ): ReactNode => (
    <TextField
      label={label}
      required={extra?.required}
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={fieldErrorText(errors[name])}
      fullWidth
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {shared > 1 && (
        <Alert severity="warning" data-testid="profile-shared-warning">
          {t('profile.sharedAccount', { count: shared })}
        </Alert>
      )}
      <PictureField
        storedUrl={storedUrl}
        value={picture}
        onChange={onPicture}
        initials={initialsOf(first, last)}
        chooseLabel={t('profile.choosePicture')}
        removeLabel={t('profile.removePicture')}
        name="profilePicture"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {/* Nume before Prenume, as the user and employee forms (Romanian forms put the family name first). */}
        {text('lastName', t('profile.lastName'), { required: true })}
        {text('firstName', t('profile.firstName'), { required: true })}
        <TextField
          label={t('profile.email')}
          value={profile.email}
          slotProps={{ input: { readOnly: true } }}
          helperText={t('profile.emailReadOnly')}
          fullWidth
        />
        {text('phone', t('profile.phone'))}
      </Box>
      <Controller
        control={form.control}
        name="twoFa"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                name="twoFa"
                checked={field.value}
                onChange={(_, checked) => field.onChange(checked)}
                slotProps={{ input: { 'aria-describedby': 'two-fa-hint' } }}
              />
            }
            label={t('profile.twoFa')}
          />
        )}
      />
      <Box id="two-fa-hint" sx={{ mt: -2, color: 'text.secondary', fontSize: 13 }}>
        {t('profile.twoFaHint')}
      </Box>
    </Box>
  );
}
