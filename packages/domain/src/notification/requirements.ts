/**
 * Which fields a completed notification requires (issue 18 item 2), derived from the validation
 * rules themselves rather than from a second list: a field is required when the rules answer
 * "required" for it with the notification as it stands, completed. The form marks those fields and
 * counts, per panel, the ones still missing.
 */
import { msg } from '../shared/messages';
import { notificationMsg } from './codes';
import { NotificationStatus } from './constants';
import { emptyNotification, type Notification } from './model';
import { getPath, setPath } from './paths';
import type { ValidationContext } from './rules';
import { type NotificationPanel, notificationPanels, panelOfPath, panelRuleErrors } from './validate';

type Blankable = { path: string; panel: NotificationPanel; blank: null | [] };

/** Every field a person fills, with its blank; ticks (false by default) are answers, never blanks. */
const BLANKABLE: readonly Blankable[] = (() => {
  const fields: Blankable[] = [];
  const add = (path: string, value: unknown) => {
    const panel = panelOfPath(path);
    if (!panel) return;
    if (value === null || typeof value === 'string') fields.push({ path, panel, blank: null });
    else if (Array.isArray(value)) fields.push({ path, panel, blank: [] });
  };
  for (const [key, value] of Object.entries(emptyNotification())) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      for (const [field, inner] of Object.entries(value)) add(`${key}.${field}`, inner);
    else add(key, value);
  }
  return fields;
})();

/** "Required" and "select at least n" (the agents) both ask for a value that is not there. */
const asksForValue = (code: string | undefined) =>
  code === msg.required || (code?.startsWith(notificationMsg.minElements('')) ?? false);

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export type CompletionRequirements = {
  /** Fields a completed notification needs now (filled or not), `section.field`. */
  required: string[];
  /** Of those, the ones still blank, in page order of their panels. */
  missing: string[];
  missingByPanel: Partial<Record<NotificationPanel, number>>;
};

export function completionRequirements(n: Notification, ctx: ValidationContext): CompletionRequirements {
  const complete: Notification = { ...n, status: NotificationStatus.Completed };
  const missing: string[] = [];
  const missingByPanel: Partial<Record<NotificationPanel, number>> = {};
  for (const panel of notificationPanels) {
    for (const [path, code] of Object.entries(panelRuleErrors(panel, complete, ctx))) {
      if (!asksForValue(code)) continue;
      missing.push(path);
      missingByPanel[panel] = (missingByPanel[panel] ?? 0) + 1;
    }
  }
  const required = new Set(missing);
  // A filled field is required when blanking it would make the rules ask for it.
  for (const { path, panel, blank } of BLANKABLE) {
    if (required.has(path) || isBlank(getPath(complete, path))) continue;
    if (asksForValue(panelRuleErrors(panel, setPath(complete, path, blank), ctx)[path])) required.add(path);
  }
  return { required: [...required], missing, missingByPanel };
}
