/**
 * After a refused save, the first wrong field itself (issue 18 item 2): in page order, scrolled to
 * the middle of the screen (clear of the header and of the sticky action bar) and focused. Panels
 * opened for it mount on the next frames, so it looks again for a short while.
 */
const FOCUSABLE =
  '[role="combobox"], [role="spinbutton"], input:not([aria-hidden="true"]):not([type="hidden"]), textarea';

function fieldElement(paths: ReadonlySet<string>): HTMLElement | null {
  const all = document.querySelectorAll<HTMLElement>('[data-field], [data-date-field]');
  for (const el of all) if (paths.has(el.dataset.field ?? el.dataset.dateField ?? '')) return el;
  return null;
}

export function focusFirstField(paths: readonly string[], onMissing: () => void, attempts = 20): void {
  const el = fieldElement(new Set(paths));
  if (!el) {
    if (attempts > 0) setTimeout(() => focusFirstField(paths, onMissing, attempts - 1), 50);
    else onMissing();
    return;
  }
  const box = el.closest<HTMLElement>('.MuiFormControl-root, [data-date-field]') ?? el;
  const target = el.matches(FOCUSABLE) ? el : box.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus({ preventScroll: true });
  settleInView(box);
}

/**
 * Panels opening above or around the field move it while they expand: it is brought to the middle
 * of the screen again until it stays put (a few frames), so it ends in view, not where it started.
 */
function settleInView(box: HTMLElement, lastTop = Number.NaN, rounds = 15) {
  const top = box.getBoundingClientRect().top;
  if (top !== lastTop) box.scrollIntoView({ block: 'center' });
  const after = box.getBoundingClientRect().top;
  if (rounds > 0 && (top !== lastTop || Math.abs(after - top) > 1))
    setTimeout(() => settleInView(box, box.getBoundingClientRect().top, rounds - 1), 60);
}
