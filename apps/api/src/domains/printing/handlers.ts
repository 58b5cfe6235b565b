import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import type { HandlerMap } from '../../http/types.js';
import { createPrintJob } from './create-job.js';
import { downloadPrintJobFile, getPrintJob, listPrintJobs } from './read-jobs.js';

const CONTENT_TYPES = { pdf: 'application/pdf', zip: 'application/zip' } as const;

export function printingHandlers(deps: AppDeps): HandlerMap {
  return {
    listPrintJobs: async (request) => listPrintJobs(deps, authOf(request)),
    createPrintJob: async (request, reply) => {
      const { job, created } = await createPrintJob(deps, authOf(request), request.body);
      return reply.status(created ? 202 : 200).send(job);
    },
    getPrintJob: async (request) => getPrintJob(deps, authOf(request), request.params.jobId),
    downloadPrintJobFile: async (request, reply) => {
      const file = await downloadPrintJobFile(deps, authOf(request), request.params.jobId);
      return reply
        .header('content-type', CONTENT_TYPES[file.type])
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  };
}
