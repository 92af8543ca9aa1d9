import type { CheckIdentifierAnswer } from '@registry/domain/notification/api-contracts';
import { useEffect, useState } from 'react';
import { checkIdentifier } from '../notifications-api';

/** Spec 02 §2 and §9: the identifier is looked up 500 ms after typing pauses. */
export const IDENTIFIER_DEBOUNCE_MS = 500;

export type IdentifierCheck = { checking: boolean; answer: CheckIdentifierAnswer | null };

/** The tumours the registry knows for a valid identifier; nothing for an invalid one. */
export function useIdentifierCheck(identifier: string, valid: boolean): IdentifierCheck {
  const [state, setState] = useState<IdentifierCheck>({ checking: false, answer: null });
  useEffect(() => {
    if (!valid) {
      setState({ checking: false, answer: null });
      return;
    }
    const controller = new AbortController();
    setState({ checking: true, answer: null });
    const timer = setTimeout(() => {
      checkIdentifier(identifier.trim(), controller.signal)
        .then((answer) => setState({ checking: false, answer }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ checking: false, answer: null });
        });
    }, IDENTIFIER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [identifier, valid]);
  return state;
}
