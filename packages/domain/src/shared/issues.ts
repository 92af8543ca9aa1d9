import { catalogues, messageCode, msg, splitMessageCode } from './messages';

/** The parts of a zod issue we read; kept structural so both zod's issues and the API's copies fit. */
export type IssueLike = {
  code?: string;
  message?: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
};

const isOurCode = (message: string | undefined): message is string =>
  !!message && splitMessageCode(message).key in catalogues.ro;

/**
 * The message code of a zod issue: the code a contract set explicitly, otherwise one derived from
 * zod's issue kind, so no English zod text ever reaches a Romanian user.
 */
export function codeOfIssue(issue: IssueLike): string {
  if (isOurCode(issue.message)) return issue.message;
  const isText = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? msg.required : msg.invalid;
    case 'too_small':
      if (isText && Number(issue.minimum) <= 1) return msg.required;
      return isText ? messageCode('validation.minLength', Number(issue.minimum)) : msg.invalid;
    case 'too_big':
      return isText ? messageCode('validation.maxLength', Number(issue.maximum)) : msg.invalid;
    default:
      return msg.invalid;
  }
}
