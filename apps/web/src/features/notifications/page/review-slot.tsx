import { isReviewer } from '@registry/domain/identity/session';
import type { Notification } from '@registry/domain/notification/model';
import { useFormState, useWatch } from 'react-hook-form';
import { useSession } from '../../../shared/auth/auth-store';
import { CaseReviewAction } from '../../cases/case-review-action';

/**
 * The reviewer's "mark reviewed" in the action bar, on the record that is the case's current one
 * (a superseded or unfinished record is not what the review marks).
 */
export function ReviewSlot({ caseId, onReviewed }: { caseId: number | null; onReviewed: () => void }) {
  const session = useSession();
  const [isCancerCase, identifier] = useWatch<Notification>({
    name: ['isCancerCase', 'patientDetails.identifier'],
  }) as [boolean, string | null];
  const { isDirty } = useFormState<Notification>();
  if (!session || !isReviewer(session) || !caseId || !isCancerCase || !identifier) return null;
  return (
    <CaseReviewAction caseId={caseId} identifier={identifier} blocked={isDirty} onReviewed={onReviewed} />
  );
}
