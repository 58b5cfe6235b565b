import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as documents from './documents.js';
import * as balances from './leave-balances.js';
import * as leaveTypes from './leave-types.js';
import * as member from './member.js';
import * as record from './record.js';
import * as salary from './salary.js';

export function hrHandlers(deps: AppDeps): HandlerMap {
  return {
    listHrStaff: async (request) => member.listHrStaff(deps, authOf(request)),
    getHrStaffMember: async (request) =>
      member.getHrStaffMember(deps, authOf(request), request.params.userId),
    saveHrStaffRecord: async (request) =>
      record.saveHrStaffRecord(deps, authOf(request), request.params.userId, request.body),
    setHrStaffLeaving: async (request) =>
      record.setHrStaffLeaving(deps, authOf(request), request.params.userId, request.body),
    createSalaryComponent: async (request, reply) =>
      reply
        .status(201)
        .send(
          await salary.createSalaryComponent(
            deps,
            authOf(request),
            request.params.userId,
            request.body,
          ),
        ),
    updateSalaryComponent: async (request) =>
      salary.updateSalaryComponent(deps, authOf(request), request.params.componentId, request.body),
    deleteSalaryComponent: async (request, reply) => {
      await salary.deleteSalaryComponent(deps, authOf(request), request.params.componentId);
      return reply.status(204).send();
    },
    uploadStaffDocument: async (request, reply) =>
      reply
        .status(201)
        .send(
          await documents.uploadStaffDocument(
            deps,
            authOf(request),
            request.params.userId,
            request.body,
          ),
        ),
    getStaffDocument: async (request) =>
      documents.getStaffDocument(deps, authOf(request), request.params.documentId),
    deleteStaffDocument: async (request, reply) => {
      await documents.deleteStaffDocument(deps, authOf(request), request.params.documentId);
      return reply.status(204).send();
    },
    listLeaveTypes: async (request) => leaveTypes.listLeaveTypes(deps, authOf(request)),
    createLeaveType: async (request, reply) =>
      reply.status(201).send(await leaveTypes.createLeaveType(deps, authOf(request), request.body)),
    updateLeaveType: async (request) =>
      leaveTypes.updateLeaveType(deps, authOf(request), request.params.leaveTypeId, request.body),
    deleteLeaveType: async (request) =>
      leaveTypes.deleteLeaveType(deps, authOf(request), request.params.leaveTypeId),
    getMyLeave: async (request) => balances.getMyLeave(deps, authOf(request)),
  };
}
