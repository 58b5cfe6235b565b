import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { downloadStudentCertificate } from './download.js';
import { issueStudentCertificate } from './issue.js';
import { listStudentCertificates } from './list.js';
import { revokeStudentCertificate } from './revoke.js';

/** Leaving and character certificates; the public check is verifyCertificate. */
export function schoolCertificatesHandlers(deps: AppDeps): HandlerMap {
  return {
    listStudentCertificates: async (request) =>
      listStudentCertificates(deps, authOf(request), request.params.studentId),
    issueStudentCertificate: async (request, reply) => {
      reply.status(201);
      return issueStudentCertificate(deps, authOf(request), request.params.studentId, request.body);
    },
    revokeStudentCertificate: async (request) =>
      revokeStudentCertificate(
        deps,
        authOf(request),
        request.params.studentId,
        request.params.certificateId,
        request.body,
      ),
    downloadStudentCertificate: async (request, reply) => {
      const { filename, pdf } = await downloadStudentCertificate(
        deps,
        authOf(request),
        request.params.studentId,
        request.params.certificateId,
        request.query.lang ?? 'en',
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  };
}
