import { createStore } from '../store';

/** What the server-error dialog shows (spec 01 §8). */
export type ErrorNotice = { title: string; message: string; code?: string };
export type Toast = { id: number; message: string; severity: 'success' | 'info' | 'warning' | 'error' };

export const errorNotices = createStore<ErrorNotice[]>([]);
export const toasts = createStore<Toast[]>([]);
export const busyCount = createStore(0);

let nextToastId = 1;

export function showError(notice: ErrorNotice) {
  errorNotices.set((list) => [...list, notice]);
}

export function dismissError() {
  errorNotices.set((list) => list.slice(1));
}

/** A new toast replaces the one on screen: the latest news is the one that matters. */
export function showToast(message: string, severity: Toast['severity'] = 'success') {
  const id = nextToastId++;
  toasts.set([{ id, message, severity }]);
}

/** Messages shown together read as sentences: each ends with a full stop (the catalogue's have none). */
export function sentences(messages: readonly string[]): string {
  return messages
    .map((m) => m.trim())
    .filter(Boolean)
    .map((m) => (/[.!?…]$/.test(m) ? m : `${m}.`))
    .join(' ');
}

export function dismissToast(id: number) {
  toasts.set((list) => list.filter((t) => t.id !== id));
}

/** Shows the full-screen loader for as long as the work runs. */
export async function withBusy<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  busyCount.set((n) => n + 1);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    busyCount.set((n) => Math.max(0, n - 1));
  }
}
