import { type FhirMessageKey, fhirMessage, type Language } from '@registry/domain';
import type { FastifyRequest } from 'fastify';

/** One problem with a received element: where (FHIRPath), what (a message key) and the OperationOutcome code. */
export type FhirIssue = {
  expression: string;
  key: FhirMessageKey;
  params?: string[];
  code?:
    | 'invalid'
    | 'structure'
    | 'required'
    | 'value'
    | 'not-supported'
    | 'security'
    | 'forbidden'
    | 'business'
    | 'duplicate';
  severity?: 'error' | 'information' | 'warning';
};

/** A refusal of the intake: its status and issues, answered as one OperationOutcome; nothing was stored. */
export class FhirRefusal extends Error {
  constructor(
    readonly status: number,
    readonly issues: FhirIssue[],
  ) {
    super('fhir refusal');
  }
}

/**
 * The caller's language: Accept-Language (a hospital's system speaks HTTP, not our LanguageId
 * header, which counts only without it), Romanian by default.
 */
export function fhirLanguage(request: FastifyRequest): Language {
  const accept = String(request.headers['accept-language'] ?? '').toLowerCase();
  const first = accept.split(',')[0]?.trim() ?? '';
  if (first) return first.startsWith('en') ? 'en' : 'ro';
  return request.headers.languageid === '2' ? 'en' : 'ro';
}

export function operationOutcome(issues: FhirIssue[], language: Language) {
  return {
    resourceType: 'OperationOutcome',
    issue: issues.map((i) => ({
      severity: i.severity ?? 'error',
      code: i.code ?? 'invalid',
      details: { text: fhirMessage(i.key, language, i.params) },
      diagnostics: fhirMessage(i.key, language, i.params),
      expression: [i.expression],
    })),
  };
}
