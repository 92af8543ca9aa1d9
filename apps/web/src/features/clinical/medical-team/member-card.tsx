import EmailIcon from '@mui/icons-material/EmailOutlined';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { reportingUnitTypeLabels } from '@registry/domain/units/labels';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n';
import type { MedicalTeamMember } from './medical-team-api';

/** One person of the team: who, where (unit and its type), how to reach them, their roles. */
export function MemberCard({ member, onRemove }: { member: MedicalTeamMember; onRemove?: () => void }) {
  const { t } = useTranslation();
  const unitType = reportingUnitTypeLabels[currentLanguage()][member.reportingUnitTypeId] ?? '';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', gap: 1, minWidth: 0 }}
      data-testid="team-member"
      data-employee={member.employeeId}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="team-member-name">
            {member.fullName}
          </Typography>
          {member.admin && (
            <Chip size="small" color="primary" variant="outlined" label={t('medicalTeam.hospitalAdmin')} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.reportingUnit} · {unitType}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
          <Link
            href={`mailto:${member.email}`}
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            <EmailIcon fontSize="inherit" aria-hidden />
            {member.email}
          </Link>
          {member.phone && (
            <Link
              href={`tel:${member.phone.replace(/\s/g, '')}`}
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <PhoneIcon fontSize="inherit" aria-hidden />
              {member.phone}
            </Link>
          )}
        </Box>
        {[...member.permissions, ...member.professionalRoles].length > 0 && (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="team-member-roles">
            {[...member.permissions, ...member.professionalRoles].join(', ')}
          </Typography>
        )}
      </Box>
      {onRemove && (
        <Box>
          <Tooltip title={t('medicalTeam.remove')}>
            <IconButton
              onClick={onRemove}
              aria-label={`${t('medicalTeam.remove')}: ${member.fullName}`}
              data-testid="team-member-remove"
            >
              <PersonRemoveIcon />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Paper>
  );
}
