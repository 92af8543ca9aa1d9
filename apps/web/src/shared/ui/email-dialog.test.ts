import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE_MAX, emailMessageForm } from './email-dialog';

describe('e-mail dialog message (spec 01 §5: required, at most 4000)', () => {
  const codeOf = (message: string) => {
    const result = emailMessageForm.safeParse({ message });
    return result.success ? null : result.error.issues[0].message;
  };
  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['x'.repeat(EMAIL_MESSAGE_MAX + 1), 'validation.maxLength_4000'],
  ])('refuses %j', (message, code) => {
    expect(codeOf(message)).toBe(code);
  });
  it('accepts up to 4000 characters', () => {
    expect(codeOf('x'.repeat(EMAIL_MESSAGE_MAX))).toBeNull();
  });
});
