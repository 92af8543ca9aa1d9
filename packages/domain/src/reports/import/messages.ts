/** Message codes of the two imports (spec 02 §7–§8) and their Romanian and English texts. */
import { messageCode } from '../../shared/messages';

export const importMsg = {
  fileRequired: 'import.fileRequired',
  fileTooLarge: 'import.fileTooLarge',
  unreadableFile: 'import.unreadableFile',
  noRows: 'import.noRows',
  tooManyRows: (max: number) => messageCode('import.tooManyRows', max),
  badDate: 'import.badDate',
  badFlag: 'import.badFlag',
  unknownCode: 'import.unknownCode',
  duplicateInRegistry: 'import.duplicateInRegistry',
  duplicateInFile: (row: number) => messageCode('import.duplicateInFile', row),
  noCaseToFollow: 'import.noCaseToFollow',
  unknownIdentifier: 'import.unknownIdentifier',
  ambiguousIdentifier: 'import.ambiguousIdentifier',
  noCaseWithMorphology: 'import.noCaseWithMorphology',
  deathBeforeDiagnosis: 'import.deathBeforeDiagnosis',
  contactAfterStatusDate: 'import.contactAfterStatusDate',
  deathAfterStatusDate: 'import.deathAfterStatusDate',
  statusDateRange: 'import.statusDateRange',
  saveRefused: 'import.saveRefused',
  registryChanged: 'import.registryChanged',
} as const;

export const importMessagesRo: Record<string, string> = {
  'import.fileRequired': 'Alegeți un fișier .xlsx',
  'import.fileTooLarge': 'Dimensiunea fișierului trebuie să fie mai mică de 50 MB',
  'import.unreadableFile': 'Fișierul nu este un registru Excel (.xlsx) care poate fi citit',
  'import.noRows': 'Fișierul nu conține niciun rând de importat',
  'import.tooManyRows': 'Fișierul are mai mult de {0} rânduri; împărțiți-l în mai multe fișiere',
  'import.badDate': 'Dată invalidă (folosiți ZZ.LL.AAAA)',
  'import.badFlag': 'Scrieți DA sau NU',
  'import.unknownCode': 'Cod necunoscut',
  'import.duplicateInRegistry': 'Notificarea există deja în registru',
  'import.duplicateInFile': 'Rândul repetă rândul {0} al fișierului',
  'import.noCaseToFollow':
    'Registrul nu are cazul pentru acest pacient și această morfologie; motivul raportării cere un caz existent',
  'import.unknownIdentifier': 'Niciun caz nu are acest identificator',
  'import.ambiguousIdentifier': 'Identificatorul aparține mai multor cazuri; completați codul de morfologie',
  'import.noCaseWithMorphology': 'Pacientul nu are niciun caz cu această morfologie',
  'import.deathBeforeDiagnosis': 'Data decesului este înaintea datei diagnosticului',
  'import.contactAfterStatusDate': 'Data ultimului contact este după data statusului',
  'import.deathAfterStatusDate': 'Data decesului este după data statusului',
  'import.statusDateRange': 'Data statusului trebuie să fie între 01.01.1990 și astăzi',
  'import.saveRefused': 'Rândul nu a putut fi salvat',
  'import.registryChanged':
    'Registrul s-a schimbat pentru unii dintre acești pacienți în timpul importului; încărcați fișierul din nou',
};

export const importMessagesEn: Record<string, string> = {
  'import.fileRequired': 'Choose an .xlsx file',
  'import.fileTooLarge': 'File size should be less than 50 MB',
  'import.unreadableFile': 'The file is not an Excel workbook (.xlsx) that can be read',
  'import.noRows': 'The file holds no row to import',
  'import.tooManyRows': 'The file has more than {0} rows; split it into several files',
  'import.badDate': 'Invalid date (use DD.MM.YYYY)',
  'import.badFlag': 'Write YES or NO (DA or NU)',
  'import.unknownCode': 'Unknown code',
  'import.duplicateInRegistry': 'The notification is already in the registry',
  'import.duplicateInFile': 'The row repeats row {0} of the file',
  'import.noCaseToFollow':
    'The registry has no case for this patient and morphology; the reporting reason needs an existing case',
  'import.unknownIdentifier': 'No case has this identifier',
  'import.ambiguousIdentifier': 'The identifier belongs to several cases; fill in the morphology code',
  'import.noCaseWithMorphology': 'The patient has no case with this morphology',
  'import.deathBeforeDiagnosis': 'The date of death is before the date of diagnosis',
  'import.contactAfterStatusDate': 'The date of last contact is after the status date',
  'import.deathAfterStatusDate': 'The date of death is after the status date',
  'import.statusDateRange': 'The status date must be between 01/01/1990 and today',
  'import.saveRefused': 'The row could not be saved',
  'import.registryChanged':
    'The registry changed for some of these patients during the import; upload the file again',
};
