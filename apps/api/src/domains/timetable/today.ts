// Today's periods for a student or a teacher, each marked past, now or next in Pakistan time.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { pakistanClock } from '../_shared/pakistanTime.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { now } from './office.js';
import { isParent, isStaff } from './policy.js';
import * as repo from './repository.js';

type TodayPeriod = Schemas['TodayPeriod'];

/** Each listed period past, current, next (the first to start after now) or later. */
export function withStates(list: Omit<TodayPeriod, 'state'>[], time: string): TodayPeriod[] {
  let nextGiven = false;
  return list.map((p) => {
    let state: TodayPeriod['state'];
    if (p.ends_at <= time) state = 'past';
    else if (p.starts_at <= time) state = 'current';
    else if (!nextGiven) {
      state = 'next';
      nextGiven = true;
    } else state = 'later';
    return { ...p, state };
  });
}

export async function getTimetableToday(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['TimetableToday']> {
  const tenantId = schoolTenantId(auth);
  const clock = pakistanClock(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const periods = (await repo.periods(tx, tenantId, clock.weekday)).map(
      ({ weekday: _w, ...p }) => p,
    );
    const sectionDay = async (sectionId: number) => {
      const entries = await repo.entriesOfSection(tx, tenantId, sectionId, clock.weekday);
      return withStates(
        periods.map((p) => ({ ...p, entry: entries.find((e) => e.period === p.number) ?? null })),
        clock.time,
      );
    };
    const groups: Schemas['TimetableTodayGroup'][] = [];
    if (isStaff(auth)) {
      const entries = await repo.entriesOfTeacher(tx, tenantId, auth.user.id, clock.weekday);
      const [me] = await repo.staff(tx, tenantId, auth.user.id);
      groups.push({
        kind: 'teacher',
        title: me?.name ?? '',
        student_id: null,
        section_id: null,
        periods: withStates(
          periods
            .filter((p) => entries.some((e) => e.period === p.number))
            .map((p) => ({ ...p, entry: entries.find((e) => e.period === p.number) ?? null })),
          clock.time,
        ),
      });
    } else if (isParent(auth)) {
      for (const child of await repo.childrenWithSections(tx, tenantId, auth.user.id)) {
        groups.push({
          kind: 'section',
          title: child.name,
          student_id: child.student_id,
          section_id: child.section_id,
          periods: child.section_id === null ? [] : await sectionDay(child.section_id),
        });
      }
    } else {
      const mine = await repo.sectionOfStudentUser(tx, tenantId, auth.user.id);
      if (mine)
        groups.push({
          kind: 'section',
          title: mine.name,
          student_id: mine.student_id,
          section_id: mine.section_id,
          periods: await sectionDay(mine.section_id),
        });
    }
    return { day: clock.day, weekday: clock.weekday, time: clock.time, groups };
  });
}
