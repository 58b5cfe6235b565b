// The public feed: the token (the credential) → its owner, found by hash in platform scope; then
// everything else in that user's own school scope, so row-level security keeps it to one school.
// Times are written with TZID Asia/Karachi and a VTIMEZONE (docs/calendar.md).
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { tenantHasModule } from '../../http/module-gate.js';
import { addDays, weekday } from '../attendance/calendar.js';
import { todayInPakistan } from '../school/transaction.js';
import { type IcalEvent, writeCalendar } from './ical.js';
import { hashToken } from './link.js';
import * as repo from './repository.js';
import { FEED_WORDS } from './words.js';

const FEED_MESSAGES = defineMessages('calendar.feed', {
  unknown: { en: 'No calendar feed at this address.', ur: 'اس پتے پر کوئی کیلنڈر فیڈ نہیں ہے۔' },
});

/** Bounds: at most this many events of each kind (a few thousand in all). */
const LIMITS = { lessons: 500, papers: 500, holidays: 500, homework: 1000 } as const;

/**
 * The module each kind of event belongs to, as its operations are marked in openapi.yaml: a
 * school that switched a module off gets none of its events (its data stays, as everywhere).
 */
export const FEED_MODULES = {
  lessons: 'timetable',
  papers: 'gradebook',
  holidays: 'attendance',
  homework: 'gradebook',
} as const;

const TOKEN = /^([A-Za-z0-9_-]{20,76})\.ics$/;

export async function getCalendarFeedFile(
  deps: AppDeps,
  file: string,
  now: Date = new Date(),
): Promise<string> {
  const token = TOKEN.exec(file)?.[1];
  if (!token) throw notFound(FEED_MESSAGES.unknown);
  const owner = await withScope(deps.db, { kind: 'platform', userId: null }, (tx) =>
    repo.findFeedByHash(tx, hashToken(token)),
  );
  if (!owner) throw notFound(FEED_MESSAGES.unknown);
  const { tenant_id: tenantId, user_id: userId } = owner;
  const today = todayInPakistan(now);
  const words = FEED_WORDS[owner.language];
  const events = await withScope(deps.db, { kind: 'tenant', tenantId, userId }, async (tx) => {
    const family = await repo.familySections(tx, tenantId, userId);
    const familySectionIds = [...new Set(family.map((f) => f.section_id))];
    const classIds = [...new Set(family.map((f) => f.class_id))];
    const taught = await repo.teacherSections(tx, tenantId, userId);
    const list: IcalEvent[] = [];
    const on = new Map<string, boolean>();
    const moduleOn = async (kind: keyof typeof FEED_MODULES) => {
      const slug = FEED_MODULES[kind];
      let state = on.get(slug);
      if (state === undefined) {
        state = await tenantHasModule(tx, tenantId, slug, deps.modulesWithScreens);
        on.set(slug, state);
      }
      return state;
    };
    const uid = (kind: string, id: string | number) => `${kind}-${id}@${tenantId}.watni`;

    const from = addDays(today, -30);
    const holidays = await repo.holidays(
      tx,
      tenantId,
      { from, to: addDays(today, 366) },
      LIMITS.holidays,
    );
    // Read even when the attendance module is off: they still except lessons on those days.
    for (const h of (await moduleOn('holidays')) ? holidays : []) {
      list.push({
        uid: uid('holiday', h.day),
        summary: words.holiday(h.name),
        allDay: h.day,
        categories: words.categories.holiday,
      });
    }

    const term = await repo.currentTerm(tx, tenantId, today);
    if (term && (await moduleOn('lessons'))) {
      const lessons = await repo.lessons(
        tx,
        tenantId,
        { sectionIds: familySectionIds, teacherId: userId },
        LIMITS.lessons,
      );
      const termHolidays = holidays.filter((h) => h.day >= term.starts_on && h.day <= term.ends_on);
      for (const lesson of lessons) {
        let first = term.starts_on;
        while (weekday(first) !== lesson.weekday) first = addDays(first, 1);
        if (first > term.ends_on) continue;
        list.push({
          uid: uid(`lesson-${lesson.id}-term`, term.id),
          summary: `${lesson.subject_name} (${lesson.class_name} ${lesson.section_name})`,
          description: words.teacher(lesson.teacher_name),
          location: lesson.room,
          start: { day: first, time: lesson.starts_at },
          end: { day: first, time: lesson.ends_at },
          weeklyUntil: term.ends_on,
          exceptDays: termHolidays
            .filter((h) => weekday(h.day) === lesson.weekday)
            .map((h) => h.day),
          categories: words.categories.lesson,
        });
      }
    }

    const papers = (await moduleOn('papers'))
      ? await repo.publishedPapers(tx, tenantId, classIds, from, LIMITS.papers)
      : [];
    for (const paper of papers) {
      list.push({
        uid: uid('paper', paper.id),
        summary: words.paper(paper.exam_name, paper.subject_name, paper.class_name),
        location: paper.room,
        start: { day: paper.paper_date, time: paper.starts_at },
        end: { day: paper.paper_date, time: paper.ends_at },
        categories: words.categories.exam,
      });
    }

    const homeworkSections = [...new Set([...familySectionIds, ...taught])];
    const homework = (await moduleOn('homework'))
      ? await repo.homeworkDue(tx, tenantId, homeworkSections, from, LIMITS.homework)
      : [];
    for (const post of homework) {
      list.push({
        uid: uid('homework', post.id),
        summary: words.homeworkDue(post.subject_name, `${post.class_name} ${post.section_name}`),
        description: post.body,
        allDay: post.due_date,
        categories: words.categories.homework,
      });
    }
    return list;
  });
  return writeCalendar(owner.school_name, events, now);
}
