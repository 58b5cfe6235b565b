// The quiz builder's "Random from bank" blocks and the shuffle settings.
import type { BankTagCount } from '@watni/api-client';
import { Button, Icon, NumberField, Select, Switch } from '@watni/ui';
import { Link } from 'react-router-dom';
import { useQuestionBankMessages } from '../../messages/QuestionBankMessages';
import * as styles from './QuizBuilder.css';
import { type DrawDraft, fieldIds, newKey, type QuizDraft, type QuizErrors } from './quizForm';

interface RandomDrawsProps {
  draft: QuizDraft;
  errors: QuizErrors;
  disabled?: boolean;
  /** The course bank's tags with their counts; null while unknown (loading or failed). */
  bankTags?: readonly BankTagCount[] | null;
  /** The course's Question bank page. */
  bankHref?: string;
  onChange: (draft: QuizDraft) => void;
  /** Moves focus to an element id after the next render. */
  onFocusLater: (id: string) => void;
}

/** "Random from bank": blocks of "draw N questions tagged T", each attempt its own. */
export function RandomDraws({
  draft,
  errors,
  disabled = false,
  bankTags = null,
  bankHref,
  onChange,
  onFocusLater,
}: RandomDrawsProps) {
  const { m, f } = useQuestionBankMessages();
  const b = m.builder;
  const draws = draft.random_draws ?? [];
  const counts = new Map((bankTags ?? []).map((item) => [item.tag, item.count]));
  const setDraws = (next: DrawDraft[]) => onChange({ ...draft, random_draws: next });
  const setDraw = (draw: DrawDraft) =>
    setDraws(draws.map((other) => (other.key === draw.key ? draw : other)));
  const add = () => {
    const draw: DrawDraft = { key: newKey('d'), tag: '', count: '1' };
    setDraws([...draws, draw]);
    onFocusLater(fieldIds.drawTag(draw.key));
  };
  const bankEmpty = bankTags !== null && bankTags.length === 0;
  return (
    <section className={styles.section} aria-labelledby="quiz-draws-heading">
      <h2 id="quiz-draws-heading" tabIndex={-1} className={styles.sectionHeading}>
        {b.heading}
      </h2>
      <p className={styles.muted}>{b.hint}</p>
      {draws.length ? (
        <p className={styles.total} data-testid="drawn-total">
          {f(b.drawnTotal, {
            count: draws.reduce((sum, draw) => sum + (Number.parseInt(draw.count, 10) || 0), 0),
          })}
        </p>
      ) : null}
      {bankEmpty && draws.length === 0 ? (
        <p className={styles.muted}>
          {b.emptyBank} {bankHref ? <Link to={bankHref}>{b.openBank}</Link> : null}
        </p>
      ) : null}
      {draws.length ? (
        <ol className={styles.questions}>
          {draws.map((draw, index) => {
            const n = index + 1;
            const have = counts.get(draw.tag);
            // A stored tag the bank no longer has stays choosable (it is what the quiz holds).
            const tags = [...(bankTags ?? [])];
            if (draw.tag && !counts.has(draw.tag)) tags.push({ tag: draw.tag, count: 0 });
            return (
              <li
                key={draw.key}
                className={styles.question}
                aria-labelledby={`${draw.key}-heading`}
                data-testid="random-draw"
              >
                <div className={styles.questionHead}>
                  <h3 id={`${draw.key}-heading`} className={styles.questionTitle}>
                    {f(b.block, { n })}
                  </h3>
                  <div className={styles.toolbar}>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={f(b.removeNamed, { n })}
                      disabled={disabled}
                      onClick={() => {
                        setDraws(draws.filter((other) => other.key !== draw.key));
                        onFocusLater('quiz-draws-heading');
                      }}
                    >
                      <Icon name="trash" aria-hidden />
                      {b.remove}
                    </Button>
                  </div>
                </div>
                <div className={styles.row}>
                  <Select
                    id={fieldIds.drawTag(draw.key)}
                    label={b.tag}
                    placeholder={b.chooseTag}
                    value={draw.tag || undefined}
                    disabled={disabled}
                    error={errors[fieldIds.drawTag(draw.key)]}
                    hint={have !== undefined ? f(b.available, { count: have }) : undefined}
                    onValueChange={(tag) => setDraw({ ...draw, tag })}
                    options={tags.map((item) => ({
                      value: item.tag,
                      label: f(m.page.tagOption, { tag: item.tag, count: item.count }),
                    }))}
                  />
                  <NumberField
                    id={fieldIds.drawCount(draw.key)}
                    label={b.count}
                    required
                    min={1}
                    max={100}
                    step={1}
                    value={draw.count}
                    disabled={disabled}
                    error={errors[fieldIds.drawCount(draw.key)]}
                    onChange={(event) => setDraw({ ...draw, count: event.currentTarget.value })}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className={styles.addRow}>
        <Button variant="secondary" size="sm" disabled={disabled || bankEmpty} onClick={add}>
          <Icon name="plus" aria-hidden />
          {b.add}
        </Button>
        {bankHref && !bankEmpty ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={bankHref}>{b.openBank}</Link>
          </Button>
        ) : null}
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{b.shuffleHeading}</legend>
        <Switch
          label={b.shuffleQuestions}
          description={b.shuffleQuestionsHint}
          checked={draft.shuffle_questions ?? false}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...draft, shuffle_questions: checked })}
        />
        <Switch
          label={b.shuffleOptions}
          description={b.shuffleOptionsHint}
          checked={draft.shuffle_options ?? false}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...draft, shuffle_options: checked })}
        />
      </fieldset>
    </section>
  );
}
