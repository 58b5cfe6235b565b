/** The moments a timed quiz warns that time is nearly up, in seconds left. */
const TIME_WARNINGS = [
  { atSeconds: 300, key: 'fiveMinutesLeft' },
  { atSeconds: 60, key: 'oneMinuteLeft' },
] as const;

type TimeWarningKey = (typeof TIME_WARNINGS)[number]['key'];

/**
 * Which warning the quiz's polite live region shows with `secondsLeft` on the clock, or null.
 * The text changes only as the clock passes a mark, so a screen reader speaks it once per mark.
 * A mark at or above the time limit is skipped (a 5-minute quiz does not open with "5 minutes
 * left"); at 0 the time-up alert takes over.
 */
export function timeWarning(
  secondsLeft: number,
  limitMinutes: number | null,
): TimeWarningKey | null {
  if (secondsLeft <= 0) return null;
  const limitSeconds = limitMinutes ? limitMinutes * 60 : Number.POSITIVE_INFINITY;
  let current: TimeWarningKey | null = null;
  for (const mark of TIME_WARNINGS) {
    if (mark.atSeconds < limitSeconds && secondsLeft <= mark.atSeconds) current = mark.key;
  }
  return current;
}
