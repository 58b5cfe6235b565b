import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/context.js';
import { CSV_TYPE, sendExport } from '../../http/export.js';
import { localizeDetail } from '../../http/i18n/localizeDetail.js';
import { requestLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap } from '../../http/types.js';
import {
  addDatesheetPaper,
  removeDatesheetPaper,
  updateDatesheetPaper,
} from './datesheet-papers.js';
import * as datesheetPdf from './datesheet-pdf.js';
import { publishDatesheet } from './datesheet-publish.js';
import { getExamDatesheet, listMyDatesheets } from './datesheet-read.js';
import { createExam, getExam, listExams, updateExam } from './exams.js';
import { exportSectionResults } from './export-results.js';
import * as gradebook from './gradebook.js';
import { getGradingScale, updateGradingScale } from './grading-scale.js';
import { getMarksSheet, listMarkSheets } from './mark-sheets.js';
import { listMyResults } from './my-results.js';
import * as publication from './publication.js';
import { saveReportCardRemarks } from './report-card-remarks.js';
import * as reports from './reports.js';
import * as marks from './save-marks.js';
import { getSectionResults, getStudentResult } from './section-results.js';

function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

export function examsHandlers(deps: AppDeps): HandlerMap {
  return {
    listExams: async (request) => listExams(deps, authOf(request), request.query),
    createExam: async (request, reply) => {
      const exam = await createExam(deps, authOf(request), request.body);
      return reply.status(201).send(exam);
    },
    getExam: async (request) => getExam(deps, authOf(request), request.params.examId),
    updateExam: async (request) =>
      updateExam(deps, authOf(request), request.params.examId, request.body),
    publishExam: async (request) =>
      publication.publishExam(deps, authOf(request), request.params.examId),
    submitExamForApproval: async (request) =>
      publication.submitExamForApproval(deps, authOf(request), request.params.examId),
    returnExamResults: async (request) =>
      publication.returnExamResults(deps, authOf(request), request.params.examId, request.body),
    unpublishExam: async (request) =>
      publication.unpublishExam(deps, authOf(request), request.params.examId),
    getExamCompleteness: async (request) =>
      publication.getExamCompleteness(deps, authOf(request), request.params.examId),
    fillExamGaps: async (request) =>
      publication.fillExamGaps(deps, authOf(request), request.params.examId, request.body),
    listMarkSheets: async (request) => listMarkSheets(deps, authOf(request), request.params.examId),
    getMarksSheet: async (request) =>
      getMarksSheet(
        deps,
        authOf(request),
        request.params.examId,
        request.params.sectionId,
        request.params.subjectId,
      ),
    saveMarks: async (request) => {
      const saved = await marks.saveMarks(
        deps,
        authOf(request),
        request.params.examId,
        request.params.sectionId,
        request.params.subjectId,
        request.body,
      );
      // The refusals travel in a 200 (the other entries were stored), so the error handler's
      // translation does not reach them: each sentence is put in the caller's language here.
      const locale = requestLocale(request.headers['accept-language']);
      return {
        ...saved,
        refused: saved.refused.map((r) => ({ ...r, detail: localizeDetail(r.detail, locale) })),
        conflicts: saved.conflicts.map((c) => ({ ...c, detail: localizeDetail(c.detail, locale) })),
      };
    },
    exportSectionResults: async (request, reply) =>
      sendExport(
        reply,
        await exportSectionResults(
          deps,
          authOf(request),
          request.params.examId,
          request.params.sectionId,
          request.query,
          requestLocale(request.headers['accept-language']),
        ),
      ),
    getSectionResults: async (request) =>
      getSectionResults(deps, authOf(request), request.params.examId, request.params.sectionId),
    getStudentResult: async (request) =>
      getStudentResult(deps, authOf(request), request.params.examId, request.params.studentId),
    saveReportCardRemarks: async (request) =>
      saveReportCardRemarks(
        deps,
        authOf(request),
        request.params.examId,
        request.params.studentId,
        request.body,
      ),
    listMyResults: async (request) => listMyResults(deps, authOf(request)),
    getExamDatesheet: async (request) =>
      getExamDatesheet(deps, authOf(request), request.params.examId),
    addDatesheetPaper: async (request, reply) => {
      const sheet = await addDatesheetPaper(
        deps,
        authOf(request),
        request.params.examId,
        request.body,
      );
      return reply.status(201).send(sheet);
    },
    updateDatesheetPaper: async (request) =>
      updateDatesheetPaper(
        deps,
        authOf(request),
        request.params.examId,
        request.params.paperId,
        request.body,
      ),
    removeDatesheetPaper: async (request) =>
      removeDatesheetPaper(deps, authOf(request), request.params.examId, request.params.paperId),
    publishDatesheet: async (request) =>
      publishDatesheet(deps, authOf(request), request.params.examId),
    downloadDatesheet: async (request, reply) =>
      sendPdf(
        reply,
        await datesheetPdf.downloadDatesheet(
          deps,
          authOf(request),
          request.params.examId,
          request.params.classId,
          request.query.lang ?? 'en',
        ),
      ),
    listMyDatesheets: async (request) => listMyDatesheets(deps, authOf(request)),
    getGradingScale: async (request) => getGradingScale(deps, authOf(request)),
    updateGradingScale: async (request) => updateGradingScale(deps, authOf(request), request.body),
    downloadReportCard: async (request, reply) =>
      sendPdf(
        reply,
        await reports.downloadReportCard(
          deps,
          authOf(request),
          request.params.examId,
          request.params.studentId,
          request.query.lang ?? 'en',
        ),
      ),
    downloadSectionReportCards: async (request, reply) =>
      sendPdf(
        reply,
        await reports.downloadSectionReportCards(
          deps,
          authOf(request),
          request.params.examId,
          request.params.sectionId,
          request.query.lang ?? 'en',
        ),
      ),
    createReportCardRun: async (request, reply) => {
      const run = await reports.createReportCardRun(
        deps,
        authOf(request),
        request.params.examId,
        request.body,
      );
      return reply.status(202).send(run);
    },
    getReportCardRun: async (request) =>
      reports.getReportCardRun(deps, authOf(request), request.params.runId),
    downloadReportCardRunFile: async (request, reply) =>
      sendPdf(
        reply,
        await reports.downloadReportCardRunFile(
          deps,
          authOf(request),
          request.params.runId,
          request.params.sectionId,
        ),
      ),
    getSectionGradebook: async (request) =>
      gradebook.getSectionGradebook(
        deps,
        authOf(request),
        request.params.sectionId,
        request.query.term_id,
      ),
    exportSectionGradebook: async (request, reply) => {
      const { filename, csv } = await gradebook.exportSectionGradebook(
        deps,
        authOf(request),
        request.params.sectionId,
        request.query.term_id,
      );
      return sendExport(reply, { fileName: filename, contentType: CSV_TYPE, body: csv });
    },
    getClassCourses: async (request) =>
      gradebook.getClassCourses(deps, authOf(request), request.params.classId),
    updateClassCourses: async (request) =>
      gradebook.updateClassCourses(
        deps,
        authOf(request),
        request.params.classId,
        request.body.course_ids,
      ),
  };
}
