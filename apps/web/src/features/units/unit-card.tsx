import EmailIcon from '@mui/icons-material/EmailOutlined';
import LocationIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReportingUnit } from '@registry/domain/units/contracts';
import type { ReactNode } from 'react';

/** "Cluj-Napoca, Cluj" — the city with its county when there is one. */
export const placeOf = (unit: ReportingUnit) => [unit.city, unit.county].filter(Boolean).join(', ');

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary', mt: 0.75 }}>
      <Box sx={{ display: 'flex', flexShrink: 0, '& svg': { fontSize: 18 } }}>{icon}</Box>
      <Typography variant="body2" sx={{ minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A unit in the grid view. */
export function UnitCard({ unit }: { unit: ReportingUnit }) {
  return (
    <>
      <Chip label={unit.type} size="small" color="primary" variant="outlined" sx={{ mb: 1 }} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {unit.name}
      </Typography>
      <Line icon={<LocationIcon />}>{[unit.address, placeOf(unit)].filter(Boolean).join(', ') || '—'}</Line>
      {unit.phone && <Line icon={<PhoneIcon />}>{unit.phone}</Line>}
      {unit.email && <Line icon={<EmailIcon />}>{unit.email}</Line>}
    </>
  );
}
