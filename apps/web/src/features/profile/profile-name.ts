import type { Session } from '@registry/domain/identity/session';
import { createStore, useStore } from '../../shared/store';

type SavedName = { userId: number; fullname: string; tokenName: string };

/**
 * The access token carries the full name it was issued with; after the profile is saved the shell
 * shows the saved name until a refreshed token brings it (then the token's name wins again).
 */
const savedName = createStore<SavedName | null>(null);

export function rememberSavedName(session: Session, fullname: string) {
  savedName.set({ userId: session.userId, fullname, tokenName: session.fullname });
}

export function useDisplayName(session: Session): string {
  const saved = useStore(savedName);
  return saved && saved.userId === session.userId && saved.tokenName === session.fullname
    ? saved.fullname
    : session.fullname;
}
