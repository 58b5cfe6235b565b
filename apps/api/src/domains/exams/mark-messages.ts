// The sentences of one mark sheet's entries, about a student named as the teacher knows them;
// the save answers them per entry (refused, conflicts) as well as in refusals.
export const MARK_MESSAGES = {
  // A student is named as the teacher knows them (roll number and name), never by an id.
  who: (roll: number, name: string) => `Roll ${roll}, ${name}`,
  notInSection: 'This student is no longer in this section; reload the sheet.',
  listedTwice: (who: string) => `${who} is listed twice.`,
  aboveMax: (who: string, max: number) => `${who}: marks cannot be above ${max}.`,
  negative: (who: string) => `${who}: marks cannot be below 0.`,
  absentWithMarks: (who: string) => `${who}: an absent student has no marks.`,
  opTwice: (who: string) => `${who}: one change is listed twice.`,
  // An offline change typed on a mark someone else has changed since: theirs is kept.
  changedMeanwhileBy: (who: string, by: string) =>
    `${who}: the mark was changed meanwhile by ${by}; their mark is kept.`,
  changedMeanwhile: (who: string) =>
    `${who}: the mark was changed meanwhile by someone else; their mark is kept.`,
} as const;
