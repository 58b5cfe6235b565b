import type { QuestionType } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Icon,
  NumberField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '@watni/ui';
import { useQuizBuilderMessages } from '../../messages/areas';
import * as styles from './QuizBuilder.css';
import {
  changeQuestionType,
  type DraftItem,
  draftItem,
  fieldIds,
  optionLetter,
  type QuestionDraft,
  type QuizErrors,
  questionTypes,
} from './quizForm';

interface QuestionEditorProps {
  question: QuestionDraft;
  /** 1-based position. */
  number: number;
  count: number;
  errors: QuizErrors;
  /** The service's detail when this question failed to save. */
  failure?: string | null;
  disabled?: boolean;
  onChange: (question: QuestionDraft) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  /** Moves focus to an element id after the next render (new list items). */
  onFocusLater: (id: string) => void;
  /**
   * One question on its own (the question bank's form): `title` for a
   * heading, no move or remove buttons, not a list item.
   */
  standalone?: { title: string };
}

/** Edits a list of texts (accepted answers, hints): one labelled field and a remove button each. */
function ItemList({
  items,
  label,
  removeLabel,
  idOf,
  errors,
  disabled,
  onChange,
}: {
  items: DraftItem[];
  label: (n: number, item: DraftItem) => string;
  removeLabel: (n: number, item: DraftItem) => string;
  idOf: (item: DraftItem) => string;
  errors: QuizErrors;
  disabled?: boolean;
  onChange: (items: DraftItem[]) => void;
}) {
  return (
    <>
      {items.map((entry, index) => (
        <div key={entry.key} className={styles.itemRow}>
          <TextField
            id={idOf(entry)}
            label={label(index + 1, entry)}
            value={entry.text}
            maxLength={1000}
            disabled={disabled}
            error={errors[idOf(entry)]}
            onChange={(event) =>
              onChange(
                items.map((other) =>
                  other.key === entry.key ? { ...other, text: event.currentTarget.value } : other,
                ),
              )
            }
          />
          <Button
            className={styles.itemRemove}
            variant="ghost"
            iconOnly
            aria-label={removeLabel(index + 1, entry)}
            disabled={disabled}
            onClick={() => onChange(items.filter((other) => other.key !== entry.key))}
          >
            <Icon name="x" aria-hidden />
          </Button>
        </div>
      ))}
    </>
  );
}

/** One question of the builder: its text, type, points, answer key and hints. */
export function QuestionEditor({
  question: q,
  number,
  count,
  errors,
  failure,
  disabled = false,
  onChange,
  onMove,
  onRemove,
  onFocusLater,
  standalone,
}: QuestionEditorProps) {
  const quizBuilderMessages = useQuizBuilderMessages();
  const m = quizBuilderMessages;
  const t = m.question;
  const k = q.key;
  const headingId = fieldIds.question(k);
  const set = (patch: Partial<QuestionDraft>) => onChange({ ...q, ...patch });
  const addItem = (
    field: 'options' | 'accepted_answers' | 'hints',
    idOf: (i: string) => string,
  ) => {
    const next = draftItem();
    set({ [field]: [...q[field], next] });
    onFocusLater(idOf(next.key));
  };
  const Wrapper = standalone ? 'section' : 'li';
  const Heading = standalone ? 'h2' : 'h3';
  return (
    <Wrapper
      className={styles.question}
      aria-labelledby={headingId}
      data-testid={standalone ? 'bank-question-form' : 'builder-question'}
    >
      <div className={styles.questionHead}>
        <Heading id={headingId} tabIndex={-1} className={styles.questionTitle}>
          {standalone ? standalone.title : t.heading(number, count)}
          <Badge tone="info">{m.questionTypes[q.question_type]}</Badge>
          {q.id === null && !standalone ? <Badge tone="neutral">{t.unsaved}</Badge> : null}
        </Heading>
        {standalone ? null : (
          <div className={styles.toolbar}>
            <Button
              id={`${k}-up`}
              size="sm"
              variant="outline"
              aria-label={t.moveUpLabel(number)}
              disabled={disabled || number === 1}
              onClick={() => onMove(-1)}
            >
              <Icon name="arrowUp" aria-hidden />
              {t.moveUp}
            </Button>
            <Button
              id={`${k}-down`}
              size="sm"
              variant="outline"
              aria-label={t.moveDownLabel(number)}
              disabled={disabled || number === count}
              onClick={() => onMove(1)}
            >
              <Icon name="arrowDown" aria-hidden />
              {t.moveDown}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t.removeLabel(number)}
              disabled={disabled}
              onClick={onRemove}
            >
              <Icon name="trash" aria-hidden />
              {t.remove}
            </Button>
          </div>
        )}
      </div>
      {failure ? <Alert tone="error">{m.thisNotSaved(failure)}</Alert> : null}
      <div className={styles.row}>
        <Select
          label={t.type}
          value={q.question_type}
          disabled={disabled}
          onValueChange={(value) => onChange(changeQuestionType(q, value as QuestionType))}
          options={questionTypes.map((type) => ({ value: type, label: m.questionTypes[type] }))}
        />
        <NumberField
          id={fieldIds.points(k)}
          label={t.points}
          required
          min={0}
          max={1000}
          step={1}
          value={q.points}
          disabled={disabled}
          error={errors[fieldIds.points(k)]}
          onChange={(event) => set({ points: event.currentTarget.value })}
        />
      </div>
      <TextArea
        id={fieldIds.questionText(k)}
        label={t.text}
        required
        rows={3}
        maxLength={5000}
        value={q.question_text}
        disabled={disabled}
        error={errors[fieldIds.questionText(k)]}
        onChange={(event) => set({ question_text: event.currentTarget.value })}
      />

      {q.question_type === 'multiple_choice' ? (
        <>
          <fieldset
            className={styles.group}
            aria-describedby={
              errors[fieldIds.options(k)] ? `${fieldIds.options(k)}-error` : undefined
            }
          >
            <legend className={styles.legend}>{t.options}</legend>
            <ItemList
              items={q.options}
              label={(n) => t.option(optionLetter(n - 1))}
              removeLabel={(n) => t.removeOption(optionLetter(n - 1))}
              idOf={(entry) => fieldIds.option(k, entry.key)}
              errors={errors}
              disabled={disabled}
              onChange={(options) =>
                set({
                  options,
                  correct_option: options.some((o) => o.key === q.correct_option)
                    ? q.correct_option
                    : null,
                })
              }
            />
            {errors[fieldIds.options(k)] ? (
              <p id={`${fieldIds.options(k)}-error`} className={styles.groupError}>
                {errors[fieldIds.options(k)]}
              </p>
            ) : null}
            <div className={styles.addRow}>
              <Button
                id={fieldIds.options(k)}
                size="sm"
                variant="secondary"
                disabled={disabled || q.options.length >= 26}
                onClick={() => addItem('options', (i) => fieldIds.option(k, i))}
              >
                <Icon name="plus" aria-hidden />
                {t.addOption}
              </Button>
            </div>
          </fieldset>
          <RadioGroup
            id={fieldIds.correct(k)}
            label={t.correctAnswer}
            hint={t.correctOptionHint}
            required
            value={q.correct_option ?? ''}
            disabled={disabled}
            error={errors[fieldIds.correct(k)]}
            onValueChange={(value) => set({ correct_option: value })}
            options={q.options.map((option, index) => ({
              value: option.key,
              label: `${optionLetter(index)}. ${option.text.trim() || '…'}`,
            }))}
          />
        </>
      ) : null}

      {q.question_type === 'true_false' ? (
        <RadioGroup
          id={fieldIds.correct(k)}
          label={t.correctAnswer}
          required
          orientation="horizontal"
          value={q.true_false ?? ''}
          disabled={disabled}
          error={errors[fieldIds.correct(k)]}
          onValueChange={(value) => set({ true_false: value === 'true' ? 'true' : 'false' })}
          options={[
            { value: 'true', label: t.true },
            { value: 'false', label: t.false },
          ]}
        />
      ) : null}

      {q.question_type === 'short_answer' ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t.acceptedAnswers}</legend>
          <p className={styles.muted}>{t.acceptedHint}</p>
          <ItemList
            items={q.accepted_answers}
            label={(n) => t.acceptedAnswer(n)}
            removeLabel={(n) => t.removeAccepted(n)}
            idOf={(entry) => fieldIds.acceptedItem(k, entry.key)}
            errors={errors}
            disabled={disabled}
            onChange={(accepted_answers) => set({ accepted_answers })}
          />
          {errors[fieldIds.accepted(k)] ? (
            <p className={styles.groupError}>{errors[fieldIds.accepted(k)]}</p>
          ) : null}
          <div className={styles.addRow}>
            <Button
              id={fieldIds.accepted(k)}
              size="sm"
              variant="secondary"
              disabled={disabled || q.accepted_answers.length >= 50}
              onClick={() => addItem('accepted_answers', (i) => fieldIds.acceptedItem(k, i))}
            >
              <Icon name="plus" aria-hidden />
              {t.addAccepted}
            </Button>
          </div>
        </fieldset>
      ) : null}

      {q.question_type === 'essay' ? <Alert tone="info">{t.essayNote}</Alert> : null}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t.hints}</legend>
        <p className={styles.muted}>{t.hintsHint}</p>
        <ItemList
          items={q.hints}
          label={(n) => t.hint(n)}
          removeLabel={(n) => t.removeHint(n)}
          idOf={(entry) => fieldIds.hint(k, entry.key)}
          errors={errors}
          disabled={disabled}
          onChange={(hints) => set({ hints })}
        />
        <div className={styles.addRow}>
          <Button
            id={fieldIds.addHint(k)}
            size="sm"
            variant="secondary"
            disabled={disabled || q.hints.length >= 10}
            onClick={() => addItem('hints', (i) => fieldIds.hint(k, i))}
          >
            <Icon name="plus" aria-hidden />
            {t.addHint}
          </Button>
        </div>
      </fieldset>
    </Wrapper>
  );
}
