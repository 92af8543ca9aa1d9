/** Notifications with real dictionary ids of the starter set, for the API tests. */
import { TUMOUR_LOCATIONS } from '../src/modules/dictionaries/starter/lists-clinical';

export const CNP_BOY = '5150101400011'; // born 2015-01-01
export const CNP_GIRL = '6150524400023'; // born 2015-05-24

const ids = {
  romaniaCluj: { countyId: 127, cityId: 54975 },
  topographyAdrenal: 1749, // C74.9
  topographyKidney: 1649, // C64.9
  neuroblastoma: 95003, // 9500/3
  wilms: 89603, // 8960/3
  behaviourMalignant: 4, // behaviour code 3
  basisHistologyPrimary: 8, // basis code 7
};

export { ids as dictionaryIds };

/**
 * The tumour location the starter set files a topography under (C74.9 → 15 endocrine glands), so a
 * body that names only its topography stays a pair the form could make (issue 39); a code the starter
 * set does not hold goes under 17, ill-defined sites.
 */
export function locationOfTopography(topographyId: number): number {
  const site = Math.floor((topographyId - 1000) / 10);
  const found = TUMOUR_LOCATIONS.find(([, groups]) =>
    groups.split(',').some((part) => {
      const [from, to = from] = part.split('-').map((code) => Number(code.slice(1)));
      return site >= from && site <= to;
    }),
  );
  return found ? Number(found[0][0]) : 17;
}

/** The minimum a draft needs: who the patient is, why the unit reports, and which unit. */
export function draftBody(over: Record<string, unknown> = {}) {
  return {
    id: 0,
    version: 0,
    status: 1,
    diagnosticReportingReasonId: 1,
    patientDetails: { identifier: CNP_BOY, firstName: 'Ion', lastName: 'Popescu', ...ids.romaniaCluj },
    notificationOverview: { reportingUnitId: 1 },
    ...over,
  };
}

/** A completed new diagnosis (E112) of a neuroblastoma of the adrenal gland, every rule satisfied. */
export function completeBody(over: Record<string, any> = {}) {
  const base = draftBody();
  return {
    ...base,
    status: 2,
    ...over,
    patientDetails: { ...base.patientDetails, ...over.patientDetails },
    notificationOverview: {
      reportingUnitId: 1,
      lastContactDate: '2025-06-01',
      lastDoctor: 'Dr. Pop',
      ...over.notificationOverview,
    },
    cancerDiagnostic: {
      diagnosticDate: '2024-03-10',
      clinicalStartDate: '2024-02-01',
      diagnosticExplanationId: 1,
      registrationBaseId: ids.basisHistologyPrimary,
      tumorLocationId: locationOfTopography(over.cancerDiagnostic?.topologicCodeId ?? ids.topographyAdrenal),
      topologicCodeId: ids.topographyAdrenal,
      ...over.cancerDiagnostic,
    },
    cancerMorphology: {
      behaviorId: ids.behaviourMalignant,
      morphologyCodeId: ids.neuroblastoma,
      ...over.cancerMorphology,
    },
    cancerTreatment: {
      hasChimio: true,
      chimioDate: '2024-03-20',
      therapeuticAgentsIds: [11],
      therapeuticProtocolId: 3,
      transplantRecommendation: false,
      systemicTherapyRoleId: 1,
      ...over.cancerTreatment,
    },
  };
}
