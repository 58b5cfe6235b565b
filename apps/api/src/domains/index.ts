import type { AppDeps } from '../deps.js';
import type { HandlerMap } from '../http/types.js';
import { adminHandlers } from './admin/handlers.js';
import { announcementsHandlers } from './announcements/handlers.js';
import { assessmentsHandlers } from './assessments/handlers.js';
import { attendanceHandlers } from './attendance/handlers.js';
import { auditHandlers } from './audit/handlers.js';
import { authHandlers } from './auth/handlers.js';
import { billerHandlers } from './biller/handlers.js';
import { calendarHandlers } from './calendar/handlers.js';
import { certificatesHandlers } from './certificates/handlers.js';
import { contactHandlers } from './contact/handlers.js';
import { coursesHandlers } from './courses/handlers.js';
import { dashboardHandlers } from './dashboard/handlers.js';
import { diaryHandlers } from './diary/handlers.js';
import { enrollmentsHandlers } from './enrollments/handlers.js';
import { examsHandlers } from './exams/handlers.js';
import { feesHandlers } from './fees/handlers.js';
import { gradingHandlers } from './grading/handlers.js';
import { healthHandlers } from './health/handlers.js';
import { hrHandlers } from './hr/handlers.js';
import { idCardsHandlers } from './id-cards/handlers.js';
import { lessonsHandlers } from './lessons/handlers.js';
import { ltiHandlers } from './lti/handlers.js';
import { modulesHandlers } from './modules/handlers.js';
import { notificationsHandlers } from './notifications/handlers.js';
import { onerosterHandlers } from './oneroster/handlers.js';
import { paymentsOnlineHandlers } from './payments-online/handlers.js';
import { payrollHandlers } from './payroll/handlers.js';
import { printingHandlers } from './printing/handlers.js';
import { progressHandlers } from './progress/handlers.js';
import { rosterHandlers } from './roster/handlers.js';
import { schoolHandlers } from './school/handlers.js';
import { schoolCertificatesHandlers } from './school-certificates/handlers.js';
import { settingsHandlers } from './settings/handlers.js';
import { studentsHandlers } from './students/handlers.js';
import { submissionsHandlers } from './submissions/handlers.js';
import { subscriptionsHandlers } from './subscriptions/handlers.js';
import { tenantsHandlers } from './tenants/handlers.js';
import { timetableHandlers } from './timetable/handlers.js';
import { transportHandlers } from './transport/handlers.js';
import { usersHandlers } from './users/handlers.js';

/** Every domain's handlers, by operationId. Add a domain here (and remove its pending entries). */
export function domainHandlers(deps: AppDeps): HandlerMap {
  const domains: HandlerMap[] = [
    healthHandlers(deps),
    authHandlers(deps),
    tenantsHandlers(deps),
    contactHandlers(deps),
    usersHandlers(deps),
    coursesHandlers(deps),
    enrollmentsHandlers(deps),
    lessonsHandlers(deps),
    progressHandlers(deps),
    assessmentsHandlers(deps),
    submissionsHandlers(deps),
    dashboardHandlers(deps),
    modulesHandlers(deps),
    subscriptionsHandlers(deps),
    adminHandlers(deps),
    settingsHandlers(deps),
    auditHandlers(deps),
    schoolHandlers(deps),
    studentsHandlers(deps),
    onerosterHandlers(deps),
    ltiHandlers(deps), // LTI 1.3 Tool (docs/lti.md)
    notificationsHandlers(deps),
    announcementsHandlers(deps),
    attendanceHandlers(deps),
    printingHandlers(deps), // bulk printing
    gradingHandlers(deps),
    rosterHandlers(deps),
    certificatesHandlers(deps),
    timetableHandlers(deps),
    diaryHandlers(deps),
    examsHandlers(deps),
    feesHandlers(deps),
    paymentsOnlineHandlers(deps),
    billerHandlers(deps), // consumer numbers (1Bill, Kuickpay)
    transportHandlers(deps), // routes, stops, assignments (staff38)
    payrollHandlers(deps), // runs, payslips, advances, tax slabs, bank sheet
    schoolCertificatesHandlers(deps), // leaving and character certificates
    idCardsHandlers(deps), // student photos and ID cards
    calendarHandlers(deps), // the private iCalendar feed
    hrHandlers(deps), // staff records, salary structures, leave types and balances, documents
  ];
  const merged: HandlerMap = {};
  for (const handlers of domains) {
    for (const [operationId, handler] of Object.entries(handlers)) {
      if (operationId in merged) throw new Error(`Two domains handle operation ${operationId}.`);
      (merged as Record<string, unknown>)[operationId] = handler;
    }
  }
  return merged;
}
