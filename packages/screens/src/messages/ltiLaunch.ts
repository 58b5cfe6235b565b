// The pages an LMS launch lands on (LTI 1.3): the learner's sign-in by one-time code, and the
// instructor's quiz picker for Deep Linking. English; Urdu in ltiLaunch.ur.ts.
export const ltiLaunchMessages = {
  continueTitle: 'Opening your quiz',
  continueIntro: 'Your school’s LMS sent you here. Signing you in…',
  continueFailedTitle: 'This link has expired',
  continueFailed:
    'The link from your LMS works once, for two minutes. Open the quiz again from your LMS, or sign in here.',
  signIn: 'Sign in',
  pickTitle: 'Add a Watni quiz',
  pickIntro: 'Choose the quiz to add to your course on {platform}.',
  pickLegend: 'Quizzes of your school',
  pickNone: 'Your school has no published quiz yet. Publish one in Watni, then try again.',
  pickFailedTitle: 'This request has expired',
  pickFailed:
    'A link request from your LMS works once, for ten minutes. Start again from your LMS.',
  pickRequired: 'Choose a quiz.',
  pickSubmit: 'Add to the course',
  pickSending: 'Sending to your LMS…',
  loading: 'Loading…',
  inCourse: 'Course: {course}',
};

export type LtiLaunchMessages = typeof ltiLaunchMessages;
