import type { MenuEntry } from '@registry/domain/identity/session';
import { useMatches } from 'react-router';

/** What each route declares about itself (read through `useMatches`). */
export type RouteHandle = {
  /** i18n key of the route title (document title = product name – route title). */
  title?: string;
  /** i18n key of what the toolbar search looks in; absent = no toolbar search. */
  search?: string;
  /** Parameters that must be integers. */
  intParams?: readonly string[];
  /** The menu entry whose visibility also gates the route (spec 01 §2.2, §6). */
  entry?: MenuEntry;
};

export function useRouteHandles() {
  const matches = useMatches();
  const handles = matches.map((m) => (m.handle ?? {}) as RouteHandle);
  const last = matches[matches.length - 1];
  const deepest = <K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined =>
    [...handles].reverse().find((h) => h[key] !== undefined)?.[key];
  return {
    title: deepest('title'),
    search: deepest('search') ?? null,
    entry: deepest('entry'),
    intParams: handles.flatMap((h) => h.intParams ?? []),
    params: last?.params ?? {},
  };
}
