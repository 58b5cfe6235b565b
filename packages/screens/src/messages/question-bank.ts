// The course's Question bank page, the quiz builder's "Random from
// bank" block and shuffle settings, in English. The Urdu translation (question-bank.ur.ts)
// implements the same shape.

export const questionBankMessages = {
  page: {
    title: 'Question bank',
    description:
      'Questions kept for {course}. Tag them; a quiz can then draw random questions from a tag.',
    descriptionNoCourse:
      'Questions kept for this course. Tag them; a quiz can then draw random questions from a tag.',
    back: 'Back to assessments',
    open: 'Question bank',
    loading: 'Loading the question bank…',
    loadFailed: 'The question bank could not be loaded',
    retry: 'Try again',
    add: 'Add question',
    tagFilter: 'Tag',
    allTags: 'All tags',
    tagOption: '{tag} ({count})',
    search: 'Search questions',
    total: '{total, plural, =0 {No questions} one {# question} other {# questions}}',
    showing: 'Showing {from}–{to} of {total}',
    empty: 'The bank has no questions yet',
    emptyHint:
      'Add questions and tag them, for example "algebra" or "chapter 1". A quiz can then draw random questions from a tag.',
    emptyFiltered: 'No question matches this filter',
    clearFilter: 'Show all questions',
    points: '{points, plural, one {# point} other {# points}}',
    noTags: 'No tags',
    tagsLabel: 'Tags',
    edit: 'Edit',
    editNamed: 'Edit question {n}',
    remove: 'Delete',
    removeNamed: 'Delete question {n}',
    removeTitle: 'Delete this question?',
    removeConfirm:
      'Quizzes stop drawing it. Attempts that already drew it keep their own copy, so no result changes.',
    removed: 'Question deleted',
    removeFailed: 'The question could not be deleted',
  },
  form: {
    newTitle: 'New question',
    editTitle: 'Edit question',
    tags: 'Tags',
    tagsHint: 'Separate tags with commas, for example: algebra, chapter 1',
    tagsError: 'Each tag must be at most 40 characters, and at most 10 tags',
    save: 'Save question',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Question saved',
    saveFailed: 'The question could not be saved',
  },
  builder: {
    heading: 'Random from bank',
    hint: "Each attempt draws its own questions from the course's question bank, after the questions below. A retake draws the questions the learner has not seen first.",
    block: 'Random block {n}',
    tag: 'Tag',
    chooseTag: 'Choose a tag',
    count: 'Questions to draw',
    available:
      '{count, plural, =0 {No questions have this tag} one {# question has this tag} other {# questions have this tag}}',
    add: 'Add a random block',
    remove: 'Remove',
    removeNamed: 'Remove random block {n}',
    tagRequired: 'Choose a tag',
    tagTwice: 'This tag is already drawn from in another block',
    countError: 'Questions to draw must be a whole number from 1 to 100',
    tooFew: 'The bank has only {have} questions with this tag',
    emptyBank: "This course's question bank is empty. Add tagged questions to it first.",
    openBank: 'Open the question bank',
    shuffleHeading: 'Order',
    shuffleQuestions: 'Shuffle questions',
    shuffleQuestionsHint: 'Each attempt shows the questions in its own order.',
    shuffleOptions: 'Shuffle options',
    shuffleOptionsHint: "Each attempt shows a multiple-choice question's options in its own order.",
    drawnTotal:
      '{count, plural, one {Plus # question drawn from the bank} other {Plus # questions drawn from the bank}}',
  },
};

export type QuestionBankMessages = typeof questionBankMessages;
