import {
  FileKind,
  pathId,
  patient,
  patientChangeProposals,
  patientFilter,
  patientForm,
  patientList,
  patientSaved,
  proposalDecision,
  Role,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../../platform/access';
import type { AppContext } from '../../../platform/context';
import { fileRules } from '../../../platform/files/file-store';
import { readMultipart } from '../../../platform/files/multipart';
import { languageOf } from '../../../platform/i18n';
import { decideProposal, findProposals } from './patient-proposals.service';
import { findPatient } from './patient-read.service';
import { savePatient } from './patient-save.service';
import { findPatients } from './patients-list.service';

const tags = ['patients'];
/** Those who treat or register children (domain `canSeePatients`); executives and auditors get 403. */
const carers = [Role.SuperAdministrator, Role.Reporter, Role.Reviewer] as const;
const scopeNote =
  'Scope: reviewers and the super administrator see every patient; unit staff the patients one of their units holds — it reports the tumour (a completed new-diagnosis notification) or treats the child; a draft or a follow-up of another unit’s tumour grants nothing (404).';

/** The shared patient record (spec 01 §3 "Patient", §8; issue 14). */
export function patientRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/filter',
      {
        config: { access: carers },
        schema: {
          tags,
          summary: 'The patient list: search is a prefix of the identifier or of the names',
          description: scopeNote,
          body: patientFilter,
          response: { 200: patientList },
        },
      },
      (req) => findPatients(ctx.db, requireSession(req), req.body),
    );
    app.get(
      '/:id',
      {
        config: { access: carers },
        schema: {
          tags,
          summary: 'One patient with the units that share the record; the read is audited (patient.read)',
          description: scopeNote,
          params: z.object({ id: pathId }),
          response: { 200: patient },
        },
      },
      (req) => findPatient(ctx.db, req, requireSession(req), req.params.id),
    );
    app.get(
      '/:id/change-proposals',
      {
        config: { access: carers },
        schema: {
          tags,
          summary:
            "Changes of the child's general data proposed by units that did not hold the record, newest first",
          description: `${scopeNote} A unit holds a child's record when it reports the tumour (a completed new-diagnosis notification) or treats the child; another unit's completed report with different general data waits here. \`mayDecide\`: the caller may accept or refuse it (a reviewer, or a unit that held the record before the proposing one).`,
          params: z.object({ id: pathId }),
          response: { 200: patientChangeProposals },
        },
      },
      (req) => findProposals(ctx.db, requireSession(req), req.params.id),
    );
    app.post(
      '/:id/change-proposals/:proposalId',
      {
        config: { access: carers },
        schema: {
          tags,
          summary:
            'Accepts (the values enter the record for every unit) or refuses a pending proposal; audited',
          description: `${scopeNote} 403 patient.proposalNotYours for the proposing unit or a unit that does not hold the record; 409 patient.proposalDecided when it was already decided or replaced. Answers the list.`,
          params: z.object({ id: pathId, proposalId: pathId }),
          body: proposalDecision,
          response: { 200: patientChangeProposals },
        },
      },
      (req) =>
        decideProposal(
          ctx.db,
          req,
          requireSession(req),
          req.params.id,
          req.params.proposalId,
          req.body.accept,
        ),
    );
    app.post(
      '/',
      {
        config: { access: carers, multipartFiles: ['agreement', 'socialSurvey'] },
        schema: {
          tags,
          summary:
            'Edits the patient every unit shares. Multipart: the patient fields (send `version` as read: a stale save gets 409), ' +
            `agreement (upload kind ${FileKind.Agreement}) and socialSurvey (kind ${FileKind.SocialSurvey}, social cases only) files — pdf, doc, docx, jpg, png ≤ 20 MB — ` +
            'or deleteAgreement / deleteSocialSurvey = true. An identifier another patient has answers 409 {field: "identifier"}. ' +
            'The answer carries `warning` when several units share the child (their general data changed too).',
          description: scopeNote,
          consumes: ['multipart/form-data'],
          response: { 200: patientSaved },
        },
      },
      async (req) => {
        const session = requireSession(req);
        const { fields, files } = await readMultipart(req, ctx.files, patientForm, {
          agreement: fileRules.agreement,
          socialSurvey: fileRules.agreement,
        });
        return savePatient(ctx, req, session, languageOf(req), fields, files);
      },
    );
  };
}
