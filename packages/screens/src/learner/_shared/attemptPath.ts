/** The route of one attempt's result page (the dashboard links to it; a submitted quiz opens it). */
export const attemptResultPath = (assessmentId: number, attemptId: number) =>
  `/assessments/${assessmentId}/attempts/${attemptId}`;
