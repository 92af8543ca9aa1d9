import { type Language, languageFromId } from '@registry/domain';
import type { FastifyRequest } from 'fastify';

/** The request's language from the `LanguageId` header (1 ro, 2 en), Romanian by default. */
export function languageOf(request: FastifyRequest): Language {
  return languageFromId(request.headers.languageid);
}
