import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { DocumentLanguage } from '../../documents/pdf.js';
import { authOf } from '../../http/context.js';
import { sendExport } from '../../http/export.js';
import { requestLocale, statedLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap } from '../../http/types.js';
import * as reminders from './bulk-reminders.js';
import { downloadFeeReceipt, downloadVoucher } from './documents.js';
import { exportFeeCollection } from './export-collection.js';
import { exportFeeDefaulters } from './export-defaulters.js';
import { exportStudentFeeLedger } from './export-ledger.js';
import * as family from './family-challans.js';
import { downloadFamilyChallan, downloadFamilyReceipt } from './family-documents.js';
import { recordFamilyPayment } from './family-payments.js';
import * as service from './service.js';

/** The requester's language: `?lang=`, else Accept-Language, else their profile's. */
function languageOf(request: FastifyRequest, lang: string | undefined): DocumentLanguage {
  if (lang === 'en' || lang === 'ur') return lang;
  const stated = statedLocale(request.headers['accept-language']);
  if (stated) return stated;
  const preferred = (request.auth?.record as { preferred_language?: string } | undefined)
    ?.preferred_language;
  return preferred === 'ur' ? 'ur' : 'en';
}

function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

export function feesHandlers(deps: AppDeps): HandlerMap {
  return {
    listFeeHeads: async (request) => service.listFeeHeads(deps, authOf(request)),
    createFeeHead: async (request, reply) => {
      const head = await service.createFeeHead(deps, authOf(request), request.body);
      return reply.status(201).send(head);
    },
    updateFeeHead: async (request) =>
      service.updateFeeHead(deps, authOf(request), request.params.headId, request.body),
    getFeeStructure: async (request) =>
      service.getFeeStructure(deps, authOf(request), request.params.yearId),
    saveClassFeeStructure: async (request) =>
      service.saveClassFeeStructure(
        deps,
        authOf(request),
        request.params.yearId,
        request.params.classId,
        request.body,
      ),
    getFeeSettings: async (request) => service.getFeeSettings(deps, authOf(request)),
    updateFeeSettings: async (request) =>
      service.updateFeeSettings(deps, authOf(request), request.body),
    listConcessions: async (request) =>
      service.listConcessions(deps, authOf(request), request.params.studentId),
    createConcession: async (request, reply) => {
      const created = await service.createConcession(
        deps,
        authOf(request),
        request.params.studentId,
        request.body,
      );
      return reply.status(201).send(created);
    },
    deleteConcession: async (request, reply) => {
      await service.deleteConcession(deps, authOf(request), request.params.concessionId);
      return reply.status(204).send();
    },
    listVoucherRuns: async (request) =>
      service.listVoucherRuns(deps, authOf(request), request.query),
    startVoucherRun: async (request, reply) => {
      const run = await service.startVoucherRun(deps, authOf(request), request.body);
      return reply.status(202).send(run);
    },
    getVoucherRun: async (request) =>
      service.getVoucherRun(deps, authOf(request), request.params.runId),
    listVouchers: async (request) => service.listVouchers(deps, authOf(request), request.query),
    getVoucher: async (request) =>
      service.getVoucher(deps, authOf(request), request.params.voucherId),
    downloadVoucher: async (request, reply) =>
      sendPdf(
        reply,
        await downloadVoucher(
          deps,
          authOf(request),
          request.params.voucherId,
          languageOf(request, request.query.lang),
        ),
      ),
    cancelVoucher: async (request) =>
      service.cancelVoucher(deps, authOf(request), request.params.voucherId, request.body),
    recordFeePayment: async (request, reply) => {
      const payment = await service.recordFeePayment(
        deps,
        authOf(request),
        request.params.voucherId,
        request.body,
      );
      return reply.status(201).send(payment);
    },
    refundFeePayment: async (request) =>
      service.refundFeePayment(deps, authOf(request), request.params.paymentId, request.body),
    downloadFeeReceipt: async (request, reply) =>
      sendPdf(
        reply,
        await downloadFeeReceipt(
          deps,
          authOf(request),
          request.params.paymentId,
          languageOf(request, request.query.lang),
        ),
      ),
    listFeeDefaulters: async (request) =>
      service.listFeeDefaulters(deps, authOf(request), request.query),
    remindFeeDefaulter: async (request) =>
      service.remindFeeDefaulter(deps, authOf(request), request.params.voucherId),
    exportFeeDefaulters: async (request, reply) =>
      sendExport(
        reply,
        await exportFeeDefaulters(
          deps,
          authOf(request),
          request.query,
          requestLocale(request.headers['accept-language']),
        ),
      ),
    exportFeeCollection: async (request, reply) =>
      sendExport(
        reply,
        await exportFeeCollection(
          deps,
          authOf(request),
          request.query,
          requestLocale(request.headers['accept-language']),
        ),
      ),
    exportStudentFeeLedger: async (request, reply) =>
      sendExport(
        reply,
        await exportStudentFeeLedger(
          deps,
          authOf(request),
          request.params.studentId,
          request.query,
          requestLocale(request.headers['accept-language']),
        ),
      ),
    getFeeCollectionReport: async (request) =>
      service.getFeeCollectionReport(deps, authOf(request), request.query),
    getStudentFeeLedger: async (request) =>
      service.getStudentFeeLedger(deps, authOf(request), request.params.studentId),
    listMyVouchers: async (request) => service.listMyVouchers(deps, authOf(request)),
    listFamilies: async (request) => family.listFamilies(deps, authOf(request)),
    issueFamilyChallan: async (request, reply) => {
      const challan = await family.issueFamilyChallan(
        deps,
        authOf(request),
        request.params.guardianId,
        request.body,
      );
      return reply.status(201).send(challan);
    },
    getFamilyChallan: async (request) =>
      family.getFamilyChallan(deps, authOf(request), request.params.challanId),
    downloadFamilyChallan: async (request, reply) =>
      sendPdf(
        reply,
        await downloadFamilyChallan(
          deps,
          authOf(request),
          request.params.challanId,
          languageOf(request, request.query.lang),
        ),
      ),
    recordFamilyPayment: async (request, reply) => {
      const payment = await recordFamilyPayment(
        deps,
        authOf(request),
        request.params.challanId,
        request.body,
      );
      return reply.status(201).send(payment);
    },
    downloadFamilyReceipt: async (request, reply) =>
      sendPdf(
        reply,
        await downloadFamilyReceipt(
          deps,
          authOf(request),
          request.params.familyPaymentId,
          languageOf(request, request.query.lang),
        ),
      ),
    previewFeeReminders: async (request) =>
      reminders.previewFeeReminders(deps, authOf(request), request.body),
    startFeeReminders: async (request, reply) => {
      const run = await reminders.startFeeReminders(deps, authOf(request), request.body);
      return reply.status(202).send(run);
    },
    getFeeReminderRun: async (request) =>
      reminders.getFeeReminderRun(deps, authOf(request), request.params.runId),
  };
}
