import type { ConsistencyCheckName } from '@registry/domain/coding/consistency-checks-types';
import type { Notification } from '@registry/domain/notification/model';
import {
  applyConfirmations,
  QUALITY_CHECK_FIELDS,
  type QualityCheck,
  qualityChecksOf,
  type StoredConfirmation,
} from '@registry/domain/notification/quality-checks';
import { todayIso } from '@registry/domain/patient/cnp';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { request } from '../../../shared/http/http-client';
import { showToast } from '../../../shared/ui/ui-events';
import type { Lookups } from '../form/lookups';
import './locales/register';

/** Every field any check reads: the checks run again only when one of these changes. */
const WATCHED = [...new Set(Object.values(QUALITY_CHECK_FIELDS).flat())] as (keyof Notification)[];

export type QualityState = {
  /** The checks of what is on screen now, confirmations applied where the saved combination is unchanged. */
  checks: QualityCheck[];
  /** Whether the server holds this very combination (saved, unchanged): only then may it be confirmed. */
  isSaved: (check: QualityCheck) => boolean;
  confirm: (check: QualityCheck) => Promise<void>;
};

const QualityContext = createContext<QualityState | null>(null);

export const useQuality = () => useContext(QualityContext);

type Props = {
  lookups: Lookups;
  /** The checks of the server's last answer (save, read or confirmation): the server decides. */
  serverChecks: readonly QualityCheck[];
  onServerChecks: (checks: QualityCheck[]) => void;
  children: ReactNode;
};

/**
 * Runs the same domain function as the server's save (qualityChecksOf) on the form's values as
 * the user types, and lays the server's confirmations over it: a confirmation holds only while the
 * fields it was given on keep their values, exactly as the server applies it.
 */
export function QualityProvider({ lookups, serverChecks, onServerChecks, children }: Props) {
  const { t } = useTranslation();
  const form = useFormContext<Notification>();
  const watched = useWatch<Notification>({ name: WATCHED as never });
  const id = useWatch<Notification>({ name: 'id' }) as number;
  const codeOf = lookups.code;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `watched` is the trigger; the values are read whole.
  const checks = useMemo(() => {
    const live = qualityChecksOf(form.getValues(), { today: todayIso(), codeOf });
    const confirmations: StoredConfirmation[] = serverChecks.flatMap((c) =>
      c.confirmation ? [{ ...c.confirmation, checkId: c.checkId, fingerprint: c.fingerprint }] : [],
    );
    return applyConfirmations(live, confirmations);
  }, [watched, serverChecks, codeOf, form]);
  const isSaved = useCallback(
    (check: QualityCheck) =>
      id > 0 &&
      serverChecks.some(
        (s) =>
          s.checkId === check.checkId && s.fingerprint === check.fingerprint && s.severity === check.severity,
      ),
    [id, serverChecks],
  );
  const confirm = useCallback(
    async (check: QualityCheck) => {
      const answer = await request<{ qualityChecks: QualityCheck[] }>(
        `/api/cancer-notification/${id}/quality-checks/${check.checkId as ConsistencyCheckName}/confirm`,
        { method: 'POST' },
      );
      onServerChecks(answer.qualityChecks);
      showToast(t('quality.confirmedToast'), 'success');
    },
    [id, onServerChecks, t],
  );
  const value = useMemo(() => ({ checks, isSaved, confirm }), [checks, isSaved, confirm]);
  return <QualityContext.Provider value={value}>{children}</QualityContext.Provider>;
}
