/** Messages of the duplicates queue and of merges (issue 27). */
export const duplicateMsg = {
  pairDecided: 'duplicates.pairDecided',
  patientRetired: 'duplicates.patientRetired',
  survivorNotInPair: 'duplicates.survivorNotInPair',
  possibleTwins: 'duplicates.possibleTwins',
  alreadyUnmerged: 'duplicates.alreadyUnmerged',
  changedSinceMerge: 'duplicates.changedSinceMerge',
  laterMerge: (mergeId: number) => `duplicates.laterMerge_${mergeId}`,
} as const;

export const duplicateMessagesRo: Record<string, string> = {
  'duplicates.pairDecided': 'Perechea a primit deja un răspuns; reîncărcați lista',
  'duplicates.patientRetired': 'Unul dintre pacienți a fost deja unit cu altul; reîncărcați lista',
  'duplicates.survivorNotInPair': 'Pacientul păstrat trebuie să fie unul dintre cei doi ai perechii',
  'duplicates.possibleTwins':
    'Perechea poate fi de gemeni (același nume de familie, aceeași dată de naștere, prenume diferite sau două CNP-uri valide): confirmați că este același copil',
  'duplicates.alreadyUnmerged': 'Unirea a fost deja anulată',
  'duplicates.changedSinceMerge':
    'Datele copilului s-au schimbat după unire (notificări sau cazuri noi): unirea nu mai poate fi anulată automat',
  'duplicates.laterMerge':
    'O unire mai recentă (nr. {0}) privește acești pacienți: anulați-o mai întâi pe aceea',
};

export const duplicateMessagesEn: Record<string, string> = {
  'duplicates.pairDecided': 'The pair was already answered; reload the list',
  'duplicates.patientRetired': 'One of the patients was already merged into another; reload the list',
  'duplicates.survivorNotInPair': 'The patient kept must be one of the two of the pair',
  'duplicates.possibleTwins':
    'The pair may be twins (one surname and birth date, different given names or two valid CNPs): confirm that they are one child',
  'duplicates.alreadyUnmerged': 'The merge was already undone',
  'duplicates.changedSinceMerge':
    "The child's records changed after the merge (new notifications or cases): the merge can no longer be undone automatically",
  'duplicates.laterMerge': 'A later merge (no. {0}) involves these patients: undo that one first',
};
