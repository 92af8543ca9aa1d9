/** Texts of the medical-case message codes; merged into the shared catalogues. */
export const medicalCaseMsg = {
  keptByAnotherTeam: 'medicalCase.keptByAnotherTeam',
  noCurrentRecord: 'medicalCase.noCurrentRecord',
  openedByTreatingUnit: 'medicalCase.openedByTreatingUnit',
} as const;

export const medicalCaseMessagesRo: Record<string, string> = {
  'medicalCase.keptByAnotherTeam':
    'Cazul medical al acestui caz este ținut de echipa altei unități. Cereți responsabilului de caz să vă adauge în echipă.',
  'medicalCase.noCurrentRecord': 'Cazul nu are o notificare completă din care să se deschidă cazul medical',
  'medicalCase.openedByTreatingUnit':
    'Cazul medical nu a fost încă deschis; îl deschide personalul unității care tratează copilul',
};
export const medicalCaseMessagesEn: Record<string, string> = {
  'medicalCase.keptByAnotherTeam':
    "This case's medical case is kept by another unit's team. Ask its case owner to add you to the team.",
  'medicalCase.noCurrentRecord': 'The case has no completed notification to open the medical case from',
  'medicalCase.openedByTreatingUnit':
    "The medical case has not been opened yet; the treating unit's staff opens it",
};
