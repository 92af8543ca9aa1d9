import type { MouseEvent } from 'react';

/** What handles its own click inside a row: a link, a button, a field, a menu opened from the row. */
const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="menuitem"], [role="checkbox"]';

/**
 * A row's click opens it, unless the click was meant for something inside it (its link, an action
 * icon) or ended a text selection (copying a CNP off the list must not navigate away). A pointer
 * shortcut only: each row keeps its link or edit icon as the one keyboard stop.
 */
export const rowClickHandler = (open: () => void) => (event: MouseEvent<HTMLElement>) => {
  const target = event.target as HTMLElement;
  // A portal (a row's menu) bubbles through React to the row without being inside it.
  if (!event.currentTarget.contains(target)) return;
  const own = target.closest(INTERACTIVE);
  if (own && event.currentTarget.contains(own)) return;
  if (window.getSelection()?.toString()) return;
  open();
};
