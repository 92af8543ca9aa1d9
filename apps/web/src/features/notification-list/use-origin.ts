import { useLocation } from 'react-router';
import { CASE_LIST_PATH, menuPathOf, type Origin } from './notification-paths';

/** The list the screen belongs to: the case list itself, or a record opened from it. */
export function useOrigin(): Origin {
  const { pathname, search } = useLocation();
  return menuPathOf(pathname, search).startsWith(CASE_LIST_PATH) ? 'cases' : 'notifications';
}
