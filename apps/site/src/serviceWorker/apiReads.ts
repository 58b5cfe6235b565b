// Which API reads the service worker keeps a copy of, to show with no connection: what a teacher
// needs for the register, the marks grid and the diary, and what a parent needs for the children's pages.
// Nothing else is saved (other staff pages simply say they cannot load offline).
export {
  API_CACHE_NAME,
  OFFLINE_COPY_HEADER,
} from '../../../../packages/api-client/src/offlineNames';

const SAVED_READS: RegExp[] = [
  // Who is signed in, what they may do, which modules are on (the shell and the guards).
  /^\/api\/auth\/me$/,
  /^\/api\/modules\/tenant\/access$/,
  /^\/api\/tenant-settings\/?$/,
  // Dashboards: the teacher's day and the parent's children overview.
  /^\/api\/dashboard(?:\/summary)?\/?$/,
  /^\/api\/parents\/me\/children$/,
  // The register: today's sections, a section's day and month, a child's month.
  /^\/api\/attendance\/today$/,
  /^\/api\/attendance\/sections\/\d+\/(?:registers\/\d{4}-\d{2}-\d{2}|months\/\d{4}-\d{2})$/,
  /^\/api\/attendance\/(?:students\/\d+|me)\/months\/\d{4}-\d{2}$/,
  // The marks grid: the exams, their mark sheets and a subject's marks.
  /^\/api\/exams\/?$/,
  /^\/api\/exams\/\d+(?:\/mark-sheets)?$/,
  /^\/api\/exams\/\d+\/sections\/\d+\/subjects\/\d+\/marks$/,
  // A child's pages: results, report card, timetable and fees.
  /^\/api\/results\/me$/,
  /^\/api\/exams\/\d+\/students\/\d+\/result$/,
  /^\/api\/timetable\/(?:today|sections\/\d+)$/,
  /^\/api\/fees\/students\/\d+\/ledger$/,
  // The diary: where a teacher posts, a section's day and who read it, a child's day (a teacher
  // writes offline over the saved day; see packages/screens/src/school/_diary/diaryQueue.ts).
  /^\/api\/diary\/options$/,
  /^\/api\/diary\/sections\/\d+\/days\/\d{4}-\d{2}-\d{2}(?:\/reads)?$/,
  /^\/api\/diary\/me\/days\/\d{4}-\d{2}-\d{2}$/,
  /^\/api\/students\/\d+$/,
];

/** Whether a same-origin GET of this path is saved for offline use. */
export function isSavedApiRead(pathname: string): boolean {
  return SAVED_READS.some((pattern) => pattern.test(pathname));
}
