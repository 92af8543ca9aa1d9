/**
 * SNOMED CT's AJCC 8 qualifier values (the values mCODE and the Central Cancer Registry Reporting IG
 * put in a TNM observation) → the registry's generic TNM values. Each code was checked against
 * published FHIR content: the IG's own TNM examples (cT2 1228929004, cN0 1229967007, cM0 1229901006,
 * stage IIA 1222766008; STU1 1.0.0's cT3 1228938002), mCODE's examples (stage IIIC 1222806003) and published value sets that
 * enumerate the AJCC T/N/M and stage-group qualifier values. A code not here is kept as received
 * text ("not mapped"); nothing is ever read from a display text.
 *
 * The registry holds T, N and M without their site-specific subcategories and stage groups without
 * their letter (docs/fhir.md §5; the TNM lists are generic, tnm/SOURCE.md), so AJCC's cTis(DCIS)
 * becomes Tis and stage IIA becomes II. The received code stays in the mapping report beside it.
 */
export type AjccAxis = 'T' | 'N' | 'M' | 'stage';
/** What a value is: its axis, c or p (null for a stage group, which is either), the registry's value. */
export type AjccValue = { axis: AjccAxis; prefix: 'c' | 'p' | null; value: string };

const rows: [code: string, axis: AjccAxis, prefix: 'c' | 'p' | null, value: string, ajcc: string][] = [
  ['1222604002', 'T', 'c', 'TX', 'cTX'],
  ['1228882005', 'T', 'c', 'T0', 'cT0'],
  ['1228885007', 'T', 'c', 'Tis', 'cTis(DCIS)'],
  ['1228888009', 'T', 'c', 'Tis', 'cTis(Paget)'],
  ['1228889001', 'T', 'c', 'T1', 'cT1'],
  ['1228929004', 'T', 'c', 'T2', 'cT2'],
  ['1228938002', 'T', 'c', 'T3', 'cT3'],
  ['1228944003', 'T', 'c', 'T4', 'cT4'],
  ['1228950008', 'T', 'p', 'TX', 'pTX'],
  ['1228951007', 'T', 'p', 'T0', 'pT0'],
  ['1228954004', 'T', 'p', 'Tis', 'pTis(DCIS)'],
  ['1228956002', 'T', 'p', 'Tis', 'pTis(Paget)'],
  ['1228957006', 'T', 'p', 'T1', 'pT1'],
  ['1229852009', 'T', 'p', 'T2', 'pT2'],
  ['1229859000', 'T', 'p', 'T3', 'pT3'],
  ['1229864001', 'T', 'p', 'T4', 'pT4'],
  ['1229966003', 'N', 'c', 'NX', 'cNX'],
  ['1229967007', 'N', 'c', 'N0', 'cN0'],
  ['1229973008', 'N', 'c', 'N1', 'cN1'],
  ['1229978004', 'N', 'c', 'N2', 'cN2'],
  ['1229984001', 'N', 'c', 'N3', 'cN3'],
  ['1229945006', 'N', 'p', 'NX', 'pNX'],
  ['1229947003', 'N', 'p', 'N0', 'pN0'],
  ['1229951001', 'N', 'p', 'N1', 'pN1'],
  ['1229957002', 'N', 'p', 'N2', 'pN2'],
  ['1229962001', 'N', 'p', 'N3', 'pN3'],
  ['1229901006', 'M', 'c', 'M0', 'cM0'],
  ['1229903009', 'M', 'c', 'M1', 'cM1'],
  ['1229916009', 'M', 'p', 'M1', 'pM1'],
  ['1222605001', 'stage', null, '0', 'stage 0'],
  ['1222723001', 'stage', null, 'I', 'stage I'],
  ['1222724007', 'stage', null, 'I', 'stage IA'],
  ['1222728005', 'stage', null, 'I', 'stage IB'],
  ['1222765007', 'stage', null, 'II', 'stage II'],
  ['1222766008', 'stage', null, 'II', 'stage IIA'],
  ['1222769001', 'stage', null, 'II', 'stage IIB'],
  ['1222770000', 'stage', null, 'II', 'stage IIC'],
  ['1222801008', 'stage', null, 'III', 'stage III'],
  ['1222802001', 'stage', null, 'III', 'stage IIIA'],
  ['1222805004', 'stage', null, 'III', 'stage IIIB'],
  ['1222806003', 'stage', null, 'III', 'stage IIIC'],
  ['1222837003', 'stage', null, 'IV', 'stage IV'],
  ['1222838008', 'stage', null, 'IV', 'stage IVA'],
  ['1222841004', 'stage', null, 'IV', 'stage IVB'],
];

/** The table, for docs/fhir.md and its test: SNOMED CT code → AJCC name and what the registry holds. */
export const AJCC_SNOMED_VALUES: ReadonlyMap<string, AjccValue & { ajcc: string }> = new Map(
  rows.map(([code, axis, prefix, value, ajcc]) => [code, { axis, prefix, value, ajcc }]),
);
