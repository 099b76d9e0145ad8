import { proxy } from 'valtio/vanilla';
import type { User } from '../api/contract';
import { readStoredToken, removeStoredToken, writeStoredToken } from './token-storage';

export interface AuthState {
  token: string | null;
  user: User | null;
}

/** Who is logged in, shared by every element on the page. */
export const auth = proxy<AuthState>({ token: readStoredToken(), user: null });

/**
 * Stores a new login token (and the user, when known).
 * @example
 * signIn(data.token, data.user, { remember: false });
 */
export function signIn(token: string, user: User | null = null, { remember = true } = {}): void {
  writeStoredToken(token, { remember });
  auth.token = token;
  auth.user = user;
}

/**
 * Forgets the login: token out of both storages, user info cleared.
 * @example
 * signOutLocally();
 */
export function signOutLocally(): void {
  removeStoredToken();
  auth.token = null;
  auth.user = null;
}

/** Replaces the held user info (after userInfo or updateUser). */
export function setUser(user: User | null): void {
  auth.user = user;
}

/**
 * Re-reads the token from storage, e.g. after another tab logged in or out.
 * @returns whether the token changed
 */
export function syncTokenFromStorage(): boolean {
  const token = readStoredToken();
  if (token === auth.token) return false;
  auth.token = token;
  auth.user = null;
  return true;
}
