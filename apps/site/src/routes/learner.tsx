// The learner area (issue 7): sign-in, registration, dashboard, catalogue, lessons, quizzes.
// Every route here must be lazy, so its code is a chunk that public pages never load.
import type { RouteObject } from 'react-router-dom';

export const learnerRoutes: RouteObject[] = [];
