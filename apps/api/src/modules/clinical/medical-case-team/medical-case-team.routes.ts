import {
  medicalCaseJoinRequests,
  medicalCaseOwnerCandidatesQuery,
  medicalCaseTransferRequest,
  medicalTeamAddRequest,
  medicalTeamAnswer,
  medicalTeamCandidates,
  medicalTeamCandidatesQuery,
  medicalTeamRemoveQuery,
  pathId,
  Role,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireSession } from '../../../platform/access';
import { languageOf } from '../../../platform/i18n';
import { transferMedicalCase } from './case-transfer.service';
import { decideJoinRequest, findJoinRequests, requestToJoin } from './join-requests.service';
import { findCaseUnits, findOwnerCandidates, findTeamCandidates, readMedicalTeam } from './team-read.service';
import { addTeamMember, removeTeamMember } from './team-write.service';

const tags = ['medical cases'];
/** Executives and auditors see no medical case; the rest is decided per case (404 when not readable). */
const access = { access: [Role.SuperAdministrator, Role.Reporter, Role.Reviewer] };
const idParams = z.object({ id: pathId });
const errorsNote =
  ' A caller who cannot read the case gets 404; one taken off its team 403 `medicalCase.noMoreRights`; when the case was moved to another unit or deleted since the screen read it, 409 `medicalCase.transferredOrDeleted`.';

/** The medical team tab (issue 14) and the transfer of a case, under /api/medical-case. */
export function medicalCaseTeamRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/team',
      {
        config: access,
        schema: {
          tags,
          summary:
            'The named case owner, local and central team, each with unit, unit type, phone, e-mail, roles and hospital-admin flag',
          params: idParams,
          response: { 200: medicalTeamAnswer },
        },
      },
      (req) => readMedicalTeam(db, requireSession(req), languageOf(req), req.params.id),
    );
    app.get(
      '/:id/team/candidates',
      {
        config: access,
        schema: {
          tags,
          summary: `Employees who may join (case owners of the treating unit): its staff for the local team (teamKind 2), staff of Central units for the central team (1); searched by name or e-mail, 20 at most.${errorsNote}`,
          params: idParams,
          querystring: medicalTeamCandidatesQuery,
          response: { 200: medicalTeamCandidates },
        },
      },
      (req) => findTeamCandidates(db, requireSession(req), languageOf(req), req.params.id, req.query),
    );
    app.post(
      '/:id/team',
      {
        config: access,
        schema: {
          tags,
          summary: `Adds a member (case owners of the treating unit); one already there answers 409 \`medicalTeam.alreadyMember\`. Audited.${errorsNote}`,
          params: idParams,
          body: medicalTeamAddRequest,
        },
      },
      async (req, reply) => {
        await addTeamMember(db, req, requireSession(req), req.params.id, req.body);
        return reply.code(204).send();
      },
    );
    app.delete(
      '/:id/team/:employeeId',
      {
        config: access,
        schema: {
          tags,
          summary: `Removes a member (case owners of the treating unit). Audited.${errorsNote}`,
          params: idParams.extend({ employeeId: pathId }),
          querystring: medicalTeamRemoveQuery,
        },
      },
      async (req, reply) => {
        await removeTeamMember(
          db,
          req,
          requireSession(req),
          req.params.id,
          req.params.employeeId,
          req.query.reportingUnitId,
        );
        return reply.code(204).send();
      },
    );
    app.get(
      '/:id/units',
      {
        config: access,
        schema: {
          tags,
          summary:
            'All live registry units (id, name, type) for the transfer dialog and the hospital of a recommendation, to callers who may read the case',
          params: idParams,
          response: { 200: z.array(z.object({ id: z.number(), text: z.string(), typeId: z.number() })) },
        },
      },
      (req) => findCaseUnits(db, requireSession(req), req.params.id),
    );
    app.get(
      '/:id/transfer/owners',
      {
        config: access,
        schema: {
          tags,
          summary:
            'Employees of a unit who may be named case owner by a transfer (case owners of the treating unit)',
          params: idParams,
          querystring: medicalCaseOwnerCandidatesQuery,
          response: { 200: medicalTeamCandidates },
        },
      },
      (req) => findOwnerCandidates(db, requireSession(req), languageOf(req), req.params.id, req.query),
    );
    app.post(
      '/:id/transfer',
      {
        config: access,
        schema: {
          tags,
          summary: `Transfers the case to a treating unit and names its case owner there (case owners of the current unit). Moving to another unit drops the local team. Audited.${errorsNote}`,
          params: idParams,
          body: medicalCaseTransferRequest,
        },
      },
      async (req, reply) => {
        await transferMedicalCase(db, req, requireSession(req), req.params.id, req.body);
        return reply.code(204).send();
      },
    );
    app.post(
      '/from-case/:caseId/join-request',
      {
        config: access,
        schema: {
          tags,
          summary:
            "Asks the treating team to join the case's medical case (issue 22): an employee of a unit that reports on the case (a follow-up, a draft, or the tumour) who cannot read the medical case. 404 to a stranger to the case, 400 `medicalCase.joinNotAllowed` to anyone else (no medical case yet, already a reader), 409 `medicalCase.joinAlreadyRequested` for a second pending request. Audited",
          params: z.object({ caseId: pathId }),
          response: { 200: z.object({ id: z.number() }) },
        },
      },
      (req) => requestToJoin(db, req, requireSession(req), req.params.caseId),
    );
    app.get(
      '/:id/join-requests',
      {
        config: access,
        schema: {
          tags,
          summary: `The pending requests to join the team, oldest first, with the team each requester would join (null: only a transfer can bring them) — case owners of the treating unit.${errorsNote}`,
          params: idParams,
          response: { 200: medicalCaseJoinRequests },
        },
      },
      (req) => findJoinRequests(db, requireSession(req), req.params.id),
    );
    app.post(
      '/:id/join-requests/:requestId/:decision',
      {
        config: access,
        schema: {
          tags,
          summary: `Accepts (the requester joins the local team if staff of the treating unit, the central team if staff of a Central unit; anyone else 400 \`medicalCase.joinNeedsTransfer\`) or refuses a pending request (case owners of the treating unit); one already decided 409 \`medicalCase.joinAlreadyDecided\`. Audited.${errorsNote}`,
          params: idParams.extend({ requestId: pathId, decision: z.enum(['accept', 'refuse']) }),
        },
      },
      async (req, reply) => {
        await decideJoinRequest(
          db,
          req,
          requireSession(req),
          req.params.id,
          req.params.requestId,
          req.params.decision === 'accept',
        );
        return reply.code(204).send();
      },
    );
  };
}
