import { qualityCheckNames, qualityMessage } from '@registry/domain/notification/quality-messages';
import {
  BASIS_OF_DIAGNOSIS_CHECK,
  MULTIPLE_PRIMARIES_CHECK,
} from '@registry/domain/reports/registry-check/contracts';
import { FOLLOW_UP_CHECK } from '@registry/domain/reports/registry-check/follow-up-pass';
import type { TFunction } from 'i18next';
import { translateMessage } from '../../../shared/i18n/i18n';
import type { RegistryCheckRecord } from './registry-check-api';

const languageOf = (language: string) => (language === 'en' ? 'en' : 'ro');

/** A check's name as the notification form shows it; the multiple-primary and follow-up passes are this report's own. */
export function checkName(checkId: string, t: TFunction, language: string) {
  if (checkId === MULTIPLE_PRIMARIES_CHECK) return t('registryCheck.multiplePrimaries');
  if (checkId === BASIS_OF_DIAGNOSIS_CHECK) return t('registryCheck.basisOfDiagnosis');
  if (checkId === FOLLOW_UP_CHECK) return t('registryCheck.childFollowUp');
  return qualityCheckNames[languageOf(language)][checkId] ?? checkId;
}

/** What the record's finding says, in the form's words (with its parameters filled in). */
export function findingMessage(record: RegistryCheckRecord, t: TFunction, language: string) {
  for (const prefix of ['multiplePrimaries.', 'followUp.'])
    if (record.messageKey.startsWith(prefix))
      return t(`registryCheck.messages.${record.messageKey.slice(prefix.length)}`, record.params);
  // The basis-of-diagnosis findings are the save's own refusals, in the save's words.
  if (record.messageKey.startsWith('notification.')) return translateMessage(record.messageKey);
  return qualityMessage(record, languageOf(language));
}
