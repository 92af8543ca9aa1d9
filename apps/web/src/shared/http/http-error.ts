import type { ErrorNotice } from '../ui/ui-events';
import { describeBadRequest, type Translate } from './bad-request';

/** A failed call: the status (0 when the server was not reached), its body and what to tell the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly notice: ErrorNotice,
  ) {
    super(notice.message);
    this.name = 'HttpError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const keyOf = (body: unknown) => (isRecord(body) && typeof body.key === 'string' ? body.key : undefined);

/**
 * Maps a status and its (already parsed) body to the dialog of spec 01 §8. `translate` resolves
 * message keys; `ui` resolves the UI's own texts (titles).
 */
export function describeHttpError(
  status: number,
  body: unknown,
  translate: Translate,
  ui: (key: string) => string,
): ErrorNotice {
  const m = (key: string, ...params: string[]) => translate(key, params);
  switch (status) {
    case 0:
      return { title: ui('errors.titles.network'), message: m('errors.network') };
    case 400:
      return {
        title: ui('errors.titles.badRequest'),
        message: describeBadRequest(body, translate) ?? m('errors.badRequest'),
      };
    case 401:
      return { title: ui('errors.titles.unauthorized'), message: m('errors.unauthorized') };
    case 403:
      // A refusal the server explains (e.g. a locked section) says so; otherwise the spec's generic text.
      return { title: ui('errors.titles.forbidden'), message: m(keyOf(body) ?? 'errors.forbidden') };
    case 404:
      return { title: ui('errors.titles.notFound'), message: m('errors.notFound') };
    case 405:
      return { title: ui('errors.titles.badRequest'), message: m('errors.methodNotAllowed') };
    case 409: {
      if (isRecord(body) && isRecord(body.errors) && typeof body.errors.key === 'string') {
        return { title: ui('errors.titles.conflict'), message: describeBadRequest(body, translate) ?? '' };
      }
      // A stale save or a rule's refusal (the unit's last case owner, a unit that treats medical cases) is
      // not a duplicate: its own message, with its parameters, under a title that does not say duplicate.
      const key = keyOf(body);
      if (key && key !== 'errors.conflict') {
        const params = isRecord(body) && Array.isArray(body.params) ? body.params.map(String) : [];
        return { title: ui('errors.titles.refused'), message: m(key, ...params) };
      }
      const field = isRecord(body) && typeof body.field === 'string' ? body.field : '';
      const label = m(`field.${field}`);
      const shown = label === `field.${field}` ? field : label;
      return { title: ui('errors.titles.conflict'), message: m('errors.conflict', shown) };
    }
    case 413:
      return { title: ui('errors.titles.badRequest'), message: m('errors.payloadTooLarge') };
    case 429: {
      // A limit the server names (sign-in delays, patient look-ups) says which one and for how long.
      const params = isRecord(body) && Array.isArray(body.params) ? body.params.map(String) : [];
      return {
        title: ui('errors.titles.tooManyRequests'),
        message: m(keyOf(body) ?? 'errors.tooManyRequests', ...params),
      };
    }
    default: {
      const code = isRecord(body) && body.errCode !== undefined ? String(body.errCode) : undefined;
      return {
        title: ui('errors.titles.unexpected'),
        message: m('errors.unexpected'),
        ...(code ? { code: m('errors.unexpectedCode', code) } : {}),
      };
    }
  }
}
