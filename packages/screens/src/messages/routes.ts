// The document title and description of each signed-in or sign-in page outside the console (the
// console's pages name themselves from their breadcrumbs). English; routes.ur.ts is the Urdu.
import { type Bound, bindMessages } from './bind';

export const routeSource = {
  login: { title: 'Sign in | Watni', description: 'Sign in to your Watni account.' },
  register: { title: 'Register | Watni', description: 'Create your Watni learning account.' },
  forgotPassword: {
    title: 'Forgot password | Watni',
    description: 'Reset the password of your account.',
  },
  resetPassword: { title: 'Reset password | Watni', description: 'Choose a new password.' },
  courses: { title: 'Courses | Watni', description: 'Browse and enroll in courses.' },
  enroll: { title: 'Enroll | Watni', description: 'Enroll in a Watni course.' },
  lessons: { title: 'Lessons | Watni', description: 'The lessons of a course.' },
  dashboard: { title: 'Dashboard | Watni', description: 'Your Watni dashboard.' },
  profile: { title: 'Profile | Watni', description: 'Your Watni profile.' },
  lesson: { title: 'Lesson | Watni', description: 'A lesson of your course.' },
  quiz: { title: 'Quiz | Watni', description: 'Take a quiz of your course.' },
  parentInvite: {
    title: 'Parent account | Watni',
    description: 'Create your parent account with the code from your school.',
  },
} as const;

export type RouteSource = typeof routeSource;
export type RouteMessages = Bound<RouteSource>;
/** A page that names itself from this catalogue (react-router handle `metaKey`). */
export type RouteMetaKey = keyof RouteSource;

export const routeMessages: RouteMessages = bindMessages('en', routeSource);
