/** Romanian texts of the notification message codes (spec 02 §8). */
export const notificationMessagesRo: Record<string, string> = {
  'notification.dateRange': 'Data trebuie să fie între 01-01-1990 și data curentă',
  'notification.dateBeforeBirth': 'Data nu poate fi anterioară datei nașterii',
  'notification.dateBeforeDiagnostic': 'Data nu poate fi anterioară datei diagnosticului',
  'notification.dateBeforeStart': 'Data de sfârșit nu poate fi anterioară datei de început',
  'notification.histopathologyResultMissing': 'Examen histopatologic: lipsește rezultatul sau atașamentul',
  'notification.imagisticsResultMissing': 'Examen imagistic: lipsește rezultatul sau atașamentul',
  'notification.minElements': 'Selectați cel puțin {0} elemente',
  'notification.deadPatientReason': 'Pentru un pacient decedat motivul raportării trebuie să fie {0} (Deces)',
  'notification.wrongChemoConfiguration':
    'Chimioterapia necesită un protocol terapeutic sau un alt protocol (tratament primar sau ulterior)',
  'notification.crossDate1': '1. Data nașterii nu poate fi după data debutului clinic',
  'notification.crossDate2':
    '2. Data debutului clinic sau data nașterii nu poate fi după data diagnosticului',
  'notification.crossDate3':
    '3. Data diagnosticului, data debutului clinic sau data nașterii nu poate fi după cea mai veche dată de tratament',
  'notification.crossDate4':
    '4. Data nașterii, data debutului clinic, data diagnosticului sau cea mai recentă dată de tratament nu poate fi după data decesului',
  'notification.missingFieldsInSections': 'Există câmpuri necompletate sau invalide în secțiunile marcate',
  'notification.hardSaveInvalid':
    'Completați datele pacientului și datele fișei înainte de a atașa documente',
  'notification.saved': 'Fișa de notificare a fost salvată',
  'notification.deleteConfirm': 'Sigur doriți să ștergeți fișa de notificare?',
  'notification.deleted': 'Fișa de notificare a fost ștearsă',
  'notification.deletedNotice': 'Această fișă de notificare a fost ștearsă',
  'notification.notLastNotification':
    'Nu este ultima fișă de notificare a cazului și nu mai poate fi modificată',
  'notification.invalidAssociation':
    'Asocierea dintre codul topografic și codul morfologic este probabil invalidă',
  'notification.draftExists':
    'Există deja o fișă în lucru pentru acest pacient și acest cod morfologic; a fost deschisă aceasta',
  'notification.patientSharedByUnits':
    'Pacientul este raportat și de alte unități: datele generale vor fi actualizate pentru toate',
  'notification.similarChildInRegistry':
    'Un copil cu o identitate asemănătoare este deja în registru: un evaluator va verifica dacă este același copil',
  'notification.patientChangeProposed':
    'Copilul este în grija altor unități: datele generale diferite pe care le-ați introdus au fost trimise spre acceptare unităților care îl îngrijesc sau unui evaluator; până atunci registrul păstrează datele existente',
  'notification.saveFirst': 'Salvați fișa de notificare înainte de a atașa documente',
  'notification.onlyOneArchive': 'Este permisă o singură arhivă',
  'notification.uploadSuccess': 'Documentul a fost încărcat',
  'notification.readonlyChanged': 'Nu aveți dreptul să modificați această secțiune',
  'notification.noCaseToFollow':
    'Registrul nu are încă un caz pentru acest pacient și acest cod de morfologie: alegeți un motiv de diagnostic nou (1, 7 sau 10)',
  'notification.possibleSameTumour':
    'Atenție: după regulile IARC/IACR ale tumorilor primare multiple, această tumoră pare aceeași cu un caz existent al pacientului ({0})',
  'notification.unitNotYours': 'Puteți raporta doar pentru unitățile în care lucrați',
  'notification.caseMoved': 'Cazul a fost între timp modificat sau șters',
  'notification.trackingStatusWithDisease':
    'O progresie sau o recidivă se raportează cu statusul de urmărire „În viață, cu boală”',
  'notification.trackingStatusDead': 'Un deces se raportează cu statusul de urmărire „Decedat”',
  'notification.contactAfterPrevious':
    'Ultimul contact trebuie să fie după ultimul contact din notificarea anterioară ({0})',
  'notification.contactAfterPreviousRecord':
    'Ultimul contact trebuie să fie după ultimul contact din notificarea anterioară',
  'notification.tooManyLookups':
    'Prea multe căutări de pacienți: limita protejează datele copiilor. Încercați din nou peste {0} minute',
  'notification.dcoAlive':
    'Baza de diagnostic „doar certificat de deces” (0) este pentru un copil decedat: înregistrați decesul sau alegeți baza pe care s-a pus diagnosticul',
  'notification.dcoWithHistology':
    'Un examen histopatologic arată că diagnosticul a fost pus în timpul vieții: baza de diagnostic nu poate fi „doar certificat de deces” (0)',
  'notification.dcoWithTreatment':
    'Copilul a fost tratat, deci diagnosticul a fost pus în timpul vieții: baza de diagnostic nu poate fi „doar certificat de deces” (0)',
  'notification.codedPair.topography': 'Codul topografic nu aparține localizării tumorii alese',
  'notification.codedPair.laterality': 'Lateralitatea nu se potrivește codului topografic ales',
  'notification.codedPair.city': 'Localitatea nu se află în județul ales',
  'notification.codedPair.morphology':
    'Codul morfologic trebuie să fie unul dintre codurile comportamentului ales',
  'notification.codedPair.iccc3': 'Grupa ICCC-3 nu aparține grupei alese deasupra ei',
  'notification.codedPair.iccc3Association':
    'Grupa ICCC-3 nu este cea dată de codurile morfologic și topografic',
  'notification.codedPair.toronto': 'Nivelul Toronto nu aparține clasei sau nivelului ales deasupra lui',
  'notification.codedPair.tnm':
    'Valoarea TNM necesită un tip de stadializare și trebuie să fie una dintre valorile lui',
  'notification.dcoBeforeDeath':
    'O înregistrare „doar certificat de deces” (baza 0) are ca dată a diagnosticului data decesului: un diagnostic datat mai devreme a fost pus în timpul vieții',
};
