import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Role } from '@registry/domain/identity/roles';
import { canManageUsers, isSuperAdmin, type Session } from '@registry/domain/identity/session';
import { userForm } from '@registry/domain/identity/user-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { keepPicture, type PictureChoice, PictureField } from '../../shared/files/picture-field';
import { useStoredFileUrl } from '../../shared/files/use-stored-file-url';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { bindServerErrors } from '../../shared/forms/server-errors';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { showToast } from '../../shared/ui/ui-events';
import { UserFields, type UserValues } from './user-fields';
import { deleteUser, saveUser, type User, userKey } from './users-api';

const valuesOf = (user: User | null): UserValues => ({
  userId: user?.userId ?? 0,
  roleId: user?.roleId ?? '',
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  deleteProfilePicture: false,
});

const initialsOf = (v: Pick<UserValues, 'firstName' | 'lastName'>) =>
  `${v.firstName.trim()[0] ?? ''}${v.lastName.trim()[0] ?? ''}`.toUpperCase();

/**
 * Spec 01 §6: the super administrator deletes any account but their own (the server also lets a
 * unit admin delete a reporter, but reporters are deleted from their unit's personnel screen).
 */
export const canDeleteUser = (session: Session, user: User) =>
  isSuperAdmin(session) && user.userId !== session.userId && !user.isDeleted;

export function UserForm({ user, session }: { user: User | null; session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(user === null);
  const [picture, setPicture] = useState<PictureChoice>(keepPicture);
  const storedUrl = useStoredFileUrl(user?.profilePictureStorageName);
  const form = useForm<UserValues>({
    resolver: schemaResolver<UserValues>(userForm),
    defaultValues: valuesOf(user),
    mode: 'all',
  });
  const { isValid, isSubmitting } = form.formState;
  const names = form.watch(['firstName', 'lastName', 'email']);
  // A reporter's account belongs to the employee screen of their unit (spec 01 §2.7).
  const isReporter = user?.roleId === Role.Reporter;
  const mayEdit = canManageUsers(session) && !isReporter;

  const submit = form.handleSubmit(async (values) => {
    const body = new FormData();
    body.append('userId', String(values.userId));
    body.append('roleId', String(values.roleId));
    body.append('firstName', values.firstName.trim());
    body.append('lastName', values.lastName.trim());
    body.append('email', values.email.trim());
    body.append('phone', values.phone.trim());
    body.append('deleteProfilePicture', String(picture.cleared && !picture.file));
    if (picture.file) body.append('profilePicture', picture.file);
    try {
      const saved = await saveUser(body);
      queryClient.setQueryData(userKey(saved.userId), saved);
      void queryClient.invalidateQueries({ queryKey: ['list', 'users'] });
      showToast(t(user ? 'users.saved' : 'users.created'));
      if (!user) {
        // After creating, the route carries the new id (spec 01 §2.6 and §4); the page remounts read-only.
        void navigate(`/users/user/${saved.userId}`, { replace: true });
        return;
      }
      form.reset(valuesOf(saved));
      setPicture(keepPicture);
      setEditing(false);
    } catch (error) {
      bindServerErrors(error, ['roleId', 'lastName', 'firstName', 'email', 'phone'], (field, e) =>
        form.setError(field as keyof UserValues, e),
      );
    }
  });

  const cancel = () => {
    if (!user) return void navigate('/users');
    form.reset(valuesOf(user));
    setPicture(keepPicture);
    setEditing(false);
  };

  const remove = async () => {
    if (!user) return;
    const yes = await confirm({
      title: t('users.deleteTitle'),
      message: t('users.deleteQuestion', { name: user.fullName }),
    });
    if (!yes) return;
    try {
      await deleteUser(user.userId);
    } catch {
      return; // the HTTP client has shown why
    }
    void queryClient.invalidateQueries({ queryKey: ['list', 'users'] });
    showToast(t('users.deleteConfirmed'), 'info');
    void navigate('/users');
  };

  return (
    <form onSubmit={submit} noValidate data-mode={editing ? 'edit' : 'view'}>
      {isReporter && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('users.reporterNote')}
        </Alert>
      )}
      <Box sx={{ mb: 3 }}>
        <PictureField
          storedUrl={storedUrl}
          value={picture}
          onChange={setPicture}
          initials={initialsOf({ firstName: names[0], lastName: names[1] })}
          chooseLabel={t('users.choosePicture')}
          removeLabel={t('users.removePicture')}
          readOnly={!editing}
          name="profilePicture"
        />
      </Box>
      <UserFields form={form} readOnly={!editing} roleName={user?.roleName ?? null} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
        {!editing && user && canDeleteUser(session, user) && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => void remove()}
            data-testid="user-delete"
          >
            {t('users.delete')}
          </Button>
        )}
        {!editing && mayEdit && (
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            onClick={() => setEditing(true)}
            data-testid="user-edit-button"
          >
            {t('users.edit')}
          </Button>
        )}
        {editing && (
          <>
            <Button onClick={cancel} data-testid="user-cancel">
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              // Spec 01 §4: save only when the form is valid and the e-mail is not empty.
              disabled={!isValid || !names[2].trim() || isSubmitting}
              data-testid="user-save"
            >
              {t('users.save')}
            </Button>
          </>
        )}
      </Box>
    </form>
  );
}
