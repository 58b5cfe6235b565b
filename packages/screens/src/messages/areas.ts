import { defineCatalogue, useMessages } from '@watni/ui';
import { bindMessages } from './bind';
import type { ConsoleMessages, ConsoleSource } from './console';
import type { LearnerMessages, LearnerSource } from './learner';
import type { RouteMessages, RouteSource } from './routes';
import type { SchoolMessages, SchoolSource } from './school';
import type { StaffMessages, StaffSource } from './staff';
import type { StaffAssessmentMessages, StaffAssessmentSource } from './staff-assessments';
import type { StaffLessonsMessages, StaffLessonsSource } from './staff-lessons';
import type { QuizBuilderMessages, QuizBuilderSource } from './staff-quiz-builder';

// The signed-in areas' messages (learner, console, staff, school), one catalogue per area and
// each language a chunk of its own: an English screen never downloads the Urdu sentences, and
// the reverse. Screens read them with the hooks below, in the user's language (a screen whose
// catalogue is not loaded yet suspends until it is; switching language preloads those in use).

export const learnerCatalogue = defineCatalogue<LearnerMessages>('learner', {
  en: () => import('./learner').then((m) => m.learnerMessages),
  ur: () => import('./learner.ur').then((m) => bindMessages<LearnerSource>('ur', m.default)),
});

export const consoleCatalogue = defineCatalogue<ConsoleMessages>('console', {
  en: () => import('./console').then((m) => m.consoleMessages),
  ur: () => import('./console.ur').then((m) => bindMessages<ConsoleSource>('ur', m.default)),
});

const staffCatalogue = defineCatalogue<StaffMessages>('staff', {
  en: () => import('./staff').then((m) => m.staffMessages),
  ur: () => import('./staff.ur').then((m) => bindMessages<StaffSource>('ur', m.default)),
});

const staffAssessmentCatalogue = defineCatalogue<StaffAssessmentMessages>('staff-assessments', {
  en: () => import('./staff-assessments').then((m) => m.staffAssessmentMessages),
  ur: () =>
    import('./staff-assessments.ur').then((m) =>
      bindMessages<StaffAssessmentSource>('ur', m.default),
    ),
});

const staffLessonsCatalogue = defineCatalogue<StaffLessonsMessages>('staff-lessons', {
  en: () => import('./staff-lessons').then((m) => m.staffLessonsMessages),
  ur: () =>
    import('./staff-lessons.ur').then((m) => bindMessages<StaffLessonsSource>('ur', m.default)),
});

const quizBuilderCatalogue = defineCatalogue<QuizBuilderMessages>('staff-quiz-builder', {
  en: () => import('./staff-quiz-builder').then((m) => m.quizBuilderMessages),
  ur: () =>
    import('./staff-quiz-builder.ur').then((m) => bindMessages<QuizBuilderSource>('ur', m.default)),
});

export const schoolCatalogue = defineCatalogue<SchoolMessages>('school', {
  en: () => import('./school').then((m) => m.schoolMessages),
  ur: () => import('./school.ur').then((m) => bindMessages<SchoolSource>('ur', m.default)),
});

export const routeCatalogue = defineCatalogue<RouteMessages>('routes', {
  en: () => import('./routes').then((m) => m.routeMessages),
  ur: () => import('./routes.ur').then((m) => bindMessages<RouteSource>('ur', m.default)),
});

/** Page titles and descriptions outside the console, in the current language. */
export const useRouteMessages = (): RouteMessages => useMessages(routeCatalogue);
/** The learner screens' messages in the current language. */
export const useLearnerMessages = (): LearnerMessages => useMessages(learnerCatalogue);
/** The console's (layout, navigation, user menu, profile) messages in the current language. */
export const useConsoleMessages = (): ConsoleMessages => useMessages(consoleCatalogue);
/** The staff screens' messages in the current language. */
export const useStaffMessages = (): StaffMessages => useMessages(staffCatalogue);
/** Manage Assessments and submissions/grading, in the current language. */
export const useStaffAssessmentMessages = (): StaffAssessmentMessages =>
  useMessages(staffAssessmentCatalogue);
/** Manage Lessons, in the current language. */
export const useStaffLessonsMessages = (): StaffLessonsMessages =>
  useMessages(staffLessonsCatalogue);
/** The quiz builder, in the current language. */
export const useQuizBuilderMessages = (): QuizBuilderMessages => useMessages(quizBuilderCatalogue);
/** The school screens' messages in the current language. */
export const useSchoolMessages = (): SchoolMessages => useMessages(schoolCatalogue);

/** Every signed-in area's catalogue (the site loads the page's before the first render). */
export const signedInCatalogues = [
  learnerCatalogue,
  consoleCatalogue,
  staffCatalogue,
  staffAssessmentCatalogue,
  staffLessonsCatalogue,
  quizBuilderCatalogue,
  schoolCatalogue,
  routeCatalogue,
] as const;
