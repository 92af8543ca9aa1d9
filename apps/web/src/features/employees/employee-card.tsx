import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Employee } from '@registry/domain/units/employee-contracts';
import { useTranslation } from 'react-i18next';
import { useStoredFileUrl } from '../../shared/files/use-stored-file-url';
import { initialsOf } from './employee-labels';

/** The account state as a chip: confirmed, or still waiting for the invitation to be used. */
export function ConfirmedChip({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={confirmed ? 'success' : 'warning'}
      label={t(confirmed ? 'employees.confirmed' : 'employees.pending')}
    />
  );
}

/** An employee in the card view. */
export function EmployeeCard({ employee }: { employee: Employee }) {
  const { t } = useTranslation();
  const picture = useStoredFileUrl(employee.profilePictureStorageName);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
        <Avatar src={picture ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
          {initialsOf(employee.firstName, employee.lastName)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {employee.fullName}
          </Typography>
          {employee.professionalRoles.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {employee.professionalRoles.join(', ')}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {employee.admin && <Chip size="small" color="primary" label={t('employees.isAdmin')} />}
        <ConfirmedChip confirmed={employee.emailConfirmed} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
        <EmailIcon sx={{ fontSize: 18 }} />
        <Typography variant="body2">{employee.email}</Typography>
      </Box>
      {employee.phone && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
          <PhoneIcon sx={{ fontSize: 18 }} />
          <Typography variant="body2">{employee.phone}</Typography>
        </Box>
      )}
    </>
  );
}
