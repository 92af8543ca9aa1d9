import type { Session } from '@registry/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { patients } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { limitedLookup } from '../notifications/patient-lookup';
import { findDuplicateCandidates } from './candidate-search.service';
import { proposeDuplicatePairs } from './duplicate-pairs.store';

/**
 * At entry (issue 27 item 2): a save that created a patient — an identity the registry did not know —
 * asks whether the registry already holds the child under another identity. Every pair found goes to
 * the reviewers' queue (source 'entry'); a probable one is told to the reporter as one sentence that
 * names nothing of the other record (the CNP look-up's minimum-necessary rule: the reporter learns only
 * that a similar child exists). That sentence is a look-up's disclosure, so it is audited and counted
 * in the user's look-up limit; over the limit the save goes on without it. Returns whether to warn.
 */
export async function checkNewChildForDuplicates(
  tx: Tx,
  request: FastifyRequest,
  session: Session,
  limits: Config['patientLookup'],
  patient: typeof patients.$inferSelect,
): Promise<boolean> {
  const candidates = await findDuplicateCandidates(tx, patient, patient.id);
  if (!candidates.length) return false;
  await proposeDuplicatePairs(
    tx,
    candidates.map((c) => ({
      patientIds: [patient.id, c.patientId],
      score: c.score,
      level: c.level,
      reasons: c.reasons,
      source: 'entry',
    })),
  );
  const probable = candidates.filter((c) => c.level === 'probable');
  if (!probable.length) return false;
  try {
    return Boolean(
      await limitedLookup(
        tx,
        request,
        session,
        limits,
        { identifier: patient.identifier, kind: 'duplicate-check' },
        async () => ({
          value: true,
          patientId: patient.id,
          resultCount: probable.length,
          // The trail keeps whom the warning was about; the answer names none of them.
          details: { disclosure: 'warning', candidatePatientIds: probable.map((c) => c.patientId) },
        }),
      ),
    );
  } catch (err) {
    // Over the limit: the refusal is audited by the look-up; the save itself is not refused.
    if (err instanceof AppError && err.statusCode === 429) return false;
    throw err;
  }
}
