import { Alert, Button, Icon } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useLearningLoopMessages } from '../../messages/LearningLoopMessages';
import * as page from '../_shared/page.css';

/**
 * The body of a lesson of type quiz: a way into its quiz, and how the lesson is ticked
 * (by the server when the quiz is passed, or submitted when it has no pass mark).
 */
export function QuizLessonPanel({ assessmentId }: { assessmentId: number | null | undefined }) {
  const { m } = useLearningLoopMessages();
  if (!assessmentId) return <Alert tone="info">{m.lesson.quizNotReady}</Alert>;
  return (
    <div data-testid="quiz-lesson">
      <p>
        <Button asChild startIcon={<Icon name="checkCircle" size={18} />}>
          <Link to={`/assessments/${assessmentId}/take`}>{m.lesson.openQuiz}</Link>
        </Button>
      </p>
      <p className={page.muted}>{m.lesson.completesOnPass}</p>
    </div>
  );
}
