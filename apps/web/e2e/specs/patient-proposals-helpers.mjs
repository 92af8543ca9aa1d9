/**
 * Setup of the proposal specs (issue 22) through the real API: unit 1 reports a child's tumour, unit 2
 * reports another primary tumour (reason 7) of the same child under a different last name.
 */
import { api, apiToken, completeBody, freshCnp } from './lists-data.mjs';

export const NAMES = { firstName: 'Matei', lastName: 'Dumitrescu', proposed: 'Altfelescu' };

/** Unit 1's completed report of a new child; answers its identifier and patient id. */
export async function reportChild(base) {
  const identifier = freshCnp(5);
  const token = await apiToken(base, 'reporter@demo.local');
  const saved = await api(
    base,
    token,
    'POST',
    '/api/cancer-notification/',
    completeBody(identifier, NAMES.firstName, NAMES.lastName, 1),
  );
  return { identifier, patientId: saved.patientDetails.patientId };
}

/**
 * Unit 2's report of a second primary tumour (Wilms, kidney; reason 7) of the same child under
 * another last name: a draft unless `complete`, so the browser can complete it and show the answer.
 */
export async function reportOtherTumour(base, identifier, { complete = false } = {}) {
  const token = await apiToken(base, 'reporter2@demo.local');
  const body = completeBody(identifier, NAMES.firstName, NAMES.proposed, 2);
  return api(base, token, 'POST', '/api/cancer-notification/', {
    ...body,
    status: complete ? 2 : 1,
    diagnosticReportingReasonId: 7,
    // Kidney and urinary tract (12), where C64.9 belongs: the save enforces the coded pairs.
    cancerDiagnostic: { ...body.cancerDiagnostic, tumorLocationId: 12, topologicCodeId: 1649 },
    cancerMorphology: { ...body.cancerMorphology, morphologyCodeId: 89603 },
  });
}
