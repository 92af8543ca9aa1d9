import type { Session } from '@registry/domain/identity/session';
import { Editability } from '@registry/domain/notification/constants';
import { editability, type NotificationEditability } from '@registry/domain/notification/editability';
import type { Notification } from '@registry/domain/notification/model';
import type { NotificationPanel } from '@registry/domain/notification/validate';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useWatch } from 'react-hook-form';

/** Exported so another form that reuses the panels (the medical case) can provide its own rights. */
export const EditabilityContext = createContext<NotificationEditability | null>(null);

/** The few fields the disabling rules read (spec 02 §4): typing elsewhere does not recompute them. */
const WATCHED = [
  'id',
  'status',
  'isCancerCase',
  'hasPreviousNotification',
  'diagnosticReportingReasonId',
  'notificationOverview.reportingReasonId',
  'cancerMorphology.behaviorId',
  'cancerMorphology.morphologyCodeId',
] as const;

type Props = {
  session: Session;
  processing: boolean;
  iccc3Locked: boolean;
  /** The server says this notification is superseded: nothing may change. */
  superseded: boolean;
  children: ReactNode;
};

export function EditabilityProvider({ session, processing, iccc3Locked, superseded, children }: Props) {
  const values = useWatch<Notification>({ name: WATCHED as unknown as (keyof Notification)[] });
  const key = JSON.stringify(values);
  const value = useMemo(() => {
    const [
      id,
      status,
      isCancerCase,
      hasPreviousNotification,
      reason,
      overviewReason,
      behaviorId,
      morphologyCodeId,
    ] = JSON.parse(key) as [
      number,
      1 | 2,
      boolean,
      boolean,
      number | null,
      number | null,
      number | null,
      number | null,
    ];
    const n = {
      id,
      status,
      isCancerCase,
      hasPreviousNotification,
      diagnosticReportingReasonId: reason,
      notificationOverview: { reportingReasonId: overviewReason },
      cancerMorphology: { behaviorId, morphologyCodeId },
    } as unknown as Notification;
    const rights = editability(n, session, { processing, iccc3Locked });
    return superseded ? lockEverything(rights) : rights;
  }, [key, session, processing, iccc3Locked, superseded]);
  return <EditabilityContext.Provider value={value}>{children}</EditabilityContext.Provider>;
}

function lockEverything(rights: NotificationEditability): NotificationEditability {
  const panels = Object.fromEntries(
    Object.keys(rights.panels).map((p) => [p, Editability.FullReadonly]),
  ) as Record<NotificationPanel, 1>;
  const fields = Object.fromEntries(
    Object.keys(rights.fields).map((f) => [f, false]),
  ) as NotificationEditability['fields'];
  return { ...rights, formDisabled: true, panels, fields, canSaveDraft: false, canSaveComplete: false };
}

export function useEditability(): NotificationEditability {
  const value = useContext(EditabilityContext);
  if (!value) throw new Error('useEditability needs an EditabilityProvider');
  return value;
}

/** Whether a whole panel is read-only for the user. */
export function usePanelReadonly(panel: NotificationPanel): boolean {
  return useEditability().panels[panel] !== Editability.Editable;
}
