/** Texts of the medical-case message codes; merged into the shared catalogues. */
export const medicalCaseMsg = {
  keptByAnotherTeam: 'medicalCase.keptByAnotherTeam',
  askTreatingTeam: 'medicalCase.askTreatingTeam',
  noCurrentRecord: 'medicalCase.noCurrentRecord',
  openedByTreatingUnit: 'medicalCase.openedByTreatingUnit',
  noCaseOwnerInUnit: 'medicalCase.noCaseOwnerInUnit',
  lastCaseOwner: 'medicalCase.lastCaseOwner',
  unitTreatsCases: 'medicalCase.unitTreatsCases',
  joinNotAllowed: 'medicalCase.joinNotAllowed',
  joinAlreadyRequested: 'medicalCase.joinAlreadyRequested',
  joinNeedsTransfer: 'medicalCase.joinNeedsTransfer',
  joinAlreadyDecided: 'medicalCase.joinAlreadyDecided',
} as const;

// {0} is the treating unit's name (never staff names): whom to ask.
export const medicalCaseMessagesRo: Record<string, string> = {
  'medicalCase.keptByAnotherTeam':
    'Cazul medical este ținut de echipa unității {0}. Cereți responsabilului de caz de acolo să vă adauge în echipă.',
  'medicalCase.askTreatingTeam':
    'Unitatea dvs. a raportat doar urmăriri ale acestui caz. Cazul medical îl ține echipa care tratează copilul: cereți unității {0} să vă adauge în echipă.',
  'medicalCase.noCurrentRecord': 'Cazul nu are o notificare completă din care să se deschidă cazul medical',
  'medicalCase.openedByTreatingUnit':
    'Cazul medical nu a fost încă deschis; îl deschide personalul unității care tratează copilul',
  'medicalCase.noCaseOwnerInUnit':
    'Unitatea dvs. nu are niciun responsabil de caz care să gestioneze cazul medical. Cereți administratorului unității să numească unul, apoi deschideți cazul medical.',
  'medicalCase.lastCaseOwner':
    'Este ultimul responsabil de caz al unității, iar unitatea tratează cazuri medicale. Numiți întâi alt responsabil de caz sau transferați cazurile.',
  'medicalCase.unitTreatsCases':
    'Unitatea are cazuri medicale deschise ({0}). Transferați-le întâi altei unități, apoi ștergeți unitatea.',
  'medicalCase.joinNotAllowed':
    'Puteți cere să intrați în echipă doar dacă unitatea dvs. raportează cazul și nu vedeți deja cazul medical',
  'medicalCase.joinAlreadyRequested': 'Ați cerut deja să intrați în echipă; cererea așteaptă răspunsul',
  'medicalCase.joinNeedsTransfer':
    'În echipă intră doar personalul unității care tratează copilul sau al unei unități centrale; pentru altă unitate, transferați cazul',
  'medicalCase.joinAlreadyDecided': 'Cererea a fost deja acceptată sau refuzată',
};
export const medicalCaseMessagesEn: Record<string, string> = {
  'medicalCase.keptByAnotherTeam':
    "The medical case is kept by the team of {0}. Ask that unit's case owner to add you to the team.",
  'medicalCase.askTreatingTeam':
    'Your unit has reported only follow-ups of this case. The medical case is kept by the team treating the child: ask {0} to add you to the team.',
  'medicalCase.noCurrentRecord': 'The case has no completed notification to open the medical case from',
  'medicalCase.openedByTreatingUnit':
    "The medical case has not been opened yet; the treating unit's staff opens it",
  'medicalCase.noCaseOwnerInUnit':
    'Your unit has no case owner to manage the medical case. Ask your unit administrator to name one, then open the medical case.',
  'medicalCase.lastCaseOwner':
    "This is the unit's last case owner and the unit treats medical cases. Name another case owner first, or transfer the cases.",
  'medicalCase.unitTreatsCases':
    'The unit has open medical cases ({0}). Transfer them to another unit first, then delete the unit.',
  'medicalCase.joinNotAllowed':
    'You may ask to join the team only when your unit reports the case and you do not already see its medical case',
  'medicalCase.joinAlreadyRequested': 'You have already asked to join the team; the request awaits an answer',
  'medicalCase.joinNeedsTransfer':
    "Only the treating unit's staff or a Central unit's staff join the team; for another unit, transfer the case",
  'medicalCase.joinAlreadyDecided': 'The request was already accepted or refused',
};
