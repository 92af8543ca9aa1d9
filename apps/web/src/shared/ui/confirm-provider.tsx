import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { MessageDialog } from './message-dialog';

type Ask = {
  title: string;
  message: string;
  mode?: 'yesNo' | 'ok';
  /** Start on No: Yes would lose something typed. */
  focusNo?: boolean;
};
type Confirm = (ask: Ask) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** `const confirm = useConfirm(); if (await confirm({ title, message })) …` — one dialog for the app. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [ask, setAsk] = useState<Ask | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setAsk(next);
      }),
    [],
  );
  const close = (answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setAsk(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <MessageDialog
        open={ask !== null}
        title={ask?.title ?? ''}
        message={ask?.message ?? ''}
        mode={ask?.mode ?? 'yesNo'}
        focusNo={ask?.focusNo ?? false}
        onClose={close}
      />
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
