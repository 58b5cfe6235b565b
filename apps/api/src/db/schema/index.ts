// The Drizzle schema modules, one per migration range: identity (0001-0009),
// learning (0010-0019), platform (0020-0029), contact (0030-0039). Add yours here so the drift test checks it.
import * as attendance from './attendance.js';
import * as biller from './biller.js';
import * as calendar from './calendar.js';
import * as certificates from './certificates.js';
import * as contact from './contact.js';
import * as diary from './diary.js';
import * as exams from './exams.js';
import * as family from './family.js';
import * as fees from './fees.js';
import * as hr from './hr.js';
import * as idCards from './id-cards.js';
import * as identity from './identity.js';
import * as learning from './learning.js';
import * as lti from './lti.js';
import * as notifications from './notifications.js';
import * as oneroster from './oneroster.js';
import * as onlinePayments from './online-payments.js';
import * as payments from './payments.js';
import * as payroll from './payroll.js';
import * as platform from './platform.js';
import * as printing from './printing.js';
import * as school from './school.js';
import * as schoolCertificates from './school-certificates.js';
import * as timetable from './timetable.js';
import * as transport from './transport.js';

export const schemaModules: Record<string, Record<string, unknown>> = {
  identity,
  learning,
  platform,
  contact,
  school,
  attendance,
  notifications,
  payments,
  certificates,
  timetable,
  exams,
  fees,
  onlinePayments, // migration 0250
  biller, // consumer numbers (0330)
  family, // family challans and reminder runs (0390)
  printing, // bulk print jobs and the school's logo (0410)
  diary, // diary and homework (0500)
  transport, // routes, stops and assignments (0521)
  hr, // staff records, salary structures, leave types, staff documents (0610)
  payroll, // payroll runs, payslips, advances, income tax slabs (0620)
  schoolCertificates, // leaving and character certificates (0540)
  calendar, // private calendar feeds (0570)
  oneroster, // OneRoster REST clients and their tokens (0680)
  lti, // LTI 1.3 Tool: platform registrations, states, accounts, sign-in codes, grade links (0730)
  idCards, // student photos and ID card codes (0560)
};
