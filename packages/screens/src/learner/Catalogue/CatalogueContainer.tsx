import {
  type CourseLevel,
  errorMessage,
  useMyEnrollmentStates,
  usePublicCourses,
  useSession,
} from '@watni/api-client';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CatalogueView } from './Catalogue';

const SEARCH_DELAY_MS = 300;

/**
 * `/courses`: published courses from `/courses/public` — the signed-in user's school catalogue,
 * else the platform's. Search and level live in the URL (`?q=`, `?level=`).
 */
export function CataloguePage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const level = (params.get('level') ?? '') as CourseLevel | '';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced, setDebounced] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const tenantId = session.user?.tenant_id ?? undefined;
  // Asked for once the session is known, so a signed-in learner never sees another catalogue.
  const courses = usePublicCourses(
    {
      ...(tenantId ? { tenant_id: tenantId } : {}),
      ...(level ? { level } : {}),
      ...(debounced ? { search: debounced } : {}),
    },
    { enabled: session.status !== 'loading' },
  );

  // The caller's own enrolment states, merged into the shared, cached catalogue's cards.
  const states = useMyEnrollmentStates({ enabled: session.status === 'authenticated' });

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <CatalogueView
      courses={session.status === 'loading' ? undefined : courses.data?.items}
      error={courses.isError ? errorMessage(courses.error, 'Unknown error') : null}
      search={search}
      level={level}
      onSearchChange={(value) => {
        setSearch(value);
        update('q', value.trim());
      }}
      onLevelChange={(value) => update('level', value)}
      enrollmentStates={states.data}
    />
  );
}
