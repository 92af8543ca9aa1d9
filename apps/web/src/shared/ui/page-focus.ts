import { useEffect } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * Where focus goes when a page is opened on purpose (issue 42 item 4): from the menu, or from a
 * dialog that leads to a form (the diagnostic selector). Left alone, focus stays on the menu entry
 * or falls to <body> with the dialog, and a screen reader says nothing of the page that opened. The
 * page's main heading takes focus instead, so its name is read and the next Tab is in the page.
 */
let pending: string | null = null;

/** Asks the page at `pathname` to take focus on its main heading once it shows. */
export function focusHeadingOn(pathname: string) {
  pending = pathname;
  if (window.location.pathname === pathname) focusMainHeading();
}

const BOUND_MS = 10_000;

/** Waits for the page's h1 (a lazy route and its data arrive later) and focuses it. */
function focusMainHeading() {
  pending = null;
  const started = Date.now();
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
    if (!heading) {
      if (Date.now() - started < BOUND_MS) window.setTimeout(attempt, 50);
      return;
    }
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  };
  attempt();
}

/** The shell's side: on each new address, the page asked for takes focus; other requests lapse. */
export function usePageHeadingFocus(pathname: string) {
  useEffect(() => {
    if (pending === pathname) focusMainHeading();
    else pending = null;
  }, [pathname]);
}
