import { describe, expect, it } from 'vitest';
import { describeHttpError } from './http-error';

const translate = (key: string, params: string[]) => [key, ...params].join('|');
const ui = (key: string) => `ui:${key}`;

describe('describeHttpError (spec 01 §8)', () => {
  it.each([
    [0, null, 'errors.network'],
    [400, { nothing: 1 }, 'errors.badRequest'],
    [403, null, 'errors.forbidden'],
    [404, null, 'errors.notFound'],
    [405, null, 'errors.methodNotAllowed'],
    [429, null, 'errors.tooManyRequests'],
    [500, null, 'errors.unexpected'],
  ])('status %i shows %s', (status, body, message) => {
    expect(describeHttpError(status, body, translate, ui).message).toBe(message);
  });

  it('429 with a key says how long to wait', () => {
    const body = { key: 'auth.tooManyAttempts', params: [8], message: '…' };
    expect(describeHttpError(429, body, translate, ui).message).toBe('auth.tooManyAttempts|8');
  });

  it('429 of a named limit says which one and for how long', () => {
    const body = { key: 'notification.tooManyLookups', params: ['10'] };
    expect(describeHttpError(429, body, translate, ui).message).toBe('notification.tooManyLookups|10');
  });

  it('409 names the duplicate field through the catalogue', () => {
    const withFields = (key: string, params: string[]) =>
      key === 'field.email' ? 'e-mail' : translate(key, params);
    expect(describeHttpError(409, { field: 'email' }, withFields, ui).message).toBe('errors.conflict|e-mail');
  });

  it('409 with a field the catalogue does not know shows the field as it came', () => {
    const known = (key: string, params: string[]) =>
      key.startsWith('field.') ? key : translate(key, params);
    expect(describeHttpError(409, { field: 'code' }, known, ui).message).toBe('errors.conflict|code');
  });

  it('409 for a stale version says the record changed, not that a duplicate exists', () => {
    const notice = describeHttpError(409, { field: 'version', key: 'errors.staleVersion' }, translate, ui);
    expect(notice.message).toBe('errors.staleVersion');
    expect(notice.title).toBe('ui:errors.titles.refused');
    expect(describeHttpError(409, { field: 'email' }, translate, ui).title).toBe('ui:errors.titles.conflict');
  });

  it('409 of a rule says why with its parameters', () => {
    const body = { key: 'medicalCase.unitTreatsCases', params: [3], message: '…' };
    expect(describeHttpError(409, body, translate, ui).message).toBe('medicalCase.unitTreatsCases|3');
  });

  it('403 with a reason from the server shows it', () => {
    expect(
      describeHttpError(403, { key: 'notification.readonlyChanged', params: ['status'] }, translate, ui)
        .message,
    ).toBe('notification.readonlyChanged');
  });

  it('500 adds the errCode for the administrator', () => {
    const notice = describeHttpError(500, { errCode: 'A1B2' }, translate, ui);
    expect(notice.code).toBe('errors.unexpectedCode|A1B2');
    expect(describeHttpError(500, 'not json', translate, ui).code).toBeUndefined();
  });
});
