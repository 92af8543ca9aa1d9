import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PROPOSABLE_PATIENT_FIELDS, type ProposablePatientField } from '@registry/domain/access/child-access';
import type { Patient } from '@registry/domain/patient/contracts';
import type { PatientChangeProposal } from '@registry/domain/patient/proposal-contracts';
import { useTranslation } from 'react-i18next';
import { countyOfCity, ProposalValue, recordValue } from './proposal-value';

/**
 * One proposal's fields: the value now (the record's, for a pending proposal: what accepting would
 * replace) or before (what the record held when it was proposed, for a decided one), and the proposed.
 */
export function ProposalTable({
  proposal,
  patient,
  current,
}: {
  proposal: PatientChangeProposal;
  patient: Patient;
  current: boolean;
}) {
  const { t } = useTranslation();
  const { changes, previous } = proposal;
  const fields = PROPOSABLE_PATIENT_FIELDS.filter((f) => f in changes);
  const before = (field: ProposablePatientField) => (current ? recordValue(patient, field) : previous[field]);
  const beforeValues = current
    ? { countyId: patient.homeCountyId }
    : { countyId: previous.countyId ?? patient.homeCountyId };
  return (
    <Table size="small" sx={{ '& td, & th': { px: 1, overflowWrap: 'anywhere' } }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" sx={{ width: '28%' }}>
            {t('patients.proposals.field')}
          </TableCell>
          <TableCell component="th">
            {t(current ? 'patients.proposals.current' : 'patients.proposals.before')}
          </TableCell>
          <TableCell component="th">{t('patients.proposals.proposed')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field} data-testid={`proposal-field-${field}`}>
            <TableCell>{t(`patients.proposals.fields.${field}`)}</TableCell>
            <TableCell>
              <ProposalValue
                field={field}
                value={before(field)}
                countyId={countyOfCity(beforeValues, {}, patient)}
              />
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>
              <ProposalValue
                field={field}
                value={changes[field]}
                countyId={countyOfCity(changes, beforeValues, patient)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
