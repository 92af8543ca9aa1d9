import EditIcon from '@mui/icons-material/EditOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  canAddOrDeleteUnits,
  canEditUnit,
  canManagePersonnel,
  type Session,
} from '@registry/domain/identity/session';
import type { ReportingUnit } from '@registry/domain/units/contracts';
import { reportingUnitTypeLabels } from '@registry/domain/units/labels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { currentLanguage } from '../../shared/i18n/i18n';
import { ListPage, useReloadList } from '../../shared/list/list-page';
import { EmailDialog } from '../../shared/ui/email-dialog';
import { showToast } from '../../shared/ui/ui-events';
import { placeOf, UnitCard } from './unit-card';
import { UnitDialog } from './unit-dialog';
import { newUnitValues, type UnitFormValues, unitValuesOf } from './unit-form';
import { deleteUnit, findUnits, sendEmail, type UnitFilters } from './units-api';

const SCREEN = 'units';
/** Spec 01 §9: the unit list shows 16 a page by default. */
const UNIT_PAGE_SIZE = 16;

/** Medical units (spec 01 §2.4): list or grid, type filter, add/edit dialog, delete, e-mail. */
export default function UnitListPage() {
  const { t } = useTranslation();
  const session = useSession() as Session;
  const navigate = useNavigate();
  const reload = useReloadList(SCREEN);
  const [editing, setEditing] = useState<UnitFormValues | null>(null);
  const [mailTo, setMailTo] = useState<string | null>(null);
  const types = reportingUnitTypeLabels[currentLanguage()];

  return (
    <>
      <ListPage<ReportingUnit, UnitFilters>
        screen={SCREEN}
        title={t('units.title')}
        defaultPageSize={UNIT_PAGE_SIZE}
        defaultSort={{ by: 'name', desc: false }}
        fetch={findUnits}
        rowKey={(u) => u.id}
        columns={[
          { id: 'name', label: t('units.fields.name'), sortBy: 'name', render: (u) => u.name },
          { id: 'city', label: t('units.location'), sortBy: 'city', render: placeOf, from: 'sm' },
          { id: 'type', label: t('units.fields.type'), sortBy: 'type', render: (u) => u.type, from: 'sm' },
          {
            id: 'phone',
            label: t('units.fields.phone'),
            render: (u) => u.phone ?? '',
            from: 'md',
            nowrap: true,
          },
          {
            id: 'email',
            label: t('units.fields.email'),
            render: (u) => u.email ?? '',
            from: 'lg',
            nowrap: true,
          },
        ]}
        renderCard={(u) => <UnitCard unit={u} />}
        filters={{
          defaults: { typeId: null },
          render: (values, change) => (
            <TextField
              select
              label={t('units.fields.type')}
              value={values.typeId ?? ''}
              onChange={(e) => change({ typeId: e.target.value === '' ? null : Number(e.target.value) })}
              slotProps={{ htmlInput: { 'data-testid': 'filter-type' } }}
            >
              <MenuItem value="">{t('list.any')}</MenuItem>
              {Object.entries(types).map(([id, label]) => (
                <MenuItem key={id} value={Number(id)}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          ),
        }}
        actions={[
          {
            id: 'edit',
            label: t('units.edit'),
            icon: <EditIcon />,
            visible: (u) => canEditUnit(session, u.id),
            onClick: (u) => setEditing(unitValuesOf(u)),
          },
          {
            id: 'personnel',
            label: t('units.personnel'),
            icon: <GroupsIcon />,
            visible: (u) => canManagePersonnel(session, u.id),
            onClick: (u) => void navigate(`/reporting-unit/${u.id}/employee`),
          },
          {
            id: 'email',
            label: t('units.sendEmail'),
            icon: <EmailIcon />,
            gridOnly: true,
            visible: (u) => Boolean(u.email),
            onClick: (u) => setMailTo(u.email),
          },
        ]}
        onDelete={
          canAddOrDeleteUnits(session)
            ? { visible: () => true, describe: (u) => u.name, run: (u) => deleteUnit(u.id) }
            : undefined
        }
        onAdd={canAddOrDeleteUnits(session) ? () => setEditing(newUnitValues()) : undefined}
        addLabel={t('units.add')}
      />
      {editing && (
        <UnitDialog
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      <EmailDialog
        open={mailTo !== null}
        email={mailTo ?? ''}
        onClose={() => setMailTo(null)}
        onSend={async (payload) => {
          await sendEmail(payload);
          showToast(t('units.emailSent'), 'success');
        }}
      />
    </>
  );
}
