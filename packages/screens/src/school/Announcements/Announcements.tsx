import type { Schemas } from '@watni/api-client';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  EmptyState,
  PageHeader,
  RadioGroup,
  Skeleton,
  TextArea,
  TextField,
  useI18n,
} from '@watni/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../format/money';
import { formatPakistanDateTime } from '../../format/pakistanTime';
import { useNotificationsMessages } from '../../messages/NotificationsMessages';
import * as styles from './Announcements.css';

type Scope = Schemas['AnnouncementScope'];

export interface AnnouncementsViewProps {
  classes: readonly Schemas['SchoolClass'][];
  /** Admins post to the school or classes; teachers only to their sections. */
  isAdmin: boolean;
  announcements: readonly Schemas['Announcement'][];
  listStatus: 'loading' | 'error' | 'ready';
  submitting: boolean;
  /** The service's refusal, shown above the form. */
  error: string | null;
  /** The last posted announcement, for the confirmation. */
  posted: Schemas['Announcement'] | null;
  onSubmit: (body: Schemas['AnnouncementCreate']) => void;
  /** What parents will receive and the cost, asked for before posting. */
  preview?: Schemas['AnnouncementPreview'] | null;
  previewStatus?: 'idle' | 'loading' | 'error';
  onPreview?: (body: Schemas['AnnouncementCreate']) => void;
}

function when(iso: string, locale: string): string {
  return formatPakistanDateTime(iso, locale === 'ur' ? 'ur' : 'en');
}

/** A `datetime-local` value read as Pakistan time (UTC+5) → ISO. */
export function pakistanLocalToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  return new Date(`${value}:00+05:00`).toISOString();
}

export function AnnouncementsView({
  classes,
  isAdmin,
  announcements,
  listStatus,
  submitting,
  error,
  posted,
  onSubmit,
  preview = null,
  previewStatus = 'idle',
  onPreview,
}: AnnouncementsViewProps) {
  const m = useNotificationsMessages().announcements;
  const { format, locale } = useI18n();
  // The real count: the queue's once it has sent, else the audience counted at posting; with no
  // one in the audience it says so (never "on its way to 0 recipients").
  const postedNote = (done: Schemas['Announcement']): string => {
    const count = done.status === 'sent' ? done.recipients : done.audience_size;
    if (count === undefined) return m.postedSending;
    return count > 0 ? format(m.posted, { count }) : m.postedNoOne;
  };
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [scope, setScope] = useState<Scope>(isAdmin ? 'school' : 'sections');
  const [classIds, setClassIds] = useState<number[]>([]);
  const [sectionIds, setSectionIds] = useState<number[]>([]);
  const [toParents, setToParents] = useState(true);
  const [toStudents, setToStudents] = useState(false);
  const [toStaff, setToStaff] = useState(false);
  const [later, setLater] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [missing, setMissing] = useState(false);

  const toggle = (list: number[], id: number, on: boolean) =>
    on ? [...list, id] : list.filter((x) => x !== id);

  const draft = (): Schemas['AnnouncementCreate'] | null => {
    if (!title.trim() || !body.trim()) {
      setMissing(true);
      return null;
    }
    setMissing(false);
    const at = later ? pakistanLocalToIso(publishAt) : undefined;
    return {
      title: title.trim(),
      body: body.trim(),
      scope,
      ...(scope === 'classes' ? { class_ids: classIds } : {}),
      ...(scope === 'sections' ? { section_ids: sectionIds } : {}),
      to_parents: toParents,
      to_students: toStudents,
      to_staff: toStaff,
      ...(at ? { publish_at: at } : {}),
    };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ready = draft();
    if (ready) onSubmit(ready);
  };
  const askPreview = () => {
    const ready = draft();
    if (ready) onPreview?.(ready);
  };

  const scopes = isAdmin
    ? [
        { value: 'school', label: m.scopeSchool },
        { value: 'classes', label: m.scopeClasses },
        { value: 'sections', label: m.scopeSections },
      ]
    : [{ value: 'sections', label: m.scopeSections }];

  return (
    <Container>
      <PageHeader title={m.title} description={m.intro} />
      <div className={styles.layout}>
        <form
          className={styles.form}
          onSubmit={submit}
          aria-labelledby="announcement-form-title"
          noValidate
        >
          <h2 id="announcement-form-title" className={styles.heading}>
            {m.formTitle}
          </h2>
          {error ? <Alert tone="error">{error}</Alert> : null}
          {missing ? <Alert tone="error">{m.required}</Alert> : null}
          {posted ? (
            <Alert tone="success" role="status">
              {posted.status === 'scheduled' && new Date(posted.publish_at) > new Date()
                ? m.scheduled
                : postedNote(posted)}
            </Alert>
          ) : null}
          <TextField
            label={m.titleLabel}
            value={title}
            maxLength={200}
            required
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextArea
            label={m.bodyLabel}
            value={body}
            maxLength={2000}
            rows={5}
            required
            onChange={(e) => setBody(e.target.value)}
          />
          <RadioGroup
            label={m.scopeLabel}
            options={scopes}
            value={scope}
            onValueChange={(value) => setScope(value as Scope)}
          />
          {scope === 'classes' ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{m.classesLabel}</legend>
              <div className={styles.choices}>
                {classes.map((c) => (
                  <Checkbox
                    key={c.id}
                    label={c.name}
                    checked={classIds.includes(c.id)}
                    onCheckedChange={(on) => setClassIds(toggle(classIds, c.id, on === true))}
                  />
                ))}
              </div>
            </fieldset>
          ) : null}
          {scope === 'sections' ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{m.sectionsLabel}</legend>
              <div className={styles.choices}>
                {classes.flatMap((c) =>
                  c.sections.map((s) => (
                    <Checkbox
                      key={s.id}
                      label={`${c.name} ${s.name}`}
                      checked={sectionIds.includes(s.id)}
                      onCheckedChange={(on) => setSectionIds(toggle(sectionIds, s.id, on === true))}
                    />
                  )),
                )}
              </div>
            </fieldset>
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{m.audienceLabel}</legend>
            <div className={styles.choices}>
              <Checkbox
                label={m.toParents}
                checked={toParents}
                onCheckedChange={(on) => setToParents(on === true)}
              />
              <Checkbox
                label={m.toStudents}
                checked={toStudents}
                onCheckedChange={(on) => setToStudents(on === true)}
              />
              <Checkbox
                label={m.toStaff}
                checked={toStaff}
                onCheckedChange={(on) => setToStaff(on === true)}
              />
            </div>
          </fieldset>
          <RadioGroup
            label={m.whenLabel}
            options={[
              { value: 'now', label: m.now },
              { value: 'later', label: m.later },
            ]}
            value={later ? 'later' : 'now'}
            onValueChange={(value) => setLater(value === 'later')}
          />
          {later ? (
            <TextField
              label={m.publishAtLabel}
              type="datetime-local"
              value={publishAt}
              onChange={(e) => setPublishAt(e.target.value)}
            />
          ) : null}
          {preview ? <PreviewPanel preview={preview} /> : null}
          {previewStatus === 'error' ? <Alert tone="error">{m.previewError}</Alert> : null}
          <div className={styles.actions}>
            {onPreview ? (
              <Button
                type="button"
                variant="outline"
                disabled={previewStatus === 'loading'}
                onClick={askPreview}
              >
                {previewStatus === 'loading' ? m.previewing : m.previewButton}
              </Button>
            ) : null}
            <Button type="submit" disabled={submitting}>
              {submitting ? m.submitting : m.submit}
            </Button>
          </div>
        </form>
        <section aria-labelledby="announcement-list-title" className={styles.fieldset}>
          <h2 id="announcement-list-title" className={styles.heading}>
            {m.listTitle}
          </h2>
          {listStatus === 'loading' ? (
            <Skeleton height="4rem" />
          ) : listStatus === 'error' ? (
            <Alert tone="error">{m.error}</Alert>
          ) : announcements.length === 0 ? (
            <EmptyState title={m.empty} headingLevel={3} />
          ) : (
            <ul className={styles.list}>
              {announcements.map((a) => (
                <li key={a.id} className={styles.item}>
                  <strong>{a.title}</strong>
                  <span>{a.body}</span>
                  <span className={styles.meta}>
                    <Badge
                      tone={
                        a.status === 'sent'
                          ? 'success'
                          : a.status === 'cancelled'
                            ? 'neutral'
                            : 'info'
                      }
                    >
                      {m.status[a.status]}
                    </Badge>
                    <time dateTime={a.publish_at}>{when(a.publish_at, locale)}</time>
                    {a.status === 'sent' ? (
                      <span>{format(m.recipients, { count: a.recipients })}</span>
                    ) : null}
                    {a.status === 'sent' && isAdmin ? (
                      <Link to={`/school/messaging/deliveries?announcement=${a.id}`}>
                        {m.deliveryLink}
                      </Link>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Container>
  );
}

/** Each language's SMS and WhatsApp message as they will leave, who gets which, and the cost. */
function PreviewPanel({ preview }: { preview: Schemas['AnnouncementPreview'] }) {
  const m = useNotificationsMessages().announcements;
  const { format } = useI18n();
  const { audience, cost } = preview;
  return (
    <section aria-labelledby="announcement-preview-title" className={styles.preview}>
      <h3 id="announcement-preview-title" className={styles.heading}>
        {m.previewTitle}
      </h3>
      <p>
        {format(m.previewAudience, {
          whatsapp: audience.by_whatsapp,
          sms: audience.by_sms,
          none: audience.unreachable,
        })}
      </p>
      {preview.languages.map((l) => (
        <div key={l.language} className={styles.previewLanguage}>
          <h4 className={styles.legend}>{m.previewLanguage[l.language]}</h4>
          <p className={styles.meta}>
            {format(m.previewSms, {
              segments: l.sms.segments,
              encoding: l.sms.encoding,
              characters: l.sms.characters,
            })}
          </p>
          <p dir={l.language === 'ur' ? 'rtl' : 'ltr'} lang={l.language} className={styles.bubble}>
            {l.sms.text}
          </p>
          <p className={styles.meta}>
            {format(m.previewWhatsapp, {
              name: l.whatsapp.template,
              code: l.whatsapp.language_code,
            })}
          </p>
          <p dir={l.language === 'ur' ? 'rtl' : 'ltr'} lang={l.language} className={styles.bubble}>
            {l.whatsapp.params.join(' · ')}
          </p>
        </div>
      ))}
      <p role="status">
        {cost.total_pkr === null
          ? m.previewCostUnknown
          : format(m.previewCost, { amount: formatPrice(cost.total_pkr, 'PKR') })}
      </p>
    </section>
  );
}
