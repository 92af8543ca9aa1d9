import type { Language } from '../shared/messages';

type Labels = Record<string, { ro: string; en: string }>;

/**
 * The audit trail's actions in words (issue 17 item 8): a reader sees "Notificare citită", never
 * `notification.read`. Every action the API writes has an entry (a test reads the API's sources);
 * an unknown code is shown as it is, so nothing is hidden.
 */
export const auditActionLabels: Labels = {
  'login.succeeded': { ro: 'Autentificare reușită', en: 'Signed in' },
  'login.failed': { ro: 'Autentificare eșuată', en: 'Sign-in failed' },
  'login.locked': { ro: 'Cont blocat după încercări eșuate', en: 'Locked after failed sign-ins' },
  'login.refused-locked': { ro: 'Autentificare refuzată (cont blocat)', en: 'Sign-in refused (locked)' },
  'login.twofa-sent': { ro: 'Cod de autentificare trimis', en: 'Sign-in code sent' },
  'login.throttled': {
    ro: 'Autentificare amânată după încercări eșuate',
    en: 'Sign-in delayed after failed attempts',
  },
  'login.owner-warned': {
    ro: 'Titular anunțat de încercări eșuate',
    en: 'Owner warned of failed sign-ins',
  },
  logout: { ro: 'Deconectare', en: 'Signed out' },
  'token.reuse': { ro: 'Reutilizare de sesiune respinsă', en: 'Session token reuse refused' },
  'password-reset.requested': { ro: 'Resetare parolă cerută', en: 'Password reset requested' },
  'password-reset.failed': { ro: 'Resetare parolă eșuată', en: 'Password reset failed' },
  'password-reset.completed': { ro: 'Parolă resetată', en: 'Password reset' },
  'account.confirmed': { ro: 'Cont confirmat', en: 'Account confirmed' },
  'account.confirm-failed': { ro: 'Confirmare cont eșuată', en: 'Account confirmation failed' },
  'profile.updated': { ro: 'Profil modificat', en: 'Profile updated' },
  'user.created': { ro: 'Utilizator adăugat', en: 'User added' },
  'user.updated': { ro: 'Utilizator modificat', en: 'User updated' },
  'user.deleted': { ro: 'Utilizator șters', en: 'User deleted' },
  'unit.created': { ro: 'Unitate raportoare adăugată', en: 'Reporting unit added' },
  'unit.updated': { ro: 'Unitate raportoare modificată', en: 'Reporting unit updated' },
  'unit.deleted': { ro: 'Unitate raportoare ștearsă', en: 'Reporting unit deleted' },
  'employee.created': { ro: 'Angajat adăugat', en: 'Employee added' },
  'employee.updated': { ro: 'Angajat modificat', en: 'Employee updated' },
  'employee.deleted': { ro: 'Angajat șters', en: 'Employee deleted' },
  'agreement.downloaded': {
    ro: 'Acord de confidențialitate descărcat',
    en: 'Confidentiality agreement downloaded',
  },
  'document.created': { ro: 'Document util adăugat', en: 'Useful document added' },
  'document.updated': { ro: 'Document util modificat', en: 'Useful document updated' },
  'document.deleted': { ro: 'Document util șters', en: 'Useful document deleted' },
  'email.sent': { ro: 'E-mail trimis', en: 'E-mail sent' },
  'email.refused': {
    ro: 'E-mail refuzat (destinatar nepermis sau necunoscut)',
    en: 'E-mail refused (recipient not allowed or unknown)',
  },
  'email.rate-limited': {
    ro: 'E-mail refuzat (limită de mesaje atinsă)',
    en: 'E-mail refused (message limit reached)',
  },
  'email.send-failed': {
    ro: 'E-mail netrimis (eroare de trimitere)',
    en: 'E-mail not sent (delivery failed)',
  },
  'notification.read': { ro: 'Notificare citită', en: 'Notification read' },
  'notification.prefill-read': {
    ro: 'Caz citit pentru o notificare nouă',
    en: 'Case read to prefill a new notification',
  },
  'patient.read': { ro: 'Pacient citit', en: 'Patient read' },
  'patient.updated': { ro: 'Pacient modificat', en: 'Patient updated' },
  'patient.change-proposed': {
    ro: 'Modificare a datelor generale propusă de altă unitate',
    en: 'Change of the general data proposed by another unit',
  },
  'patient.change-accepted': { ro: 'Modificare propusă acceptată', en: 'Proposed change accepted' },
  'patient.change-refused': { ro: 'Modificare propusă refuzată', en: 'Proposed change refused' },
  'patient.holding-requested': {
    ro: 'Cerere a unei unități de a îngriji un copil îngrijit de alte unități',
    en: "A unit's request to hold a child other units hold",
  },
  'patient.holding-confirmed': {
    ro: 'Cerere de îngrijire a copilului confirmată',
    en: 'Request to hold the child confirmed',
  },
  'patient.holding-refused': {
    ro: 'Cerere de îngrijire a copilului refuzată',
    en: 'Request to hold the child refused',
  },
  'fhir.client-registered': {
    ro: 'Client FHIR al unității înregistrat',
    en: "Unit's FHIR client registered",
  },
  'fhir.client-revoked': { ro: 'Client FHIR al unității revocat', en: "Unit's FHIR client revoked" },
  'fhir.token-issued': { ro: 'Token FHIR emis unui client', en: 'FHIR token issued to a client' },
  'fhir.bundle-received': { ro: 'Raportare FHIR primită', en: 'FHIR report received' },
  'fhir.bundle-refused': { ro: 'Raportare FHIR refuzată', en: 'FHIR report refused' },
  'fhir.intake-read': { ro: 'Raportare FHIR primită citită', en: 'Received FHIR report read' },
  'patient.file-read': { ro: 'Fișier al pacientului descărcat', en: 'Patient file downloaded' },
  'patient.lookup': {
    ro: 'Pacient căutat după identificator',
    en: 'Patient looked up by identifier',
  },
  'patient.duplicate-search': {
    ro: 'Căutare de copii care pot fi același copil',
    en: 'Search for children who may be the same child',
  },
  'patient.lookup-refused': {
    ro: 'Căutare de pacient refuzată (limită atinsă)',
    en: 'Patient look-up refused (limit reached)',
  },
  'notification.qualityCheckConfirmed': {
    ro: 'Verificare de calitate confirmată',
    en: 'Quality check confirmed as verified',
  },
  'registryCheck.started': {
    ro: 'Verificarea întregului registru pornită',
    en: 'Whole-registry check started',
  },
  'registryCheck.finished': {
    ro: 'Verificarea întregului registru încheiată',
    en: 'Whole-registry check finished',
  },
  'notification.created': { ro: 'Notificare adăugată', en: 'Notification added' },
  'notification.updated': { ro: 'Notificare modificată', en: 'Notification updated' },
  'notification.deleted': { ro: 'Notificare ștearsă', en: 'Notification deleted' },
  'case.reviewed': { ro: 'Caz evaluat', en: 'Case reviewed' },
  // Duplicates queue and merges (issue 27).
  'duplicates.pair-read': {
    ro: 'Pereche de posibili duplicați citită',
    en: 'Possible duplicate pair read',
  },
  'duplicates.answered': {
    ro: 'Pereche de posibili duplicați evaluată',
    en: 'Possible duplicate pair answered',
  },
  'patient.merged': { ro: 'Pacienți uniți (același copil)', en: 'Patients merged (same child)' },
  'patient.unmerged': { ro: 'Unire de pacienți anulată', en: 'Patient merge undone' },
  'case.merged': { ro: 'Caz modificat de o unire de pacienți', en: 'Case changed by a patient merge' },
  'attachment.uploaded': { ro: 'Fișier atașat', en: 'File attached' },
  'attachment.downloaded': { ro: 'Fișier atașat descărcat', en: 'Attachment downloaded' },
  'attachment.deleted': { ro: 'Fișier atașat șters', en: 'Attachment deleted' },
  'medicalCase.opened': { ro: 'Caz medical deschis', en: 'Medical case opened' },
  'medicalCase.joinRequested': {
    ro: 'Cerere de intrare în echipa medicală',
    en: 'Request to join the medical team',
  },
  'medicalCase.read': { ro: 'Caz medical citit', en: 'Medical case read' },
  'medicalCase.updated': { ro: 'Caz medical modificat', en: 'Medical case updated' },
  'medicalCase.transferred': { ro: 'Caz medical transferat', en: 'Medical case transferred' },
  'medicalCase.deleted': {
    ro: 'Caz medical șters odată cu cazul de cancer',
    en: 'Medical case deleted with its cancer case',
  },
  'medicalTeam.memberAdded': { ro: 'Membru adăugat în echipa medicală', en: 'Medical team member added' },
  'medicalTeam.memberRemoved': { ro: 'Membru scos din echipa medicală', en: 'Medical team member removed' },
  'medicalTeam.joinAccepted': {
    ro: 'Cerere de intrare în echipă acceptată',
    en: 'Request to join the team accepted',
  },
  'medicalTeam.joinRefused': {
    ro: 'Cerere de intrare în echipă refuzată',
    en: 'Request to join the team refused',
  },
  'recommendation.added': { ro: 'Recomandare adăugată', en: 'Recommendation added' },
  'recommendation.edited': { ro: 'Recomandare modificată', en: 'Recommendation edited' },
  'recommendation.deleted': { ro: 'Recomandare ștearsă', en: 'Recommendation deleted' },
  'recommendation.documentRead': {
    ro: 'Documentul recomandării deschis',
    en: 'Recommendation document opened',
  },
  'intervention.created': { ro: 'Intervenție planificată', en: 'Intervention planned' },
  'intervention.read': { ro: 'Intervenție citită', en: 'Intervention read' },
  'intervention.updated': { ro: 'Intervenție modificată', en: 'Intervention updated' },
  'intervention.completed': { ro: 'Intervenție finalizată', en: 'Intervention completed' },
  'intervention.canceled': { ro: 'Intervenție anulată', en: 'Intervention canceled' },
  'intervention.rescheduled': { ro: 'Intervenție reprogramată', en: 'Intervention rescheduled' },
  'intervention.documentAdded': { ro: 'Document adăugat la intervenție', en: 'Intervention document added' },
  'intervention.documentRead': { ro: 'Documentul intervenției deschis', en: 'Intervention document opened' },
  'intervention.documentDeleted': {
    ro: 'Documentul intervenției șters',
    en: 'Intervention document deleted',
  },
  'report.exported': { ro: 'Date exportate', en: 'Data exported' },
  'import.notifications': { ro: 'Notificări importate', en: 'Notifications imported' },
  'import.notifications.refused': {
    ro: 'Import de notificări respins (rânduri greșite)',
    en: 'Notification import refused (wrong rows)',
  },
  'population.imported': { ro: 'Populație importată', en: 'Population imported' },
  'population.import.refused': {
    ro: 'Import de populație respins (linii greșite)',
    en: 'Population import refused (wrong lines)',
  },
  'import.vitalStatus': { ro: 'Statusuri vitale importate', en: 'Vital statuses imported' },
  'import.vitalStatus.refused': {
    ro: 'Import de statusuri vitale respins (rânduri greșite)',
    en: 'Vital-status import refused (wrong rows)',
  },
  'audit-trail.read': { ro: 'Jurnal de audit consultat', en: 'Audit trail searched' },
  'audit-trail.exported': { ro: 'Jurnal de audit exportat', en: 'Audit trail exported' },
};

/** The kinds of record a row names (the `entity` column). */
export const auditRecordKindLabels: Labels = {
  patient: { ro: 'Pacient', en: 'Patient' },
  duplicate_pair: { ro: 'Pereche de posibili duplicați', en: 'Possible duplicate pair' },
  patient_merge: { ro: 'Unire de pacienți', en: 'Patient merge' },
  cancer_notification: { ro: 'Notificare', en: 'Notification' },
  cancer_case: { ro: 'Caz de cancer', en: 'Cancer case' },
  notification_attachment: { ro: 'Fișier atașat', en: 'Attachment' },
  user: { ro: 'Utilizator', en: 'User' },
  email: { ro: 'Adresă de e-mail', en: 'E-mail address' },
  reporting_unit: { ro: 'Unitate raportoare', en: 'Reporting unit' },
  employee: { ro: 'Angajat', en: 'Employee' },
  employee_agreement: { ro: 'Acord de confidențialitate', en: 'Confidentiality agreement' },
  fhir_client: { ro: 'Client FHIR al unității', en: "Unit's FHIR client" },
  useful_document: { ro: 'Document util', en: 'Useful document' },
  audit_log: { ro: 'Jurnal de audit', en: 'Audit trail' },
  import: { ro: 'Import din fișier', en: 'File import' },
  report: { ro: 'Export', en: 'Export' },
  medical_case: { ro: 'Caz medical', en: 'Medical case' },
  medical_case_recommendation: { ro: 'Recomandare', en: 'Recommendation' },
  clinical_intervention: { ro: 'Intervenție clinică', en: 'Clinical intervention' },
  registry_check_run: { ro: 'Verificarea registrului', en: 'Registry check' },
  population: { ro: 'Populație (denominatori)', en: 'Population (denominators)' },
};

/**
 * What an export row names (issue 23 item 7): the `entity_id` of a `report` row is the export's
 * layout or report id, which a reader should see as the export's name, not as "#encr".
 */
export const auditExportLabels: Labels = {
  native: { ro: 'Export nativ', en: 'Native export' },
  'rich-native': { ro: 'Export nativ complet', en: 'Rich native export' },
  encr: { ro: 'Export ENCR', en: 'ENCR export' },
  concord: { ro: 'Export CONCORD', en: 'CONCORD export' },
  encoded: { ro: 'Export codificat', en: 'Encoded export' },
  'anonymised-rich-native': {
    ro: 'Export anonimizat (panoul executivului)',
    en: 'Anonymised export (executive dashboard)',
  },
  notifications: { ro: 'Export de notificări', en: 'Notifications export' },
  incidence: { ro: 'Raport de incidență (Excel)', en: 'Incidence report (Excel)' },
  'data-quality': { ro: 'Raport de calitate a datelor (Excel)', en: 'Data quality report (Excel)' },
  survival: { ro: 'Raport de supraviețuire (Excel)', en: 'Survival report (Excel)' },
};

export const auditActionLabel = (code: string, language: Language) =>
  auditActionLabels[code]?.[language] ?? code;
export const auditRecordKindLabel = (kind: string | null, language: Language) =>
  kind == null ? null : (auditRecordKindLabels[kind]?.[language] ?? kind);

/**
 * The record a row names, in words: an export by its name; any other record by its kind and id
 * ("Pacient #12"). An export id without a label keeps the "#id" form, so nothing is hidden.
 */
export const auditRecordLabel = (kind: string | null, id: string | null, language: Language) => {
  if (kind == null) return '';
  const named = kind === 'report' && id != null ? auditExportLabels[id]?.[language] : undefined;
  if (named) return named;
  const label = auditRecordKindLabel(kind, language);
  return id ? `${label} #${id}` : (label ?? '');
};
