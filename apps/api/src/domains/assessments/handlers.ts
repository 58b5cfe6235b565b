import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { sendExport } from '../../http/export.js';
import type { HandlerMap } from '../../http/types.js';
import * as bank from './bank.js';
import { exportBankQuestions } from './bankExport.js';
import { importBankQuestions } from './bankImport.js';
import { previewBankImport } from './bankImportPreview.js';
import { createBankImportRun, getBankImportRun } from './bankImportRun.js';
import { createQuestion, deleteQuestion, updateQuestion } from './questions.js';
import { getAssessment, getAssessmentAdmin, listCourseAssessments } from './read-assessments.js';
import { createAssessment, deleteAssessment, updateAssessment } from './write-assessments.js';

export function assessmentsHandlers(deps: AppDeps): HandlerMap {
  return {
    listCourseAssessments: async (request) =>
      listCourseAssessments(
        deps,
        authOf(request),
        request.params.courseId,
        request.query.published_only ?? true,
      ),
    createAssessment: async (request, reply) => {
      const assessment = await createAssessment(deps, authOf(request), request.body);
      reply.status(201);
      return assessment;
    },
    getAssessment: async (request) => getAssessment(deps, authOf(request), request.params.id),
    getAssessmentAdmin: async (request) =>
      getAssessmentAdmin(deps, authOf(request), request.params.id),
    updateAssessment: async (request) =>
      updateAssessment(deps, authOf(request), request.params.id, request.body),
    deleteAssessment: async (request, reply) => {
      await deleteAssessment(deps, authOf(request), request.params.id);
      return reply.status(204).send();
    },
    createQuestion: async (request, reply) => {
      const question = await createQuestion(deps, authOf(request), request.params.id, request.body);
      reply.status(201);
      return question;
    },
    updateQuestion: async (request) =>
      updateQuestion(deps, authOf(request), request.params.id, request.body),
    deleteQuestion: async (request, reply) => {
      await deleteQuestion(deps, authOf(request), request.params.id);
      return reply.status(204).send();
    },
    // A course's question bank.
    listBankQuestions: async (request) =>
      bank.listBankQuestions(deps, authOf(request), request.params.courseId, request.query),
    createBankQuestion: async (request, reply) => {
      const question = await bank.createBankQuestion(
        deps,
        authOf(request),
        request.params.courseId,
        request.body,
      );
      reply.status(201);
      return question;
    },
    updateBankQuestion: async (request) =>
      bank.updateBankQuestion(deps, authOf(request), request.params.id, request.body),
    deleteBankQuestion: async (request, reply) => {
      await bank.deleteBankQuestion(deps, authOf(request), request.params.id);
      return reply.status(204).send();
    },
    previewBankImport: async (request) =>
      previewBankImport(deps, authOf(request), request.params.courseId, request.body),
    importBankQuestions: async (request, reply) => {
      const result = await importBankQuestions(
        deps,
        authOf(request),
        request.params.courseId,
        request.body,
      );
      reply.status(201);
      return result;
    },
    createBankImportRun: async (request, reply) => {
      reply.status(202);
      return createBankImportRun(deps, authOf(request), request.params.courseId, request.body);
    },
    getBankImportRun: async (request) =>
      getBankImportRun(deps, authOf(request), request.params.courseId, request.params.runId),
    exportBankQuestions: async (request, reply) =>
      sendExport(
        reply,
        await exportBankQuestions(deps, authOf(request), request.params.courseId, request.query),
      ),
  };
}
