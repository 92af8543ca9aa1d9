/** Messages of the patient screen (spec 01 §8 "Patient, profile and case"). */
export const patientMsg = {
  sharedByUnits: (units: number) => `patient.sharedByUnits_${units}`,
  surveyNeedsSocialCase: 'patient.surveyNeedsSocialCase',
  proposalDecided: 'patient.proposalDecided',
  proposalNotYours: 'patient.proposalNotYours',
} as const;

export const patientMessagesRo: Record<string, string> = {
  'patient.sharedByUnits':
    'Pacientul este raportat de {0} unități: datele generale vor fi actualizate pentru toate',
  'patient.surveyNeedsSocialCase': 'Ancheta socială se atașează doar pentru un caz social',
  'patient.proposalDecided': 'Propunerea a fost deja hotărâtă sau înlocuită; reîncărcați pagina',
  'patient.proposalNotYours':
    'Propunerea unității dumneavoastră se hotărăște de celelalte unități care îngrijesc copilul sau de un evaluator',
};

export const patientMessagesEn: Record<string, string> = {
  'patient.sharedByUnits':
    'The patient is reported by {0} units: the general data will be updated for all of them',
  'patient.surveyNeedsSocialCase': 'A social survey is attached only for a social case',
  'patient.proposalDecided': 'The proposal was already decided or replaced; reload the page',
  'patient.proposalNotYours':
    "Your unit's proposal is decided by the other units caring for the child or by a reviewer",
};
