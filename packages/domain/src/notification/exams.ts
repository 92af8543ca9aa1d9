/** Histopathology, imagistics and observations (spec 02 §5). */
import { notificationMsg } from './codes';
import type { Notification } from './model';
import { hasText } from './model-fields';
import { dateRangeCode, errorCollector, type FieldErrors, type ValidationContext } from './rules';

/** An exam dated but without a result or a document says nothing (spec 02 §5). */
const resultMissing = (
  date: string | null,
  result: string | null,
  attachments: readonly unknown[],
  code: string,
) => (date !== null && !hasText(result) && attachments.length === 0 ? code : null);

export function validateHistopathology(n: Notification, ctx: ValidationContext): FieldErrors {
  const h = n.cancerHistopathology;
  const { errors, add } = errorCollector('cancerHistopathology');
  add('examinationDate', dateRangeCode(h.examinationDate, ctx.today));
  add(
    'histoResult',
    resultMissing(
      h.examinationDate,
      h.histoResult,
      h.histopathologyAttachments,
      notificationMsg.histopathologyResultMissing,
    ),
  );
  return errors;
}

export function validateImagistics(n: Notification, ctx: ValidationContext): FieldErrors {
  const i = n.cancerImagistics;
  const { errors, add } = errorCollector('cancerImagistics');
  add('imagisticsDate', dateRangeCode(i.imagisticsDate, ctx.today));
  add(
    'imagisticsResult',
    resultMissing(
      i.imagisticsDate,
      i.imagisticsResult,
      i.imagisticsAttachments,
      notificationMsg.imagisticsResultMissing,
    ),
  );
  return errors;
}
