import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { sendExport } from '../../http/export.js';
import type { HandlerMap } from '../../http/types.js';
import { exportOneRoster } from './export.js';
import { importOneRoster, previewOneRosterImport } from './import.js';

export function onerosterHandlers(deps: AppDeps): HandlerMap {
  return {
    exportOneRoster: async (_request, reply) =>
      sendExport(reply, await exportOneRoster(deps, authOf(_request))),
    previewOneRosterImport: async (request) =>
      previewOneRosterImport(deps, authOf(request), request.body),
    importOneRoster: async (request) => importOneRoster(deps, authOf(request), request.body),
  };
}
