import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { DocumentLanguage } from '../../documents/pdf.js';
import { authOf } from '../../http/context.js';
import { sendExport } from '../../http/export.js';
import { requestLocale, statedLocale } from '../../http/i18n/requestLocale.js';
import type { HandlerMap } from '../../http/types.js';
import * as reminders from './bulk-reminders.js';
import { getFeeCollectionReport } from './collection.js';
import { createConcession, deleteConcession, listConcessions } from './concessions.js';
import { listFeeDefaulters, remindFeeDefaulter } from './defaulters.js';
import { downloadFeeReceipt, downloadVoucher } from './documents.js';
import { exportFeeCollection } from './export-collection.js';
import { exportFeeDefaulters } from './export-defaulters.js';
import { exportStudentFeeLedger } from './export-ledger.js';
import * as family from './family-challans.js';
import { downloadFamilyChallan, downloadFamilyReceipt } from './family-documents.js';
import { recordFamilyPayment } from './family-payments.js';
import { createFeeHead, listFeeHeads, updateFeeHead } from './heads.js';
import { getStudentFeeLedger } from './ledger.js';
import { listMyVouchers } from './my-vouchers.js';
import { recordFeePayment, refundFeePayment } from './office-payments.js';
import { getFeeSettings, updateFeeSettings } from './settings.js';
import { getFeeStructure, saveClassFeeStructure } from './structure.js';
import { getVoucherRun, listVoucherRuns, startVoucherRun } from './voucher-runs.js';
import { cancelVoucher, getVoucher, listVouchers } from './vouchers.js';

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
    listFeeHeads: async (request) => listFeeHeads(deps, authOf(request)),
    createFeeHead: async (request, reply) => {
      const head = await createFeeHead(deps, authOf(request), request.body);
      return reply.status(201).send(head);
    },
    updateFeeHead: async (request) =>
      updateFeeHead(deps, authOf(request), request.params.headId, request.body),
    getFeeStructure: async (request) =>
      getFeeStructure(deps, authOf(request), request.params.yearId),
    saveClassFeeStructure: async (request) =>
      saveClassFeeStructure(
        deps,
        authOf(request),
        request.params.yearId,
        request.params.classId,
        request.body,
      ),
    getFeeSettings: async (request) => getFeeSettings(deps, authOf(request)),
    updateFeeSettings: async (request) => updateFeeSettings(deps, authOf(request), request.body),
    listConcessions: async (request) =>
      listConcessions(deps, authOf(request), request.params.studentId),
    createConcession: async (request, reply) => {
      const created = await createConcession(
        deps,
        authOf(request),
        request.params.studentId,
        request.body,
      );
      return reply.status(201).send(created);
    },
    deleteConcession: async (request, reply) => {
      await deleteConcession(deps, authOf(request), request.params.concessionId);
      return reply.status(204).send();
    },
    listVoucherRuns: async (request) => listVoucherRuns(deps, authOf(request), request.query),
    startVoucherRun: async (request, reply) => {
      const run = await startVoucherRun(deps, authOf(request), request.body);
      return reply.status(202).send(run);
    },
    getVoucherRun: async (request) => getVoucherRun(deps, authOf(request), request.params.runId),
    listVouchers: async (request) => listVouchers(deps, authOf(request), request.query),
    getVoucher: async (request) => getVoucher(deps, authOf(request), request.params.voucherId),
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
      cancelVoucher(deps, authOf(request), request.params.voucherId, request.body),
    recordFeePayment: async (request, reply) => {
      const payment = await recordFeePayment(
        deps,
        authOf(request),
        request.params.voucherId,
        request.body,
      );
      return reply.status(201).send(payment);
    },
    refundFeePayment: async (request) =>
      refundFeePayment(deps, authOf(request), request.params.paymentId, request.body),
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
    listFeeDefaulters: async (request) => listFeeDefaulters(deps, authOf(request), request.query),
    remindFeeDefaulter: async (request) =>
      remindFeeDefaulter(deps, authOf(request), request.params.voucherId),
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
      getFeeCollectionReport(deps, authOf(request), request.query),
    getStudentFeeLedger: async (request) =>
      getStudentFeeLedger(deps, authOf(request), request.params.studentId),
    listMyVouchers: async (request) => listMyVouchers(deps, authOf(request)),
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
