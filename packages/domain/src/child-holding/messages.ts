/** Messages of the holding requests (issue 38: a unit holds a child others hold only once confirmed). */
export const holdingMsg = {
  decided: 'holding.decided',
  notYours: 'holding.notYours',
  awaitsConfirmation: 'holding.awaitsConfirmation',
} as const;

export const holdingMessagesRo: Record<string, string> = {
  'holding.decided': 'Cererea a fost deja hotărâtă; reîncărcați pagina',
  'holding.notYours':
    'Cererea unității dumneavoastră se hotărăște de unitățile care îngrijesc copilul sau de un evaluator',
  'holding.awaitsConfirmation':
    'Copilul este deja în grija altor unități: accesul unității dumneavoastră la fișa lui (date de contact, adrese, documente) așteaptă confirmarea unui evaluator sau a unei unități care îl îngrijește. Până atunci vedeți doar ce ați raportat.',
};

export const holdingMessagesEn: Record<string, string> = {
  'holding.decided': 'The request was already decided; reload the page',
  'holding.notYours': "Your unit's request is decided by the units caring for the child or by a reviewer",
  'holding.awaitsConfirmation':
    "The child is already in other units' care: your unit's access to the child's record (contacts, addresses, files) waits for a reviewer or a caring unit to confirm it. Until then you see only what you reported.",
};
