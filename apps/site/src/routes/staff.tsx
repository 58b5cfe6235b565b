// The management and administration area (issue 8): /admin/* and /dashboard/courses/*.
// Every route here must be lazy, so its code is a chunk that public pages never load.
import type { RouteObject } from 'react-router-dom';

export const staffRoutes: RouteObject[] = [];
