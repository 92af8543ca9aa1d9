import type { ProposablePatientField } from '@registry/domain/access/child-access';
import type { Patient } from '@registry/domain/patient/contracts';
import { ROMANIA_COUNTRY_ID } from '@registry/domain/units/contracts';
import { formatDate } from '../../../shared/format/date';
import { useCities, useCounties } from '../../../shared/geography/geography';
import { useGenders } from './patients-api';

type Value = string | number | null | undefined;
type Values = Record<string, Value>;

/** The record's value of a proposable field: the proposals name the columns the notifications write. */
export function recordValue(patient: Patient, field: ProposablePatientField): Value {
  if (field === 'countyId') return patient.homeCountyId;
  if (field === 'cityId') return patient.homeCityId;
  if (field === 'address') return patient.homeAddress;
  return patient[field];
}

/**
 * The county a proposed or stored city belongs to, so its SIRUTA id can be named: the county that
 * travels with it, else the record's.
 */
export function countyOfCity(values: Values, fallback: Values, patient: Patient): number | null {
  const county = values.countyId ?? fallback.countyId ?? patient.homeCountyId;
  return typeof county === 'number' ? county : null;
}

const byId = (items: { id: number; text: string }[] | undefined, id: number) =>
  items?.find((item) => item.id === id)?.text;

function GenderLabel({ id }: { id: number }) {
  return <>{byId(useGenders().data, id) ?? id}</>;
}
function CountyLabel({ id }: { id: number }) {
  return <>{byId(useCounties(ROMANIA_COUNTRY_ID).data, id) ?? id}</>;
}
function CityLabel({ id, countyId }: { id: number; countyId: number | null }) {
  // A city whose county is unknown is shown by its SIRUTA code rather than not at all.
  return <>{byId(useCities(countyId).data, id) ?? `SIRUTA ${id}`}</>;
}

/** A proposable field's value as the patient page shows it: labels for ids, DD-MM-YYYY for dates. */
export function ProposalValue({
  field,
  value,
  countyId,
}: {
  field: string;
  value: Value;
  countyId: number | null;
}) {
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof value === 'number') {
    if (field === 'genderId') return <GenderLabel id={value} />;
    if (field === 'countyId') return <CountyLabel id={value} />;
    if (field === 'cityId') return <CityLabel id={value} countyId={countyId} />;
  }
  if (field === 'birthdate') return <>{formatDate(String(value))}</>;
  return <>{value}</>;
}
