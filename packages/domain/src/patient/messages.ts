/** Messages of the patient screen (spec 01 §8 "Patient, profile and case"). */
export const patientMsg = {
  sharedByUnits: (units: number) => `patient.sharedByUnits_${units}`,
  surveyNeedsSocialCase: 'patient.surveyNeedsSocialCase',
} as const;

export const patientMessagesRo: Record<string, string> = {
  'patient.sharedByUnits':
    'Pacientul este raportat de {0} unități: datele generale vor fi actualizate pentru toate',
  'patient.surveyNeedsSocialCase': 'Ancheta socială se atașează doar pentru un caz social',
};

export const patientMessagesEn: Record<string, string> = {
  'patient.sharedByUnits':
    'The patient is reported by {0} units: the general data will be updated for all of them',
  'patient.surveyNeedsSocialCase': 'A social survey is attached only for a social case',
};
