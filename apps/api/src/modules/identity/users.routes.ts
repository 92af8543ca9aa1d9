import {
  pathId,
  profileForm,
  Role,
  user,
  userFilter,
  userForm,
  userList,
  userProfile,
} from '@registry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { fileRules } from '../../platform/files/file-store';
import { readMultipart } from '../../platform/files/multipart';
import { languageOf } from '../../platform/i18n';
import { countProfileLinks, findProfile, saveProfile } from './profile.service';
import { deleteUser, findUser, findUsers, saveUser } from './users.service';

const tags = ['users'];
const userIdParams = z.object({ userId: pathId });
const idParams = z.object({ id: pathId });
const superAdmin = [Role.SuperAdministrator] as const;

/** Identity administration, spec 01 §7.2 (mounted under /api/identity). */
export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/filter',
      { config: { access: superAdmin }, schema: { tags, body: userFilter, response: { 200: userList } } },
      (req) => findUsers(ctx, languageOf(req), req.body),
    );
    app.get(
      '/user/:userId',
      { config: { access: superAdmin }, schema: { tags, params: userIdParams, response: { 200: user } } },
      (req) => findUser(ctx, languageOf(req), req.params.userId),
    );
    app.post(
      '/user',
      {
        config: { access: superAdmin, multipartFiles: ['profilePicture'] },
        schema: {
          tags,
          summary:
            'Adds (and invites) or edits a user. Multipart: userId, roleId, firstName, lastName, email, phone, deleteProfilePicture, profilePicture',
          consumes: ['multipart/form-data'],
          response: { 200: user },
        },
      },
      async (req) => {
        const { fields, files } = await readMultipart(req, ctx.files, userForm, {
          profilePicture: fileRules.profilePicture,
        });
        return findUser(ctx, languageOf(req), await saveUser(ctx, req, fields, files.profilePicture));
      },
    );
    app.delete(
      '/user/:userId',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Super administrator: any other user; unit admin: a reporter of a unit they administer',
          params: userIdParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await deleteUser(ctx, req, requireSession(req), req.params.userId);
        return reply.code(204).send(null);
      },
    );
    app.get(
      '/user-profile/:id',
      { config: { access: 'signedIn' }, schema: { tags, params: idParams, response: { 200: userProfile } } },
      (req) => findProfile(ctx, requireSession(req), languageOf(req), req.params.id),
    );
    app.get(
      '/user-profile/count/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'How many units and unit roles share the account',
          params: idParams,
          response: { 200: z.object({ reportingUnits: z.number(), roles: z.number() }) },
        },
      },
      (req) => countProfileLinks(ctx, requireSession(req), req.params.id),
    );
    app.post(
      '/user-profile',
      {
        config: { access: 'signedIn', multipartFiles: ['profilePicture'] },
        schema: {
          tags,
          summary:
            'Saves one’s own profile. Multipart: firstName, lastName, phone, twoFa, deleteProfilePicture, profilePicture',
          consumes: ['multipart/form-data'],
          response: { 200: userProfile },
        },
      },
      async (req) => {
        const session = requireSession(req);
        const { fields, files } = await readMultipart(req, ctx.files, profileForm, {
          profilePicture: fileRules.profilePicture,
        });
        await saveProfile(ctx, req, session, fields, files.profilePicture);
        return findProfile(ctx, session, languageOf(req), session.userId);
      },
    );
  };
}
