/**
 * Message codes shared by the server and the browser.
 *
 * A code is a catalogue key optionally followed by `_param` parts (spec 01 §8: "a code containing
 * underscores is split into a key plus parameters"), e.g. `validation.maxLength_50`. Keys never
 * contain underscores, so the split is unambiguous.
 */
import { attachmentMessagesEn, attachmentMessagesRo } from '../attachments/messages';
import { holdingMessagesEn, holdingMessagesRo } from '../child-holding/messages';
import { interventionMessagesEn, interventionMessagesRo } from '../clinical/interventions/messages';
import { medicalCaseMessagesEn, medicalCaseMessagesRo } from '../clinical/messages';
import { medicalTeamMessagesEn, medicalTeamMessagesRo } from '../clinical/team-messages';
import { duplicateMessagesEn, duplicateMessagesRo } from '../duplicate-queue/messages';
import { fhirMessagesEn, fhirMessagesRo } from '../fhir/messages';
import { notificationMessagesEn } from '../notification/messages-en';
import { notificationMessagesRo } from '../notification/messages-ro';
import { qualityCatalogueEn, qualityCatalogueRo } from '../notification/quality-messages';
import { patientMessagesEn, patientMessagesRo } from '../patient/messages';
import { importMessagesEn, importMessagesRo } from '../reports/import/messages';
import { statisticsMessagesEn, statisticsMessagesRo } from '../reports/statistics/messages';
import { messagesEn } from './messages-en';
import { messagesRo } from './messages-ro';

export type Language = 'ro' | 'en';
export const LanguageId = { ro: 1, en: 2 } as const;
export type LanguageIdValue = (typeof LanguageId)[keyof typeof LanguageId];

export function languageFromId(id: unknown): Language {
  return Number(id) === LanguageId.en ? 'en' : 'ro';
}

export const catalogues: Record<Language, Record<string, string>> = {
  ro: {
    ...messagesRo,
    ...notificationMessagesRo,
    ...attachmentMessagesRo,
    ...importMessagesRo,
    ...patientMessagesRo,
    ...medicalCaseMessagesRo,
    ...medicalTeamMessagesRo,
    ...interventionMessagesRo,
    ...qualityCatalogueRo,
    ...statisticsMessagesRo,
    ...duplicateMessagesRo,
    ...holdingMessagesRo,
    ...fhirMessagesRo,
  },
  en: {
    ...messagesEn,
    ...notificationMessagesEn,
    ...attachmentMessagesEn,
    ...importMessagesEn,
    ...patientMessagesEn,
    ...medicalCaseMessagesEn,
    ...medicalTeamMessagesEn,
    ...interventionMessagesEn,
    ...qualityCatalogueEn,
    ...statisticsMessagesEn,
    ...duplicateMessagesEn,
    ...holdingMessagesEn,
    ...fhirMessagesEn,
  },
};

export function messageCode(key: string, ...params: (string | number)[]): string {
  return [key, ...params.map(String)].join('_');
}

export function splitMessageCode(code: string): { key: string; params: string[] } {
  const [key, ...params] = code.split('_');
  return { key, params };
}

/** Fills `{0}`, `{1}` … placeholders. */
export function formatMessage(template: string, params: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, i: string) => {
    const value = params[Number(i)];
    return value === undefined ? whole : String(value);
  });
}

/** Translates a message code; an unknown key is returned as it came, so nothing is silently lost. */
export function translateCode(code: string, language: Language): string {
  const { key, params } = splitMessageCode(code);
  const template = catalogues[language][key] ?? catalogues.ro[key];
  return template === undefined ? code : formatMessage(template, params);
}

/** The codes the shared zod contracts use. */
export const msg = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  email: 'validation.email',
  maxLength: (n: number) => messageCode('validation.maxLength', n),
  minLength: (n: number) => messageCode('validation.minLength', n),
  exactLength: (n: number) => messageCode('validation.exactLength', n),
  lengthBetween: (a: number, b: number) => messageCode('validation.lengthBetween', a, b),
  password: 'validation.password',
  termsRequired: 'validation.termsRequired',
  invalidCnp: 'validation.invalidCnp',
  fileTooLarge: 'validation.fileTooLarge',
  extensions: (list: string) => messageCode('validation.extensions', list),
  dateAfter: (d: string) => messageCode('validation.dateAfter', d),
  nulCharacter: 'validation.nulCharacter',
  /** Multipart: a text part where the route takes a file, a file where it takes text, a file twice. */
  fileExpected: 'validation.fileExpected',
  fileNotExpected: 'validation.fileNotExpected',
  fileRepeated: 'validation.fileRepeated',
  /** Multipart: a part whose Content-Disposition names no field. */
  multipartPartName: 'errors.multipartPartName',
} as const;
