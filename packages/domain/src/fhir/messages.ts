/**
 * The diagnostics of the intake's OperationOutcomes, in the caller's language (Accept-Language,
 * Romanian by default). A hospital's integrator reads them in logs: each says what to send instead.
 */
export const fhirMessagesRo = {
  'fhir.jwksInvalid': 'Setul de chei (JWKS) conține o cheie publică RSA sau EC nevalidă.',
  'fhir.mediaType': 'Se acceptă doar application/fhir+json.',
  'fhir.json': 'Corpul cererii nu este JSON valid.',
  'fhir.unauthorized': 'Lipsește tokenul de acces sau nu mai este valabil (clientul a fost revocat?).',
  'fhir.scope': 'Tokenul nu dă dreptul de a scrie raportări (system/Bundle.write).',
  'fhir.structure': 'Structură FHIR R4 invalidă: {0}',
  'fhir.bundleType': 'Tipul pachetului trebuie să fie {0}.',
  'fhir.messageHeader': 'Prima intrare a pachetului de mesaj trebuie să fie un MessageHeader.',
  'fhir.focus': 'MessageHeader.focus trebuie să indice un pachet de conținut (Bundle) din același mesaj.',
  'fhir.composition': 'Pachetul de conținut trebuie să înceapă cu o Composition.',
  'fhir.unresolved': 'Referința {0} nu indică o resursă din pachet.',
  'fhir.patientMissing': 'Lipsește resursa Patient a copilului raportat.',
  'fhir.patientMany':
    'Pachetul numește mai mulți pacienți; se trimite câte o raportare pentru fiecare copil.',
  'fhir.identifierSystem': 'Sistemul de identificare {0} nu este acceptat (se acceptă: {1}).',
  'fhir.cnpMissing': 'Pacientul nu are un CNP sau un pașaport într-un sistem de identificare acceptat.',
  'fhir.cnpInvalid': 'CNP-ul {0} nu este valid.',
  'fhir.conditionMissing': 'Lipsește diagnosticul principal de cancer (Condition).',
  'fhir.otherUnit':
    'Unitatea numită ({0}) nu este unitatea clientului; se raportează doar pentru propria unitate.',
  'fhir.identifierMissing':
    'Pachetul trebuie să aibă Bundle.identifier sau Composition.identifier (pentru recunoașterea retrimiterii).',
  'fhir.alreadyCompleted':
    'Notificarea creată de această raportare a fost deja completată; nu a fost modificată.',
  'fhir.refused': 'Registrul a refuzat notificarea: {0}',
  'fhir.created': 'Ciornă de notificare creată: {0}.',
  'fhir.updated': 'Ciorna de notificare {0} a fost actualizată.',
  'fhir.unchanged': 'Raportarea a mai fost primită și a produs notificarea {0}.',
} as const;
export type FhirMessageKey = keyof typeof fhirMessagesRo;

export const fhirMessagesEn: Record<FhirMessageKey, string> = {
  'fhir.jwksInvalid': 'The key set (JWKS) holds an RSA or EC public key that is not valid.',
  'fhir.mediaType': 'Only application/fhir+json is accepted.',
  'fhir.json': 'The request body is not valid JSON.',
  'fhir.unauthorized': 'The access token is missing or no longer valid (was the client revoked?).',
  'fhir.scope': 'The token does not grant writing reports (system/Bundle.write).',
  'fhir.structure': 'Invalid FHIR R4 structure: {0}',
  'fhir.bundleType': 'The bundle type must be {0}.',
  'fhir.messageHeader': "The message bundle's first entry must be a MessageHeader.",
  'fhir.focus': 'MessageHeader.focus must point at a content Bundle carried in the same message.',
  'fhir.composition': 'The content bundle must start with a Composition.',
  'fhir.unresolved': 'The reference {0} does not resolve to a resource in the bundle.',
  'fhir.patientMissing': "The reported child's Patient resource is missing.",
  'fhir.patientMany': 'The bundle names more than one patient; send one report per child.',
  'fhir.identifierSystem': 'The identifier system {0} is not accepted (accepted: {1}).',
  'fhir.cnpMissing': 'The patient has no CNP or passport under an accepted identifier system.',
  'fhir.cnpInvalid': 'The CNP {0} is not valid.',
  'fhir.conditionMissing': 'The primary cancer diagnosis (Condition) is missing.',
  'fhir.otherUnit': "The named unit ({0}) is not the client's unit; a client reports for its own unit only.",
  'fhir.identifierMissing':
    'The bundle needs Bundle.identifier or Composition.identifier (so that a resend is recognised).',
  'fhir.alreadyCompleted': 'The notification this report created is already completed; it was not changed.',
  'fhir.refused': 'The registry refused the notification: {0}',
  'fhir.created': 'Draft notification created: {0}.',
  'fhir.updated': 'Draft notification {0} updated.',
  'fhir.unchanged': 'The report was received before and produced notification {0}.',
};

export function fhirMessage(key: FhirMessageKey, language: 'ro' | 'en', params: readonly string[] = []) {
  const text = (language === 'en' ? fhirMessagesEn : fhirMessagesRo)[key];
  return text.replace(/\{(\d)\}/g, (_, i) => params[Number(i)] ?? '');
}
