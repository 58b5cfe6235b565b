// The feed's own words (what the feed adds around the school's names) in the subscriber's
// language: the user's language in Watni (`users.preferred_language`), since a calendar client
// fetching the feed says nothing useful about its reader. Names (subjects, classes, holidays,
// exams, teachers) are written as the school typed them.
type FeedLanguage = 'en' | 'ur';

interface FeedWords {
  holiday: (name: string) => string;
  teacher: (name: string) => string;
  homeworkDue: (subject: string, section: string) => string;
  paper: (exam: string, subject: string, className: string) => string;
  categories: { holiday: string; lesson: string; exam: string; homework: string };
}

export const FEED_WORDS: Record<FeedLanguage, FeedWords> = {
  en: {
    holiday: (name) => `Holiday: ${name}`,
    teacher: (name) => `Teacher: ${name}`,
    homeworkDue: (subject, section) => `Homework due: ${subject} (${section})`,
    paper: (exam, subject, className) => `${exam}: ${subject} (${className})`,
    categories: { holiday: 'Holiday', lesson: 'Lesson', exam: 'Exam', homework: 'Homework' },
  },
  ur: {
    holiday: (name) => `چھٹی: ${name}`,
    teacher: (name) => `استاد: ${name}`,
    homeworkDue: (subject, section) => `ہوم ورک کی آخری تاریخ: ${subject} (${section})`,
    paper: (exam, subject, className) => `${exam}: ${subject} کا پرچہ (${className})`,
    categories: { holiday: 'چھٹی', lesson: 'پیریڈ', exam: 'امتحان', homework: 'ہوم ورک' },
  },
};
