/** Texts of the medical team and recommendation message codes (spec 01 §8 "Patient, profile and case"). */
export const medicalTeamMsg = {
  alreadyMember: 'medicalTeam.alreadyMember',
  transferredOrDeleted: 'medicalCase.transferredOrDeleted',
  noMoreRights: 'medicalCase.noMoreRights',
  notOfTreatingUnit: 'medicalTeam.notOfTreatingUnit',
  notOfCentralUnit: 'medicalTeam.notOfCentralUnit',
  ownerNotOfUnit: 'medicalTeam.ownerNotOfUnit',
  ownerNotCaseOwner: 'medicalTeam.ownerNotCaseOwner',
  ownerIsNotMember: 'medicalTeam.ownerIsNotMember',
} as const;

export const medicalTeamMessagesRo: Record<string, string> = {
  'medicalTeam.alreadyMember': 'Echipa are deja acest membru',
  'medicalCase.transferredOrDeleted': 'Operația a eșuat deoarece cazul a fost deja transferat sau șters',
  'medicalCase.noMoreRights': 'Nu mai aveți drepturi asupra cazului medical',
  'medicalTeam.notOfTreatingUnit': 'Echipa locală se alcătuiește din personalul unității care tratează cazul',
  'medicalTeam.notOfCentralUnit': 'Echipa centrală se alcătuiește din personalul unei unități centrale',
  'medicalTeam.ownerNotOfUnit': 'Responsabilul de caz trebuie să fie angajat al unității alese',
  'medicalTeam.ownerNotCaseOwner':
    'Responsabilul de caz trebuie să aibă permisiunea „Responsabil de caz” în unitatea aleasă',
  'medicalTeam.ownerIsNotMember':
    'Responsabilul de caz nu se poate scoate din echipă; transferați cazul altui responsabil',
};
export const medicalTeamMessagesEn: Record<string, string> = {
  'medicalTeam.alreadyMember': 'The team already has this member',
  'medicalCase.transferredOrDeleted': 'Operation failed because the case was already transferred or deleted',
  'medicalCase.noMoreRights': 'No more rights on medical case',
  'medicalTeam.notOfTreatingUnit': "The local team is made of the treating unit's staff",
  'medicalTeam.notOfCentralUnit': "The central team is made of a Central unit's staff",
  'medicalTeam.ownerNotOfUnit': 'The case owner must be an employee of the chosen unit',
  'medicalTeam.ownerNotCaseOwner': 'The case owner must hold the Case owner permission on the chosen unit',
  'medicalTeam.ownerIsNotMember':
    'The case owner cannot be removed from the team; transfer the case to another owner',
};
