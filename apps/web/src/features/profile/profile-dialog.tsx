import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { isEmployee, isSuperAdmin, type Session } from '@registry/domain/identity/session';
import { profileForm } from '@registry/domain/identity/user-contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keepPicture, type PictureChoice } from '../../shared/files/picture-field';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { bindServerErrors } from '../../shared/forms/server-errors';
import { showToast } from '../../shared/ui/ui-events';
import { fetchProfile, fetchProfileLinks, profileKey, saveProfile, type UserProfile } from './profile-api';
import { ProfileInfo, type ProfileValues } from './profile-info';
import { rememberSavedName } from './profile-name';
import { ProfileRoles } from './profile-roles';

type Props = { open: boolean; session: Session; onClose: () => void };

/** The own-profile dialog of spec 01 §2.8 (max width 640, §9). */
export default function ProfileDialog({ open, session, onClose }: Props) {
  const { t } = useTranslation();
  const profile = useQuery({
    queryKey: profileKey(session.userId),
    queryFn: () => fetchProfile(session.userId),
  });
  const links = useQuery({
    queryKey: [...profileKey(session.userId), 'links'],
    queryFn: () => fetchProfileLinks(session.userId),
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 640, width: '100%', m: { xs: 1, sm: 4 } } } }}
      aria-labelledby="profile-dialog-title"
      data-testid="profile-dialog"
    >
      <DialogTitle id="profile-dialog-title">{t('profile.title')}</DialogTitle>
      {profile.data ? (
        <ProfileEditor
          key={profile.data.userId}
          profile={profile.data}
          shared={links.data?.reportingUnits ?? 0}
          session={session}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
            {profile.isPending && <CircularProgress aria-label={t('common.loading')} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

const valuesOf = (p: UserProfile): ProfileValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone ?? '',
  twoFa: p.twoFa,
  deleteProfilePicture: false,
});

function ProfileEditor({
  profile,
  shared,
  session,
  onClose,
}: {
  profile: UserProfile;
  shared: number;
  session: Session;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'info' | 'roles'>('info');
  const [picture, setPicture] = useState<PictureChoice>(keepPicture);
  // Roles are shown to employees only, and not to the super administrator (spec 01 §2.8).
  const showRoles = isEmployee(session) && !isSuperAdmin(session);
  const form = useForm<ProfileValues>({
    resolver: schemaResolver<ProfileValues>(profileForm),
    defaultValues: valuesOf(profile),
    mode: 'all',
  });
  const { isValid, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const body = new FormData();
    body.append('firstName', values.firstName.trim());
    body.append('lastName', values.lastName.trim());
    body.append('phone', values.phone.trim());
    body.append('twoFa', String(values.twoFa));
    body.append('deleteProfilePicture', String(picture.cleared && !picture.file));
    if (picture.file) body.append('profilePicture', picture.file);
    try {
      const saved = await saveProfile(body);
      queryClient.setQueryData(profileKey(session.userId), saved);
      rememberSavedName(session, saved.fullName);
      showToast(t('profile.saved'));
      onClose();
    } catch (error) {
      bindServerErrors(error, ['firstName', 'lastName', 'phone'], (field, e) =>
        form.setError(field as keyof ProfileValues, e),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      {showRoles && (
        <Tabs
          value={tab}
          onChange={(_, next) => setTab(next)}
          sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="info" label={t('profile.tabs.info')} data-testid="profile-tab-info" />
          <Tab value="roles" label={t('profile.tabs.roles')} data-testid="profile-tab-roles" />
        </Tabs>
      )}
      <DialogContent sx={{ pt: '16px !important', minHeight: showRoles ? { sm: 420 } : undefined }}>
        {/* Both panels stay mounted so switching tabs keeps what was typed. */}
        <Box hidden={tab !== 'info'}>
          <ProfileInfo
            profile={profile}
            form={form}
            picture={picture}
            onPicture={setPicture}
            shared={shared}
          />
        </Box>
        {showRoles && (
          <Box hidden={tab !== 'roles'}>
            <ProfileRoles roles={profile.roles} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isValid || isSubmitting}
          data-testid="profile-save"
        >
          {t('profile.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
