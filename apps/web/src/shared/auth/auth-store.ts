import { type AuthAnswer, authAnswer } from '@registry/domain/identity/contracts';
import { type RoleId, roleIds } from '@registry/domain/identity/roles';
import type { AccessTokenClaims, Session } from '@registry/domain/identity/session';
import { useMemo } from 'react';
import { currentLanguage } from '../i18n/i18n';
import { languageIdOf } from '../i18n/language';
import { navigateTo } from '../navigation';
import { createStore, useStore } from '../store';
import { decodeAccessToken } from './decode-token';
import { createRefreshScheduler } from './refresh-scheduler';
import {
  AUTH_STORAGE_KEY,
  clearStoredTokens,
  readStoredTokens,
  type StoredTokens,
  writeStoredTokens,
} from './token-storage';

type AuthState = { tokens: StoredTokens; claims: AccessTokenClaims } | null;

function fromTokens(tokens: StoredTokens | null): AuthState {
  const claims = tokens ? decodeAccessToken(tokens.accessToken) : null;
  return tokens && claims ? { tokens, claims } : null;
}

export const authState = createStore<AuthState>(fromTokens(readStoredTokens()));

/**
 * Why the last session ended when the user did not choose it; the sign-in page says so. A store, not
 * router state, because the route guard's own redirect to /login would drop router state.
 */
export const sessionEndReason = createStore<'sessionExpired' | null>(null);

const expiryMs = (state: NonNullable<AuthState>) => state.claims.exp * 1000;

const scheduler = createRefreshScheduler({ refresh: refreshTokens, onFailure: () => expireSession() });

function adopt(tokens: StoredTokens): boolean {
  const next = fromTokens(tokens);
  if (!next) return false;
  writeStoredTokens(tokens);
  authState.set(next);
  scheduler.arm(expiryMs(next));
  return true;
}

/** Stores the pair of a successful sign-in (tokens come only when no second factor is pending). */
export function signIn(answer: AuthAnswer): boolean {
  if (!answer.accessToken || !answer.refreshToken) return false;
  sessionEndReason.set(null);
  return adopt({ accessToken: answer.accessToken, refreshToken: answer.refreshToken });
}

function clearSession() {
  scheduler.stop();
  clearStoredTokens();
  authState.set(null);
}

/** Sign out chosen by the user: revoke the refresh token (best effort), clear storage, go to /login. */
export function signOut() {
  const refreshToken = authState.get()?.tokens.refreshToken;
  sessionEndReason.set(null);
  clearSession();
  if (refreshToken) {
    void fetch('/api/identity/logout', {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ token: refreshToken }),
      keepalive: true,
    }).catch(() => undefined);
  }
  navigateTo('/login', { replace: true });
}

/** The server no longer accepts the session (401 or a refused refresh): clear it and sign in again. */
export function expireSession() {
  sessionEndReason.set('sessionExpired');
  clearSession();
  navigateTo('/login', { replace: true });
}

/**
 * The server refused the access token before it expired (the session was revoked, or the user's
 * role or units changed): one refresh brings current claims, or fails and signs out.
 */
export function renewRefusedToken(): Promise<boolean> {
  return authState.get() ? scheduler.refreshNow() : Promise.resolve(false);
}

export function accessToken(): string | null {
  return authState.get()?.tokens.accessToken ?? null;
}

/** Before a call: if the timer could not fire in time (sleeping laptop, throttled tab), refresh first. */
export async function ensureFreshToken(): Promise<string | null> {
  const state = authState.get();
  if (state && scheduler.isDue(expiryMs(state))) await scheduler.refreshNow();
  return accessToken();
}

function headers(): Record<string, string> {
  return { 'Content-Type': 'application/json', LanguageId: String(languageIdOf(currentLanguage())) };
}

/**
 * Refresh tokens rotate and reusing an old one revokes the whole family, so two tabs must not
 * refresh with the same token: the call runs under a cross-tab lock, and a tab that finds a pair
 * already renewed by another tab adopts it instead of calling.
 */
async function refreshTokens(): Promise<number | null> {
  const run = async (): Promise<number | null> => {
    const current = authState.get();
    if (!current) return null;
    const stored = readStoredTokens();
    if (!stored) return null;
    if (stored.accessToken !== current.tokens.accessToken) {
      const renewed = fromTokens(stored);
      if (renewed && !scheduler.isDue(expiryMs(renewed))) {
        authState.set(renewed);
        return expiryMs(renewed);
      }
    }
    const response = await fetch('/api/identity/refresh-token', {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ token: stored.refreshToken }),
    });
    if (response.status >= 500) throw new Error(`refresh failed with ${response.status}`);
    if (!response.ok) return null;
    const parsed = authAnswer.nullable().safeParse(await response.json().catch(() => null));
    if (!parsed.success || !parsed.data?.accessToken || !parsed.data.refreshToken) return null;
    const next = fromTokens({ accessToken: parsed.data.accessToken, refreshToken: parsed.data.refreshToken });
    if (!next) return null;
    writeStoredTokens(next.tokens);
    authState.set(next);
    return expiryMs(next);
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('registry-token-refresh', run) : run();
}

/** Another tab signed in, refreshed or signed out: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const next = fromTokens(readStoredTokens());
    if (!next) {
      if (authState.get()) {
        scheduler.stop();
        authState.set(null);
        navigateTo('/login', { replace: true });
      }
      return;
    }
    authState.set(next);
    scheduler.arm(expiryMs(next));
  });
  const initial = authState.get();
  if (initial) scheduler.arm(expiryMs(initial));
}

const toRole = (role: number): RoleId => (roleIds.includes(role as RoleId) ? (role as RoleId) : 2);

export function sessionOf(claims: AccessTokenClaims): Session {
  return {
    userId: claims.userId,
    role: toRole(claims.role),
    fullname: claims.fullname,
    employeePermissions: claims.employeePermissions,
  };
}

export function useSession(): Session | null {
  const state = useStore(authState);
  const claims = state?.claims ?? null;
  return useMemo(() => (claims ? sessionOf(claims) : null), [claims]);
}
