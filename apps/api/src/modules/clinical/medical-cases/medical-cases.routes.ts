import {
  type MedicalCaseSaveRequest,
  medicalCaseAnswer,
  medicalCaseFilter,
  medicalCaseList,
  medicalCaseOpenAnswer,
  medicalCaseReachAnswer,
  medicalCaseSaveRequest,
  medicalCaseVersions,
  pathId,
  Role,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireSession } from '../../../platform/access';
import { languageOf } from '../../../platform/i18n';
import type { ListCache } from '../../dictionaries';
import { findMedicalCases } from './medical-case-list.service';
import { openMedicalCase, readCaseReach } from './medical-case-open.service';
import { findMedicalCaseVersions, readMedicalCase, saveMedicalCase } from './medical-case-save.service';

const tags = ['medical cases'];
/** Executives and auditors see no medical case (identifying clinical data); the rest is decided per case. */
export const medicalCaseRoles = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer] as const;
const idParams = z.object({ id: pathId });
const access = { access: medicalCaseRoles };

/**
 * The medical case (issue 14), under /api/medical-case. Who may do what is decided per case by the
 * domain predicates (medicalCaseAccess): a caller who may not read a case gets 404 on every route,
 * one who may read but not act 403.
 */
export function medicalCaseRoutes(db: Db, cache: ListCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/filter',
      {
        config: access,
        schema: {
          tags,
          summary:
            'The medical cases the caller may read: all for reviewers and the super administrator; for an employee those of units where they are admin or case owner and those whose team they are on',
          body: medicalCaseFilter,
          response: { 200: medicalCaseList },
        },
      },
      (req) => findMedicalCases(db, requireSession(req), req.body),
    );
    app.post(
      '/from-case/:caseId',
      {
        config: access,
        schema: {
          tags,
          summary:
            "Opens the cancer case's medical case, prefilled from its current record, or answers the existing one (created false) to whoever may read it. Only a unit that reported the tumour (a live completed notification with reason 1, 7 or 10 on the case) opens a new one and becomes its treating unit; an opener without CaseOwner joins the local team, and only while the unit has a case owner (else 403 `medicalCase.noCaseOwnerInUnit`). A unit that knows the case only through follow-ups or drafts gets 403 `medicalCase.askTreatingTeam`, one that reported the tumour but is not on the team 403 `medicalCase.keptByAnotherTeam` (both name the unit to ask); one taken off the team 403 `medicalCase.noMoreRights`; reviewers and the super administrator 403 `medicalCase.openedByTreatingUnit` when none exists; anyone else 404",
          params: z.object({ caseId: pathId }),
          response: { 200: medicalCaseOpenAnswer },
        },
      },
      (req) => openMedicalCase(db, req, requireSession(req), req.params.caseId),
    );
    app.get(
      '/from-case/:caseId',
      {
        config: access,
        schema: {
          tags,
          summary:
            'The facts the "Medical case" button decides on (mayReachFromCase): the caller\'s units that reported the tumour, that report the case at all, and the medical case\'s treating unit and team narrowed to the caller (other units show as 0, other people not at all). 404 to a caller who does not know the case',
          params: z.object({ caseId: pathId }),
          response: { 200: medicalCaseReachAnswer },
        },
      },
      (req) => readCaseReach(db, requireSession(req), req.params.caseId),
    );
    app.get(
      '/:id',
      {
        config: access,
        schema: {
          tags,
          summary:
            'The medical case with its details and what the caller may do (access); the read is audited',
          params: idParams,
          response: { 200: medicalCaseAnswer },
        },
      },
      (req) => readMedicalCase(db, req, requireSession(req), req.params.id),
    );
    app.put(
      '/:id',
      {
        config: access,
        schema: {
          tags,
          summary:
            "Saves the details (team members and the unit's case owners). The notification's rules apply; send the version read: a stale one answers 409. Writes a version and an audit row",
          params: idParams,
          body: medicalCaseSaveRequest,
          response: { 200: z.object({ id: z.number(), version: z.number() }) },
        },
      },
      (req) =>
        saveMedicalCase(
          db,
          cache,
          req,
          requireSession(req),
          req.params.id,
          req.body as MedicalCaseSaveRequest,
        ),
    );
    app.get(
      '/:id/versions',
      {
        config: access,
        schema: {
          tags,
          summary:
            'Every saved version of the details, newest first, with author and date, and the History values labelled in the request language',
          params: idParams,
          response: { 200: medicalCaseVersions },
        },
      },
      (req) => findMedicalCaseVersions(db, requireSession(req), languageOf(req), req.params.id),
    );
  };
}
