import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PatientListItem } from '@registry/domain/patient/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../shared/list/list-page';
import './locales/register';
import { HoldingRequestsPanel } from './holding-requests';
import { ConfirmedChip, PatientCard, PatientFilterFields, SocialCaseMark } from './patient-list-parts';
import { findPatients, noPatientFilters, type PatientFilters } from './patients-api';

/**
 * The patients (issue 14): those the caller's units notified or treat (reviewers: all), searched
 * by a prefix of the name or the CNP from the top bar. A patient opens on its shared record.
 */
export default function PatientListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (p: PatientListItem) => void navigate(`/patient/${p.id}`);
  const c = (key: string) => t(`patients.columns.${key}`);
  return (
    <>
      <HoldingRequestsPanel />
      <ListPage<PatientListItem, PatientFilters>
        screen="patients"
        title={t('patients.title')}
        fetch={findPatients}
        rowKey={(p) => p.id}
        defaultSort={{ by: 'name', desc: false }}
        columns={[
          {
            id: 'name',
            label: c('name'),
            sortBy: 'name',
            // On a phone the identifier column gives way: the CNP goes under the name.
            render: (p) => (
              <Box sx={{ display: 'grid' }}>
                <span>{p.fullName}</span>
                <Typography variant="caption" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                  {p.identifier}
                </Typography>
              </Box>
            ),
          },
          {
            id: 'identifier',
            label: c('identifier'),
            sortBy: 'identifier',
            render: (p) => <Box sx={{ whiteSpace: 'nowrap' }}>{p.identifier}</Box>,
            from: 'sm',
          },
          {
            id: 'age',
            label: c('age'),
            sortBy: 'age',
            align: 'right',
            render: (p) => p.age ?? '–',
            from: 'sm',
          },
          { id: 'units', label: c('units'), render: (p) => p.units.join(', '), from: 'md' },
          {
            id: 'socialCase',
            label: c('socialCase'),
            align: 'center',
            render: (p) => <SocialCaseMark social={p.isSocialCase} />,
            from: 'md',
          },
          {
            id: 'emailConfirmed',
            label: c('emailConfirmed'),
            render: (p) => <ConfirmedChip confirmed={p.emailConfirmed} />,
            from: 'lg',
          },
        ]}
        renderCard={(p) => <PatientCard patient={p} />}
        filters={{
          defaults: noPatientFilters,
          render: (values, change) => <PatientFilterFields values={values} change={change} />,
        }}
        actions={[{ id: 'open', label: t('patients.open'), icon: <EditIcon />, onClick: open }]}
      />
    </>
  );
}
