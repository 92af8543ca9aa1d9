/** What the edit page needs to open a listed notification (spec 02 §2 "Cancer cases list"). */
export type EditTarget = {
  id: number;
  identifier: string;
  morphoCodeId: number | null;
  isForeigner: boolean;
};

export const NOTIFICATION_LIST_PATH = '/cancer-notification';
export const CASE_LIST_PATH = '/cancer-cases';

/** The list a record was opened from: the case list says so in the address (`from=cases`). */
export type Origin = 'notifications' | 'cases';

export function originOf(query: URLSearchParams): Origin {
  return query.get('from') === 'cases' ? 'cases' : 'notifications';
}

export const listPathOf = (origin: Origin) => (origin === 'cases' ? CASE_LIST_PATH : NOTIFICATION_LIST_PATH);

/** Keeps the origin on another address of the same record (after a save moves it to its id). */
export const withOrigin = (path: string, origin: Origin) =>
  origin === 'cases' ? `${path}${path.includes('?') ? '&' : '?'}from=cases` : path;

/**
 * `/cancer-notification/{id}?identifier=…&morphoCodeId=…&isForeigner=1|0` (morphoCodeId 0 if none),
 * plus `&from=cases` when opened from the case list: the menu then highlights Cases and "Back to
 * list" returns there (issue 18).
 */
export function editPathOf(target: EditTarget, origin: Origin = 'notifications'): string {
  const query = new URLSearchParams({
    identifier: target.identifier,
    morphoCodeId: String(target.morphoCodeId ?? 0),
    isForeigner: target.isForeigner ? '1' : '0',
  });
  return withOrigin(`${NOTIFICATION_LIST_PATH}/${target.id}?${query}`, origin);
}

/** The menu path a location belongs to: a record opened from the case list belongs to Cases. */
export function menuPathOf(pathname: string, search: string): string {
  if (pathname.startsWith(`${NOTIFICATION_LIST_PATH}/`) && originOf(new URLSearchParams(search)) === 'cases')
    return CASE_LIST_PATH;
  return pathname;
}
