import { fhirClient, fhirClientCreate, fhirClients, Role } from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { listFhirClients, registerFhirClient, revokeFhirClient } from './fhir-clients.service';

const tags = ['fhir clients'];
/**
 * Unit administrators are reporters with the unit's admin permission (and the super administrator):
 * the role lets them knock, the service decides which unit's clients they see (others' get 404).
 */
const administrators = [Role.SuperAdministrator, Role.Reporter] as const;
const rule =
  "A reporting unit's system clients for the FHIR intake (SMART Backend Services, docs/fhir.md): a client signs its token requests with a private key whose public JWK Set is registered here, and reports only for its own unit. Only the unit's administrators (and the super administrator) see and change them; every change is audited.";

/** Registering and revoking a unit's FHIR system clients (issue 43). */
export function fhirClientRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: administrators },
        schema: {
          tags,
          summary: 'The clients of the units the caller administers, newest first (revoked ones too)',
          description: rule,
          response: { 200: fhirClients },
        },
      },
      (req) => listFhirClients(ctx.db, requireSession(req)),
    );
    app.post(
      '/',
      {
        config: { access: administrators },
        schema: {
          tags,
          summary:
            'Registers a system client for a unit; answers its client id (iss and sub of its assertions)',
          description: `${rule} \`jwks\`: public RSA or EC keys (RS384 / ES384); a private member is refused. 404 for a unit the caller does not administer.`,
          body: fhirClientCreate,
          response: { 200: fhirClient },
        },
      },
      (req) => registerFhirClient(ctx.db, req, requireSession(req), req.body),
    );
    app.post(
      '/:clientId/revoke',
      {
        config: { access: administrators },
        schema: {
          tags,
          summary: 'Revokes a client at once: no new token, and its live tokens are refused',
          description: `${rule} Revoking a revoked client answers it unchanged. 404 for another unit's client.`,
          params: z.object({ clientId: z.uuid() }),
          response: { 200: fhirClient },
        },
      },
      (req) => revokeFhirClient(ctx.db, req, requireSession(req), req.params.clientId),
    );
  };
}
