import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import * as service from './service.js';

export function progressHandlers(deps: AppDeps): HandlerMap {
  return {
    recordLessonProgress: async (request) =>
      service.recordLessonProgress(deps, authOf(request), request.params.id, request.body),
    getMyLessonProgress: async (request) =>
      service.getMyLessonProgress(deps, authOf(request), request.params.id),
    getMyCourseProgress: async (request) =>
      service.getMyCourseProgress(deps, authOf(request), request.params.id),
  };
}
