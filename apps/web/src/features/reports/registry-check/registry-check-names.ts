import { qualityCheckNames, qualityMessage } from '@registry/domain/notification/quality-messages';
import { MULTIPLE_PRIMARIES_CHECK } from '@registry/domain/reports/registry-check/contracts';
import type { TFunction } from 'i18next';
import type { RegistryCheckRecord } from './registry-check-api';

const languageOf = (language: string) => (language === 'en' ? 'en' : 'ro');

/** A check's name as the notification form shows it; the multiple-primary pass is this report's own. */
export function checkName(checkId: string, t: TFunction, language: string) {
  if (checkId === MULTIPLE_PRIMARIES_CHECK) return t('registryCheck.multiplePrimaries');
  return qualityCheckNames[languageOf(language)][checkId] ?? checkId;
}

/** What the record's finding says, in the form's words (with its parameters filled in). */
export function findingMessage(record: RegistryCheckRecord, t: TFunction, language: string) {
  const prefix = 'multiplePrimaries.';
  if (record.messageKey.startsWith(prefix))
    return t(`registryCheck.messages.${record.messageKey.slice(prefix.length)}`, record.params);
  return qualityMessage(record, languageOf(language));
}
