import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as read from './read.js';
import * as receipts from './receipts.js';
import * as write from './write.js';

export function diaryHandlers(deps: AppDeps): HandlerMap {
  return {
    getDiaryOptions: async (request) => read.getDiaryOptions(deps, authOf(request)),
    getSectionDiary: async (request) =>
      read.getSectionDiary(deps, authOf(request), request.params.sectionId, request.params.day),
    createDiaryPost: async (request, reply) => {
      const post = await write.createDiaryPost(
        deps,
        authOf(request),
        request.params.sectionId,
        request.body,
      );
      reply.status(201);
      return post;
    },
    updateDiaryPost: async (request) =>
      write.updateDiaryPost(deps, authOf(request), request.params.postId, request.body),
    deleteDiaryPost: async (request, reply) => {
      await write.deleteDiaryPost(deps, authOf(request), request.params.postId);
      return reply.status(204).send();
    },
    getDiaryAttachment: async (request) =>
      read.getDiaryAttachment(deps, authOf(request), request.params.postId),
    getDiaryReads: async (request) =>
      receipts.getDiaryReads(deps, authOf(request), request.params.sectionId, request.params.day),
    getMyDiary: async (request) => read.getMyDiary(deps, authOf(request), request.params.day),
  };
}
