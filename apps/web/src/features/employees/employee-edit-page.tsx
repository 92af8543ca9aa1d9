import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { canManageEmployees, canManagePersonnel, type Session } from '@registry/domain/identity/session';
import { employeeForm } from '@registry/domain/units/employee-contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { keepPicture, type PictureChoice, PictureField } from '../../shared/files/picture-field';
import { useStoredFileUrl } from '../../shared/files/use-stored-file-url';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { bindServerErrors } from '../../shared/forms/server-errors';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { showToast } from '../../shared/ui/ui-events';
import { EmployeeAgreement } from './employee-agreement';
import { EmployeeEditActions } from './employee-edit-actions';
import { EmployeeAccessFields, EmployeeIdentityFields } from './employee-fields';
import { initialsOf } from './employee-labels';
import {
  type AgreementChoice,
  EMPLOYEE_FIELDS,
  type EmployeeValues,
  employeeFormData,
  employeeValuesOf,
  keepAgreement,
  newEmployeeValues,
} from './employee-values';
import { deleteEmployee, getEmployee, getUnitName, saveEmployee } from './employees-api';

const resolver = schemaResolver<EmployeeValues>(employeeForm);

/**
 * Employee view/edit (spec 01 §2.6): employeeId 0 opens a new one in edit mode; otherwise read-only
 * with Edit (unit admins). Save returns to read-only; a new employee's route is replaced with its id.
 * A failed save keeps everything typed and chosen.
 */
export default function EmployeeEditPage() {
  const { t } = useTranslation();
  const session = useSession() as Session;
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const unitId = Number(useParams().unitId);
  const employeeId = Number(useParams().employeeId);
  const isNew = employeeId === 0;
  const member = canManagePersonnel(session, unitId);
  const admin = canManageEmployees(session, unitId);
  const [editing, setEditing] = useState(isNew);
  const [picture, setPicture] = useState<PictureChoice>(keepPicture);
  const [agreement, setAgreement] = useState<AgreementChoice>(keepAgreement);
  const employee = useQuery({
    queryKey: ['employee', unitId, employeeId],
    queryFn: () => getEmployee(employeeId, unitId),
    enabled: member && !isNew,
  });
  const unitName = useQuery({
    queryKey: ['unit-name', unitId],
    queryFn: () => getUnitName(unitId),
    enabled: member && isNew,
  });
  const form = useForm<EmployeeValues>({
    resolver,
    defaultValues: newEmployeeValues(unitId),
    mode: 'onTouched',
  });
  const storedPicture = useStoredFileUrl(employee.data?.profilePictureStorageName);
  const listPath = `/reporting-unit/${unitId}/employee`;

  useEffect(() => {
    if (employee.data) form.reset(employeeValuesOf(employee.data));
  }, [employee.data, form]);

  if (!member || (isNew && !admin)) return <Navigate to="/access-denied" replace />;
  if (!isNew && !employee.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }

  const readOnly = !editing;
  const [firstName, lastName, email] = form.watch(['firstName', 'lastName', 'email']);
  const clearFiles = () => {
    setPicture(keepPicture);
    setAgreement(keepAgreement);
  };

  const save = form.handleSubmit(async (values) => {
    try {
      const saved = await saveEmployee(employeeFormData(values, picture, agreement));
      const { warning, ...stored } = saved;
      queryClient.setQueryData(['employee', unitId, stored.id], stored);
      void queryClient.invalidateQueries({ queryKey: ['list', 'employees'] });
      clearFiles();
      setEditing(false);
      form.reset(employeeValuesOf(stored));
      showToast(t(isNew ? 'employees.savedNew' : 'employees.saved'), 'success');
      if (isNew) void navigate(`${listPath}/${stored.id}`, { replace: true });
      if (warning) await confirm({ title: t('employees.warningTitle'), message: warning, mode: 'ok' });
    } catch (error) {
      bindServerErrors(error, EMPLOYEE_FIELDS, (field, e) => form.setError(field as keyof EmployeeValues, e));
    }
  });

  const cancel = () => {
    if (isNew) return void navigate(listPath);
    if (employee.data) form.reset(employeeValuesOf(employee.data));
    clearFiles();
    setEditing(false);
  };

  const remove = async () => {
    const yes = await confirm({
      title: t('list.deleteTitle'),
      message: t('list.deleteQuestion', { name: employee.data?.fullName ?? '' }),
    });
    if (!yes) return;
    try {
      await deleteEmployee(employeeId, unitId);
    } catch {
      return; // the HTTP client has shown why
    }
    showToast(t('list.deleteConfirmed'), 'info');
    void navigate(listPath, { replace: true });
  };

  const title = isNew ? t('employees.newTitle') : (employee.data?.fullName ?? '');
  const unit = isNew ? (unitName.data ?? '') : (employee.data?.reportingUnit ?? '');
  return (
    <Box component="form" onSubmit={save} noValidate data-testid="employee-edit">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 260px', minWidth: 0 }}>
          <Tooltip title={t('employees.backToList')}>
            <IconButton component={RouterLink} to={listPath} aria-label={t('employees.backToList')}>
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {unit}
            </Typography>
          </Box>
          <Chip
            size="small"
            label={t(editing ? 'employees.editing' : 'employees.readOnly')}
            color={editing ? 'primary' : 'default'}
            data-testid="employee-mode"
          />
        </Box>
        <EmployeeEditActions
          editing={editing}
          canEdit={admin}
          canDelete={admin && !isNew}
          canSave={form.formState.isValid && email.trim() !== '' && !form.formState.isSubmitting}
          onEdit={() => setEditing(true)}
          onCancel={cancel}
          onDelete={() => void remove()}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' } }}>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <Typography variant="subtitle2" component="p">
              {t('employees.picture')}
            </Typography>
            <PictureField
              storedUrl={storedPicture}
              value={picture}
              onChange={setPicture}
              initials={initialsOf(firstName, lastName)}
              chooseLabel={t('employees.pictureChoose')}
              removeLabel={t('employees.pictureClear')}
              readOnly={readOnly}
              name="profilePicture"
            />
            {!readOnly && (
              <Typography variant="caption" color="text.secondary">
                {t('employees.pictureHint')}
              </Typography>
            )}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            <EmployeeIdentityFields form={form} readOnly={readOnly} />
            <EmployeeAccessFields form={form} readOnly={readOnly} />
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />
        <EmployeeAgreement
          employeeId={isNew ? 0 : employeeId}
          stored={
            employee.data?.agreementName && employee.data.agreementStorageName
              ? { name: employee.data.agreementName, storageName: employee.data.agreementStorageName }
              : null
          }
          value={agreement}
          onChange={setAgreement}
          readOnly={readOnly}
        />
      </Paper>
    </Box>
  );
}
