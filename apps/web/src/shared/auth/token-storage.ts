/** The stored pair (spec 01 §4: login stores the access and refresh tokens locally). */
export type StoredTokens = { accessToken: string; refreshToken: string };

export const AUTH_STORAGE_KEY = 'registry.auth';

export function readStoredTokens(): StoredTokens | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'accessToken' in value &&
      'refreshToken' in value &&
      typeof value.accessToken === 'string' &&
      typeof value.refreshToken === 'string'
    ) {
      return { accessToken: value.accessToken, refreshToken: value.refreshToken };
    }
  } catch {
    // unreadable storage counts as signed out
  }
  return null;
}

export function writeStoredTokens(tokens: StoredTokens) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(tokens));
}

export function clearStoredTokens() {
  localStorage.removeItem(AUTH_STORAGE_KEY);
}
