import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  DeleteUserResponseSchema,
  IdParamSchema,
  UpdateRoleBodySchema,
  UpdateRoleResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as service from './admin-users.service';

const tags = ['admin'];
const IdParams = z.object({ id: IdParamSchema });

/** Mounted at /api/admins: the spec's three user calls. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/users', {
    schema: {
      tags,
      summary: 'Accounts, newest first: search name/email/company, filter by role and status',
      querystring: AdminUsersQuerySchema,
      response: { 200: AdminUsersResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: adminOnly,
    handler: (request) => service.listUsers(app.db, request.query),
  });

  app.put('/update-role/:id', {
    schema: {
      tags,
      summary: 'Change an account’s role; its sessions end',
      params: IdParams,
      body: UpdateRoleBodySchema,
      response: { 200: UpdateRoleResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: adminOnly,
    handler: async (request) => ({
      user: await service.updateRole(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.role,
      ),
      message: ADMIN_MESSAGES.roleUpdated,
    }),
  });

  app.delete('/delete-user/:id', {
    schema: {
      tags,
      summary: 'Close an account and erase its personal data',
      params: IdParams,
      response: { 200: DeleteUserResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: adminOnly,
    handler: async (request) => ({
      userId: await service.deleteUser(
        app.db,
        app.storage,
        request.log,
        currentUser(request),
        request.params.id,
      ),
      message: ADMIN_MESSAGES.userDeleted,
    }),
  });
};
