import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { getSchoolLogo, removeSchoolLogo, uploadSchoolLogo } from './logo.js';
import { getPaymentDetails, updatePaymentDetails } from './payment-details.js';
import * as service from './service.js';

export function settingsHandlers(deps: AppDeps): HandlerMap {
  return {
    getTenantSettings: async (request) => service.getSettings(deps, authOf(request)),
    updateTenantSettings: async (request) =>
      service.updateSettings(deps, authOf(request), request.body),
    regenerateJoinCode: async (request) => service.regenerateJoinCode(deps, authOf(request)),
    getPaymentDetails: async (request) => getPaymentDetails(deps, authOf(request)),
    updatePaymentDetails: async (request) =>
      updatePaymentDetails(deps, authOf(request), request.body),
    getSchoolLogo: async (request) => getSchoolLogo(deps, authOf(request)),
    uploadSchoolLogo: async (request) => uploadSchoolLogo(deps, authOf(request), request.body),
    deleteSchoolLogo: async (request, reply) => {
      await removeSchoolLogo(deps, authOf(request));
      return reply.status(204).send();
    },
  };
}
