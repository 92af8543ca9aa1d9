import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from '../ui/confirm-provider';

/**
 * Never lose work: leaving the page (another route, closing the tab, reloading) with unsaved
 * changes asks first. The local draft keeps the values anyway; this keeps the user from surprise.
 */
export function useLeaveGuard(
  hasChanges: () => boolean,
  /** The question's keys: by default, that the typed values stay on this device as a local draft. */
  texts = { title: 'leave.title', message: 'leave.message' },
) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const check = useRef(hasChanges);
  check.current = hasChanges;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && check.current(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ title: t(texts.title), message: t(texts.message) }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm, t, texts.title, texts.message]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
