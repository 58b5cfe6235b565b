import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function certificatesHandlers(deps: AppDeps): HandlerMap {
  return {
    listMyCertificates: async (request) => service.listMyCertificates(deps, authOf(request)),
    downloadCertificate: async (request, reply) => {
      const { filename, pdf } = await service.downloadCertificate(
        deps,
        authOf(request),
        request.params.id,
        request.query.lang ?? 'en',
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    verifyCertificate: async (request) => service.verifyCertificate(deps, request.params.code),
  };
}
