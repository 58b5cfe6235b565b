import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { downloadSectionIdCards } from './cards.js';
import { getStudentPhoto, removeStudentPhoto, uploadStudentPhoto } from './photo.js';

/** Student photos and ID cards; the public check of a card is verifyCertificate. */
export function idCardsHandlers(deps: AppDeps): HandlerMap {
  return {
    getStudentPhoto: async (request) =>
      getStudentPhoto(deps, authOf(request), request.params.studentId),
    uploadStudentPhoto: async (request) =>
      uploadStudentPhoto(deps, authOf(request), request.params.studentId, request.body),
    removeStudentPhoto: async (request, reply) => {
      await removeStudentPhoto(deps, authOf(request), request.params.studentId);
      return reply.status(204).send();
    },
    downloadSectionIdCards: async (request, reply) => {
      const { filename, pdf } = await downloadSectionIdCards(
        deps,
        authOf(request),
        request.params.sectionId,
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
