/** Message codes of the interventions' rules; merged into the shared catalogues. */
export const interventionMsg = {
  unitRequired: 'intervention.unitRequired',
  plannedDateRange: 'intervention.plannedDateRange',
  dateRange: 'intervention.dateRange',
  endBeforeStart: 'intervention.endBeforeStart',
  totalDoseMismatch: 'intervention.totalDoseMismatch',
  computedMismatch: 'intervention.computedMismatch',
  notPlanned: 'intervention.notPlanned',
  canceled: 'intervention.canceled',
  completionRequired: 'intervention.completionRequired',
  labNotDone: 'intervention.labNotDone',
  questionnaireIncomplete: 'intervention.questionnaireIncomplete',
  beforeDiagnosis: 'intervention.beforeDiagnosis',
} as const;

export const interventionMessagesRo: Record<string, string> = {
  'intervention.unitRequired': 'Alegeți unitatea sau scrieți numele unității externe',
  'intervention.plannedDateRange':
    'Data planificată trebuie să fie între 01-01-1990 și peste cel mult doi ani',
  'intervention.dateRange': 'Data trebuie să fie între 01-01-1990 și data curentă',
  'intervention.endBeforeStart': 'Sfârșitul nu poate fi înaintea începutului',
  'intervention.totalDoseMismatch':
    'Doza totală diferă de doza pe fracție × numărul de fracții: explicați diferența',
  'intervention.computedMismatch': 'Valoarea nu corespunde celei calculate din greutate și înălțime',
  'intervention.notPlanned': 'Doar o intervenție planificată poate fi modificată astfel',
  'intervention.canceled': 'Intervenția este anulată și nu mai poate fi modificată',
  'intervention.completionRequired': 'Completați câmpul pentru a finaliza intervenția',
  'intervention.labNotDone': 'Introduceți rezultatul a cel puțin unei analize pentru a finaliza',
  'intervention.questionnaireIncomplete': 'Răspundeți la toate întrebările pentru a finaliza chestionarul',
  'intervention.beforeDiagnosis': 'Data efectuării nu poate fi înaintea datei diagnosticului',
};

export const interventionMessagesEn: Record<string, string> = {
  'intervention.unitRequired': 'Choose the unit or type the name of the external unit',
  'intervention.plannedDateRange': 'The planned date must be between 01-01-1990 and two years from now',
  'intervention.dateRange': 'The date must be between 01-01-1990 and today',
  'intervention.endBeforeStart': 'The end cannot be before the start',
  'intervention.totalDoseMismatch': 'The total dose differs from dose per fraction × fractions: explain why',
  'intervention.computedMismatch': 'The value does not match the one computed from weight and height',
  'intervention.notPlanned': 'Only a planned intervention can be changed this way',
  'intervention.canceled': 'The intervention is canceled and can no longer be changed',
  'intervention.completionRequired': 'Fill in this field to complete the intervention',
  'intervention.labNotDone': 'Enter the result of at least one analysis to complete',
  'intervention.questionnaireIncomplete': 'Answer every question to complete the questionnaire',
  'intervention.beforeDiagnosis': 'The date it was done cannot be before the diagnosis date',
};
