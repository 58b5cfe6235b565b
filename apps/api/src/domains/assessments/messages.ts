// The sentences of the assessments service (its 4xx `detail`s).
export const ASSESSMENT_MESSAGES = {
  notFound: 'Assessment not found.',
  questionNotFound: 'Question not found.',
  answersStaffOnly: 'Only the course teacher or an administrator can see the correct answers.',
  hasSubmissions:
    'This assessment already has submissions, so it cannot be deleted: learners keep their results. Unpublish it instead.',
  optionsNeeded: 'A multiple-choice question needs at least two options.',
  optionBlank: 'Options must not be blank.',
  correctOption: (keys: string[]) =>
    `correct_answer must be one of the option letters: ${keys.join(', ')}.`,
  trueFalse: "correct_answer of a true/false question must be 'true' or 'false'.",
} as const;
