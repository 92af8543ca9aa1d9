const FOLLOW_MS = 3000;
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings a panel's header to the top of the page (under the app bar: the panel's scroll-margin-top).
 * A panel that loads its content after opening (the case evolution) starts as a spinner at the end
 * of the page, where the page cannot scroll far enough, and the rows then grow under the sticky
 * action bar. So while the panel grows it is kept at the top, until the user scrolls or moves on.
 */
export function jumpToPanel(panel: string) {
  requestAnimationFrame(() => {
    const element = document.getElementById(`panel-${panel}`);
    if (!element) return;
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    let first = true;
    const follow = new ResizeObserver(() => {
      // The first call reports the size at observe time: the smooth scroll is still on its way.
      if (first) first = false;
      else element.scrollIntoView({ block: 'start' });
    });
    follow.observe(element);
    const stop = () => {
      follow.disconnect();
      clearTimeout(timer);
      for (const event of USER_MOVES) window.removeEventListener(event, stop);
    };
    const timer = setTimeout(stop, FOLLOW_MS);
    for (const event of USER_MOVES) window.addEventListener(event, stop, { passive: true });
  });
}
