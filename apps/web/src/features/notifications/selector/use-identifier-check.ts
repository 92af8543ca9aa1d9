import type { CheckIdentifierAnswer } from '@registry/domain/notification/api-contracts';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../shared/http/http-error';
import { checkIdentifier } from '../notifications-api';

/** Spec 02 §2 and §9: the identifier is looked up 500 ms after typing pauses. */
export const IDENTIFIER_DEBOUNCE_MS = 500;

/** `error`: why the look-up failed (the look-up limit, the network), to say on the identifier field. */
export type IdentifierCheck = {
  checking: boolean;
  answer: CheckIdentifierAnswer | null;
  error: string | null;
};

/** The tumours the registry knows for a valid identifier; nothing for an invalid one. */
export function useIdentifierCheck(identifier: string, valid: boolean): IdentifierCheck {
  const [state, setState] = useState<IdentifierCheck>({ checking: false, answer: null, error: null });
  useEffect(() => {
    if (!valid) {
      setState({ checking: false, answer: null, error: null });
      return;
    }
    const controller = new AbortController();
    setState({ checking: true, answer: null, error: null });
    const timer = setTimeout(() => {
      checkIdentifier(identifier.trim(), controller.signal)
        .then((answer) => setState({ checking: false, answer, error: null }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof HttpError ? error.notice.message : String(error);
          setState({ checking: false, answer: null, error: message });
        });
    }, IDENTIFIER_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [identifier, valid]);
  return state;
}
