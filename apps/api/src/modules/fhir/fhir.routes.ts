import type { Bundle } from '@medplum/fhirtypes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { resolveSecret } from '../../platform/settings';
import type { ListCache } from '../dictionaries';
import { receiveReport } from './fhir-intake.service';
import { capabilityStatement } from './fhir-metadata';
import { FhirRefusal, fhirLanguage, operationOutcome } from './fhir-outcome';
import { type IntakeCaller, intakeCallerOf, issueIntakeToken, type TokenRequest } from './fhir-token';

const tags = ['fhir'];

/**
 * A signed-in client's refused report is audited too (issue 43: every intake, with the client, the unit
 * and the bundle): what was refused and where, by FHIRPath — never the bundle's content, which may
 * name a child the unit does not hold.
 */
async function auditRefusal(
  ctx: AppContext,
  req: FastifyRequest,
  caller: IntakeCaller,
  refusal: FhirRefusal,
) {
  const body = req.body as { identifier?: { system?: unknown; value?: unknown } } | null;
  const id = body && typeof body === 'object' ? body.identifier : undefined;
  const bundleIdentifier =
    id && typeof id.value === 'string'
      ? `${typeof id.system === 'string' ? id.system : ''}|${id.value}`
      : null;
  await writeAudit(ctx.db, req, {
    action: 'fhir.bundle-refused',
    userId: caller.createdBy,
    entity: 'fhir_client',
    entityId: caller.clientId,
    details: {
      fhirClientId: caller.clientId,
      reportingUnitId: caller.reportingUnitId,
      status: refusal.status,
      bundleIdentifier: bundleIdentifier?.slice(0, 300) ?? null,
      issues: refusal.issues.slice(0, 20).map((i) => ({ expression: i.expression, key: i.key })),
    },
  });
}
const FHIR_JSON = 'application/fhir+json';
/** What a body that is not JSON parses to: the handler answers its OperationOutcome, not Fastify's 400. */
const NOT_JSON = Symbol('not json');

const intakeDescription =
  'FHIR R4 intake (issue 43, docs/fhir.md). `Content-Type: application/fhir+json` (else 415), `Authorization: Bearer <token of /fhir/R4/auth/token>` (else 401). ' +
  'Answers an OperationOutcome: 201 a draft notification was created, 200 a resend updated its draft or was answered with what it produced (its id in `issue[0].details.coding[0].code`); ' +
  'a refusal (400, 401, 403, 404, 409, 415) names each element by FHIRPath in `expression`, in the language of Accept-Language (Romanian by default), and stores nothing.';

/** The FHIR endpoint under /fhir/R4: metadata, SMART Backend Services sign-in, and the two ways to report. */
export function fhirRoutes(ctx: AppContext, cache: ListCache): FastifyPluginAsyncZod {
  return async (app) => {
    // Its own secret: an intake token never verifies as a person's access token, nor the reverse.
    const key = new TextEncoder().encode(await resolveSecret(ctx.db, 'fhirTokenSecret', undefined));
    const tokenUrl = `${ctx.config.publicUrl}/fhir/R4/auth/token`;

    app.addContentTypeParser(FHIR_JSON, { parseAs: 'string' }, (_req, text, done) => {
      try {
        done(null, JSON.parse(String(text)));
      } catch {
        done(null, NOT_JSON);
      }
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, text, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(text)))),
    );
    // XML or anything else reaches the handler, which answers 415 with an OperationOutcome.
    app.addContentTypeParser('*', { parseAs: 'string' }, (_req, _text, done) => done(null, NOT_JSON));
    app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      req.log.error({ err: error }, 'fhir request failed');
      return reply
        .code(status >= 400 && status < 500 ? status : 500)
        .type(FHIR_JSON)
        .send(
          operationOutcome(
            [
              {
                expression: 'Bundle',
                key: 'fhir.structure',
                params: [status < 500 ? error.message : 'internal'],
                code: 'invalid',
              },
            ],
            fhirLanguage(req),
          ),
        );
    });

    app.get(
      '/metadata',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'CapabilityStatement of the FHIR intake (no sign-in)' },
      },
      async (_req, reply) => reply.type(FHIR_JSON).send(capabilityStatement(ctx.config.publicUrl)),
    );

    app.post(
      '/auth/token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'SMART Backend Services token: client_credentials with a signed JWT assertion',
          description:
            'Form-encoded: `grant_type=client_credentials`, `client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer`, `client_assertion` (RS384 or ES384 JWT signed with a key of the registered JWKS; iss = sub = client id, aud = this URL, exp at most 5 minutes ahead, a jti never used before), `scope=system/Bundle.write`. ' +
            'Answers `{ access_token, token_type: "bearer", expires_in: 300, scope }`; errors are OAuth JSON `{ error, error_description }` (400 invalid_request, unsupported_grant_type, invalid_scope; 401 invalid_client, also for a revoked client).',
        },
      },
      async (req, reply) => {
        const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as TokenRequest;
        const answer = await issueIntakeToken(ctx.db, req, key, tokenUrl, form);
        reply.header('cache-control', 'no-store');
        if ('error' in answer)
          return reply
            .code(answer.status)
            .send({ error: answer.error, error_description: answer.error_description });
        return answer;
      },
    );

    const intake = (kind: 'message' | 'collection') => async (req: FastifyRequest, reply: FastifyReply) => {
      const language = fhirLanguage(req);
      reply.type(FHIR_JSON).header('cache-control', 'no-store');
      let caller: IntakeCaller | null = null;
      try {
        const contentType = String(req.headers['content-type'] ?? '')
          .split(';')[0]
          .trim()
          .toLowerCase();
        if (contentType !== FHIR_JSON)
          throw new FhirRefusal(415, [
            { expression: 'Bundle', key: 'fhir.mediaType', code: 'not-supported' },
          ]);
        caller = await intakeCallerOf(ctx.db, key, req.headers.authorization);
        if (!caller)
          throw new FhirRefusal(401, [{ expression: 'Bundle', key: 'fhir.unauthorized', code: 'security' }]);
        const body = req.body;
        if (body === NOT_JSON || typeof body !== 'object' || body === null || Array.isArray(body))
          throw new FhirRefusal(400, [{ expression: 'Bundle', key: 'fhir.json', code: 'structure' }]);
        if ((body as { resourceType?: unknown }).resourceType !== 'Bundle')
          throw new FhirRefusal(400, [
            { expression: 'Bundle.resourceType', key: 'fhir.bundleType', params: [kind], code: 'structure' },
          ]);
        const result = await receiveReport(
          ctx.db,
          cache,
          req,
          caller,
          ctx.config.patientLookup,
          ctx.config.fhirCnpSystems,
          body as Bundle,
          kind,
          language,
        );
        const outcome = operationOutcome(
          [
            {
              expression: 'Bundle',
              key: result.key,
              params: [String(result.notificationId)],
              code: 'informational' as never,
              severity: 'information',
            },
          ],
          language,
        );
        outcome.issue[0] = {
          ...outcome.issue[0],
          details: {
            ...outcome.issue[0].details,
            coding: [
              {
                system: 'https://registru-cancer-pediatric.ro/fhir/CodeSystem/notification',
                code: String(result.notificationId),
              },
            ],
          } as never,
        };
        return reply.code(result.status).send(outcome);
      } catch (e) {
        if (!(e instanceof FhirRefusal)) throw e;
        if (e.status === 401) reply.header('www-authenticate', 'Bearer');
        if (caller) await auditRefusal(ctx, req, caller, e);
        return reply.code(e.status).send(operationOutcome(e.issues, language));
      }
    };
    app.post(
      '/$process-message',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "Receives the IG's reporting bundle (a message whose MessageHeader.focus is the content bundle)",
          description: intakeDescription,
        },
      },
      intake('message'),
    );
    app.post(
      '/Bundle',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Receives a content bundle (a collection with a Composition) directly',
          description: intakeDescription,
        },
      },
      intake('collection'),
    );
  };
}
