import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { canManageEmployees, canManagePersonnel, type Session } from '@registry/domain/identity/session';
import type { Employee } from '@registry/domain/units/employee-contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { ListPage } from '../../shared/list/list-page';
import { ConfirmedChip, EmployeeCard } from './employee-card';
import { EmployeeFilterFields } from './employee-filters';
import { deleteEmployee, type EmployeeFilters, findEmployees, getUnitName } from './employees-api';

const noFilters: EmployeeFilters = { emailConfirmed: null, roleId: null, medicalRoleId: null };

/** The personnel of one unit (spec 01 §2.5): members see it, the unit's admins change it. */
export default function EmployeeListPage() {
  const { t } = useTranslation();
  const session = useSession() as Session;
  const navigate = useNavigate();
  const unitId = Number(useParams().unitId);
  const member = canManagePersonnel(session, unitId);
  const admin = canManageEmployees(session, unitId);
  const unit = useQuery({
    queryKey: ['unit-name', unitId],
    queryFn: () => getUnitName(unitId),
    enabled: member,
  });
  const fetch = useMemo(() => findEmployees(unitId), [unitId]);
  if (!member) return <Navigate to="/access-denied" replace />;
  const open = (e: Employee) => void navigate(`/reporting-unit/${unitId}/employee/${e.id}`);

  return (
    <ListPage<Employee, EmployeeFilters>
      key={unitId}
      screen="employees"
      title={t('employees.title')}
      subtitle={unit.data}
      headerStart={
        <Tooltip title={t('employees.backToUnits')}>
          <IconButton
            component={RouterLink}
            to="/reporting-unit"
            aria-label={t('employees.backToUnits')}
            data-testid="back-to-units"
          >
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
      }
      fetch={fetch}
      rowKey={(e) => e.id}
      defaultSort={{ by: 'fullName', desc: false }}
      columns={[
        {
          id: 'fullName',
          label: t('employees.columns.fullName'),
          sortBy: 'fullName',
          render: (e) => e.fullName,
        },
        {
          id: 'email',
          label: t('employees.columns.email'),
          sortBy: 'email',
          render: (e) => e.email,
          from: 'sm',
        },
        {
          id: 'admin',
          label: t('employees.columns.admin'),
          sortBy: 'admin',
          align: 'center',
          render: (e) => (e.admin ? <CheckIcon color="primary" aria-label={t('employees.isAdmin')} /> : null),
        },
        {
          id: 'emailConfirmed',
          label: t('employees.columns.emailConfirmed'),
          sortBy: 'emailConfirmed',
          render: (e) => <ConfirmedChip confirmed={e.emailConfirmed} />,
          from: 'md',
        },
        {
          id: 'professionalRoles',
          label: t('employees.columns.professionalRoles'),
          render: (e) => e.professionalRoles.join(', '),
          from: 'lg',
        },
      ]}
      renderCard={(e) => <EmployeeCard employee={e} />}
      filters={{
        defaults: noFilters,
        render: (values, change) => <EmployeeFilterFields values={values} change={change} />,
      }}
      actions={[
        {
          id: 'open',
          label: admin ? t('employees.edit') : t('employees.open'),
          icon: admin ? <EditIcon /> : <VisibilityIcon />,
          onClick: open,
        },
      ]}
      onDelete={
        admin
          ? { visible: () => true, describe: (e) => e.fullName, run: (e) => deleteEmployee(e.id, unitId) }
          : undefined
      }
      onAdd={admin ? () => void navigate(`/reporting-unit/${unitId}/employee/0`) : undefined}
      addLabel={t('employees.add')}
    />
  );
}
