// Generated from openapi.yaml by `npm run contract:gen`. Do not edit by hand.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report service health and database reachability */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Returns an access token and a refresh token. `remember_me` chooses a long-lived refresh
         *     token over a session-length one. Wrong credentials answer 401; an inactive account, a
         *     deactivated organisation, or a user whose requested organisation is still under review
         *     answers 403 with a `detail` saying so.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register into an existing organisation or request a new one
         * @description Exactly one of `tenant_id` (join an existing organisation) and `organization_name`
         *     (request a new organisation) must be given; otherwise 422.
         *
         *     - Existing organisation: an active student is created there and `tokens` are returned
         *       (the user is signed in).
         *     - New organisation: a user without a tenant is created with the requested
         *       `organization_name`; `tokens` is null and `message` says the request is under review.
         *       Sign-in is refused (403) until a superuser creates the tenant.
         *
         *     A duplicate email or username answers 409.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new token pair
         * @description The refresh token is rotated on every use. Reusing a rotated token revokes its whole
         *     family and answers 401.
         */
        post: operations["refreshTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a refresh token
         * @description Idempotent; an unknown or already revoked token also answers 204.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset link
         * @description Always answers 202 with the same message, whether or not the email belongs to an
         *     account. The single-use, expiring link is emailed when it does.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description An invalid, used or expired token answers 400. Success revokes all refresh tokens of the user.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenants/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organisations a visitor may register into
         * @description Active tenants ordered by name. Public; used by the registration screen.
         */
        get: operations["listTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Tenant admins see the users of their tenant; superusers see every user. Filtering and
         *     paging are done by the server. `search` matches email, username, first name or last name,
         *     case-insensitively. `role=admin` selects tenant admins and superusers; `role=user` the rest.
         *     Ordered by id.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Tenant admins create users in their own tenant: omitting `tenant_id` or sending their
         *     own is fine, another tenant's id answers 403. Superusers may choose the tenant (default
         *     1); an unknown tenant answers 422. Duplicate email or username answers 409 (an email
         *     is unique across organizations); every such refusal is audited, and after 20 in an
         *     hour the admin gets 429. A password found weak (common, a pattern, the user's own
         *     name) answers 422 saying why.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count users by status and role
         * @description Over the same scope as `GET /users/`. `admin_users` counts tenant admins and superusers.
         */
        get: operations["getUserStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /** Get a user */
        get: operations["getUser"];
        /**
         * Update a user
         * @description Partial update: only the fields sent change. Setting `is_active` true reactivates a user.
         *     Duplicate email or username answers 409. Only a superuser may change a superuser. An
         *     admin setting their own `is_active` false or removing their own tenant-admin rights
         *     answers 409; a non-admin changing their own `user_role`, `is_tenant_admin` or
         *     `is_active` answers 403. Changing one's own `email` needs `current_password` (missing:
         *     422, wrong: 403); whoever changes an email, the old address is told by email.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Deactivate a user
         * @description Sets `is_active` false and revokes the user's refresh tokens; nothing is deleted.
         *     Deactivating yourself answers 409.
         */
        delete: operations["deactivateUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the courses of the caller's tenant
         * @description Students see published courses; teachers see published courses and their own drafts;
         *     tenant admins see every course of their tenant; superusers see every tenant's courses
         *     and may narrow with `tenant_id`. `search` matches title, description and category,
         *     case-insensitively. Newest first.
         */
        get: operations["listCourses"];
        put?: never;
        /**
         * Create a course
         * @description Admins always may. A teacher may when the tenant's `teachers_can_create_courses` is
         *     true and, when `teacher_course_limit` is above 0, while the courses they created are
         *     fewer than the limit; otherwise 403 with `Course limit reached. Contact your admin to
         *     increase your limit.` Students answer 403. Only admins may create a course already
         *     published (`is_published: true`); a teacher's attempt answers 403. `price` is rounded
         *     to two decimals by the server.
         */
        post: operations["createCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List published courses without signing in
         * @description Published courses of the platform tenant (id 1), or of the school given by `tenant_id`
         *     (its own public catalogue). Newest first.
         */
        get: operations["listPublicCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * Get a course
         * @description Optional authentication. Without a token (or for a learner) only a published course is
         *     visible; a draft answers 404. Staff of the course's tenant see drafts.
         */
        get: operations["getCourse"];
        /**
         * Update a course
         * @description Partial update. Teachers edit their own courses; admins every course of their tenant.
         *     Changing `is_published` (publish or unpublish) is an admin's action: 403 for teachers.
         */
        put: operations["updateCourse"];
        post?: never;
        /**
         * Delete a course
         * @description Admins may; a teacher may delete their own course only when the tenant's
         *     `teachers_can_delete_courses` is true (else 403). A course that has enrollments is kept
         *     so learners' records survive: 409 with a detail suggesting to unpublish it instead.
         */
        delete: operations["deleteCourse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enroll a user in a course
         * @description A learner enrolls only themself (`user_id` omitted or their own id, else 403); admins,
         *     and teachers of the course when `teachers_can_manage_enrollments` is true, may enroll
         *     other users of the tenant. The course must be published (else 403). A free course
         *     (price 0) is approved at once (`payment_status` paid, `admin_approved` true); a paid one
         *     starts pending. A second enrollment in the same course answers 409.
         */
        post: operations["enrollInCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * List the enrollments of a course
         * @description For admins, and for the course's teacher when `teachers_can_manage_enrollments` is true. Newest first.
         */
        get: operations["listCourseEnrollments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/enrollments/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the signed-in user's enrollments
         * @description Every status, newest first.
         */
        get: operations["listMyEnrollments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/enrollments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Enrollment id. */
                id: components["parameters"]["EnrollmentId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Approve or reject an enrollment
         * @description Approve: `{payment_status: paid, admin_approved: true, status: active}`.
         *     Reject: `{payment_status: rejected, admin_approved: false, status: dropped, admin_notes}`
         *     with the optional reason. Only a pending enrollment can change: otherwise 409. For
         *     admins, and for the course's teacher when `teachers_can_manage_enrollments` is true.
         */
        put: operations["updateEnrollment"];
        post?: never;
        /**
         * Delete an enrollment
         * @description Staff who manage the course may delete any enrollment of it; a learner may withdraw
         *     their own enrollment while it is pending (else 409).
         */
        delete: operations["deleteEnrollment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every enrollment the caller may manage
         * @description Admins: every enrollment of their tenant (superusers: every tenant, narrowed by
         *     `tenant_id`). Teachers with `teachers_can_manage_enrollments`: the enrollments of their
         *     own courses. Others: 403. Newest first. Each item carries its course and user summary.
         */
        get: operations["listEnrollments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollments/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the enrollments the caller may manage, by payment status
         * @description Over the same scope as `GET /enrollments/`; feeds the tab counts.
         */
        get: operations["getEnrollmentCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lessons/course/{courseId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["ByCourseId"];
            };
            cookie?: never;
        };
        /**
         * List the lessons of a course
         * @description Optional authentication. Ordered by `order_index`, then id.
         *     - Without a token, or without access to the content: the outline of a published
         *       course (published lessons only; `content_url` and `content_body` are null). A draft
         *       course answers 404.
         *     - Learners with an approved enrollment: published lessons with their content.
         *     - Staff of the course: every lesson when `published_only` is false.
         */
        get: operations["listCourseLessons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lessons/course/{courseId}/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["ByCourseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder the lessons of a course
         * @description `lesson_ids` lists every lesson of the course exactly once in the new order; the server
         *     sets `order_index` to 0, 1, 2... Any other set of ids answers 422. Staff of the course.
         */
        post: operations["reorderLessons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lessons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a lesson
         * @description Staff of the course. `content_url` must be an http(s) URL for video and document
         *     lessons; `content_body` HTML is sanitized against an allow-list on write.
         */
        post: operations["createLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lessons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lesson id. */
                id: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        /**
         * Get a lesson with its content
         * @description Staff of the course, and learners with an approved enrollment (published lessons
         *     only). Otherwise 403 with a detail saying whether the enrollment is pending or missing.
         */
        get: operations["getLesson"];
        /**
         * Update a lesson
         * @description Partial update. Staff of the course.
         */
        put: operations["updateLesson"];
        post?: never;
        /**
         * Delete a lesson
         * @description Staff of the course. The learners' progress on it is deleted with it.
         */
        delete: operations["deleteLesson"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lessons/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lesson id. */
                id: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the signed-in user's progress on a lesson
         * @description Upserts the caller's record: `time_spent_seconds` is added to the stored time;
         *     `completed` never goes back from true to false; `progress_percentage` keeps the highest
         *     value sent (100 when completed). Needs access to the lesson's content (else 403).
         */
        post: operations["recordLessonProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lessons/{id}/progress/my": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lesson id. */
                id: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        /**
         * Get the signed-in user's progress on a lesson
         * @description 404 when the caller has no progress record for the lesson yet.
         */
        get: operations["getMyLessonProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/progress/my": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * Get the signed-in user's progress in a course
         * @description Over the course's published lessons. `percentage` is the share of required lessons
         *     completed (of all lessons when none is required), 0-100. A caller without progress
         *     gets zeros.
         */
        get: operations["getMyCourseProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/course/{courseId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["ByCourseId"];
            };
            cookie?: never;
        };
        /**
         * List the assessments of a course
         * @description Learners with an approved enrollment see published assessments; staff of the course
         *     see drafts too when `published_only` is false. Items carry no questions.
         */
        get: operations["listCourseAssessments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an assessment, optionally with its questions
         * @description Staff of the course. `total_points` is computed from the questions.
         */
        post: operations["createAssessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        /**
         * Get an assessment to take it (no answers)
         * @description The learner's view: questions without `correct_answer` or `accepted_answers`. Needs an
         *     approved enrollment and a published assessment (a draft answers 404 to learners); staff
         *     of the course may preview it. For a learner and a quiz with a time limit, this call
         *     starts the attempt (or resumes the open one) before any question is sent: the clock
         *     runs from the first view, and the answer carries the `attempt` with its `expires_at`
         *     (`POST /assessments/{id}/start` then returns the same attempt).
         */
        get: operations["getAssessment"];
        /**
         * Update an assessment
         * @description Partial update of the assessment's own fields (questions have their own calls). Staff of the course.
         */
        put: operations["updateAssessment"];
        post?: never;
        /**
         * Delete an assessment
         * @description Staff of the course. An assessment that already has submissions is kept so learners'
         *     results survive: 409 with a detail suggesting to unpublish it instead.
         */
        delete: operations["deleteAssessment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/{id}/admin": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        /**
         * Get an assessment with its correct answers
         * @description Staff of the course only (403 for learners).
         */
        get: operations["getAssessmentAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a question to an assessment
         * @description Staff of the course. Without `order_index` the question goes last. A multiple-choice
         *     `correct_answer` must be a key of `options`; a true/false one `true` or `false`.
         */
        post: operations["createQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Question id. */
                id: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a question
         * @description Partial update. Staff of the course.
         */
        put: operations["updateQuestion"];
        post?: never;
        /**
         * Delete a question
         * @description Staff of the course.
         */
        delete: operations["deleteQuestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open an attempt (starts the server-side clock)
         * @description Idempotent while an attempt is open: returns the caller's open attempt instead of a new
         *     one. `expires_at` is `started_at` plus the time limit (null without a limit); the server
         *     accepts a submission up to one minute after it. Same access rules as `GET /assessments/{id}`.
         */
        post: operations["startAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit answers and get the automatic grade
         * @description Grades multiple-choice, true/false and short-answer questions at once; essays and
         *     non-blank short answers matching no accepted answer (staff should look) leave
         *     `grading_pending` true; a blank answer scores 0. Without `attempt_id` the caller's open
         *     attempt is used (see below). Refusals: a draft assessment or no approved enrollment
         *     403; the attempt past its time limit plus one minute 403; an attempt already submitted 409 (a double
         *     click stores one submission); an answer to a question not in the assessment 422.
         *     `time_taken_minutes` is informative; the stored time comes from the attempt.
         *     Only the first submission of a quiz without a time limit opens its attempt implicitly:
         *     a timed quiz must be started first (409), and a submit without `attempt_id` when no
         *     attempt is open but one was already submitted is a duplicate (409; start a new attempt
         *     to retake).
         */
        post: operations["submitAssessment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/{id}/submissions/my": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        /**
         * List the signed-in user's submissions of an assessment
         * @description Newest first.
         */
        get: operations["listMySubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        /**
         * List every submission of an assessment
         * @description Staff of the course. Newest first; `grading_pending` narrows to those awaiting grading.
         */
        get: operations["listSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id. */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Grade a submission
         * @description Staff of the course set the points (0 to the question's points, else 422) and feedback
         *     of the listed questions; score, percentage and passed are recomputed, and
         *     `grading_pending` becomes false once no essay or unreviewed answer is left.
         */
        put: operations["gradeSubmission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/modules/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the module catalogue
         * @description Every signed-in user. Ordered by category, then name.
         */
        get: operations["listModules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/modules/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List module categories with their module counts
         * @description All six categories in a fixed order (core, education, financial, management, analytics, communication), including those with no module.
         */
        get: operations["listModuleCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/modules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Module id. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        /** Get a module */
        get: operations["getModule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/modules/tenant/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's tenant's access to every module
         * @description One item per module of the catalogue. Readable by every member of the tenant (the site
         *     shows or hides features from it). Core modules are always enabled.
         */
        get: operations["listTenantModuleAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/modules/tenant/check/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Module id. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        /** Check whether the caller's tenant may use a module */
        get: operations["checkTenantModuleAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/modules/tenant/enable/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Module id. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a module for the caller's tenant
         * @description Tenant admins and superusers. Idempotent.
         */
        post: operations["enableTenantModule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/modules/tenant/disable/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Module id. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a module for the caller's tenant
         * @description Tenant admins and superusers. Idempotent. A core module cannot be disabled (409).
         */
        post: operations["disableTenantModule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscription plans
         * @description Ordered by monthly price, custom plans last. Prices in USD.
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription plan id. */
                id: components["parameters"]["PlanId"];
            };
            cookie?: never;
        };
        /** Get a subscription plan */
        get: operations["getPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/plans/{id}/modules": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription plan id. */
                id: components["parameters"]["PlanId"];
            };
            cookie?: never;
        };
        /** List the modules included in a plan */
        get: operations["listPlanModules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's tenant's subscription
         * @description Every member of the tenant. Status `none` with a null plan when the tenant has no subscription.
         */
        get: operations["getCurrentSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compare plans with the modules each includes */
        get: operations["comparePlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pending-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users waiting for their requested organisation
         * @description Superusers only. Users who registered requesting a new organisation and have no tenant
         *     yet, oldest first (so `has_tenant` is false here; the screen flips it after creating
         *     the tenant). The one response that is not `{items, total}`: the spec fixes `{users}`.
         */
        get: operations["listPendingUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/create-tenant-for-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the organisation a pending user requested
         * @description Superusers only. Creates the tenant (name trimmed; blank answers 422), makes the user
         *     its tenant admin and active, starts the plan's trial, enables the core modules and
         *     emails the user. A user who already has a tenant answers 409.
         */
        post: operations["createTenantForUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/make-tenant-admin": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a user the admin of a tenant
         * @description Superusers only. Without `tenant_id` the user's own tenant is used; a user without a
         *     tenant then answers 409. With `tenant_id` the user is moved into that tenant.
         */
        post: operations["makeTenantAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant-settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's tenant's teacher settings
         * @description Every member of the tenant may read them (a teacher's screen shows the course limit).
         *     Defaults until saved: true, false, true, 10.
         */
        get: operations["getTenantSettings"];
        /**
         * Save the caller's tenant's teacher settings
         * @description Tenant admins of their own tenant and superusers. Partial update; the fields not sent keep their value.
         */
        put: operations["updateTenantSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's dashboard figures
         * @description `courses_enrolled` counts approved, active enrollments. `certifications` counts courses
         *     with every required lesson complete and every published quiz passed.
         *     `average_progress` is the mean course progress over those enrollments (0 without any).
         *     `courses_created` counts the courses the caller created. `tenant` is present for admins
         *     (tenant admins and superusers), null otherwise.
         */
        get: operations["getDashboardSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List administrative changes
         * @description Tenant admins read their tenant's entries; superusers read every entry. Newest first.
         *     Actions: `user.created`, `user.updated`, `user.deactivated`, `enrollment.approved`,
         *     `enrollment.rejected`, `module.enabled`, `module.disabled`, `settings.updated`,
         *     `tenant.created`, `user.made_tenant_admin` (more may be added).
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an enquiry to the company
         * @description Public. The enquiry is stored and emailed to the company (outbox/SMTP).
         */
        post: operations["submitContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/years/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the school's academic years with their terms
         * @description Newest first. Readable by the school's staff; students and parents get 403.
         */
        get: operations["listAcademicYears"];
        put?: never;
        /**
         * Create an academic year
         * @description Admins. The school's first year is current whatever `is_current` says; `is_current: true`
         *     makes this the current year and the previous one no longer current (exactly one is).
         *     A taken name is 409.
         */
        post: operations["createAcademicYear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/years/{yearId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Academic year id. */
                yearId: components["parameters"]["YearId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Rename, re-date or make current an academic year
         * @description Admins; partial. `is_current: true` moves the current mark here in one transaction;
         *     `is_current: false` is refused (make another year current instead).
         */
        put: operations["updateAcademicYear"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/years/{yearId}/terms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Academic year id. */
                yearId: components["parameters"]["YearId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a term to an academic year
         * @description Admins. The term's dates lie inside the year's; a taken name is 409.
         */
        post: operations["createTerm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/classes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the classes in order, with their sections and subjects
         * @description Staff. Each section carries its class teacher, room, capacity and the number of students
         *     placed in it in the current year; each subject its teacher per section.
         */
        get: operations["listClasses"];
        put?: never;
        /**
         * Create a class
         * @description Admins. A taken name is 409.
         */
        post: operations["createClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/classes/defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the usual classes (Playgroup to Class 10) with sections A and B
         * @description Admins. Creates whichever of Playgroup, Nursery, Prep, Class 1 … Class 10 the school does
         *     not have yet, each with sections A and B; running it again creates nothing.
         */
        post: operations["applyDefaultClasses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/classes/{classId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class id. */
                classId: components["parameters"]["ClassId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Rename or reorder a class
         * @description Admins; partial.
         */
        put: operations["updateClass"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/classes/{classId}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class id. */
                classId: components["parameters"]["ClassId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a section to a class
         * @description Admins. The class teacher must be a teacher of the school; a taken name is 409.
         */
        post: operations["createSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/classes/{classId}/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class id. */
                classId: components["parameters"]["ClassId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a subject taught in a class
         * @description Admins. A taken name in the class is 409.
         */
        post: operations["createSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/sections/{sectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a section's name, class teacher, room or capacity
         * @description Admins; partial. `class_teacher_id: null` removes the class teacher.
         */
        put: operations["updateSection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/subjects/{subjectId}/teachers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subject id. */
                subjectId: components["parameters"]["SubjectId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set (or clear) the teacher of a subject in one section
         * @description Admins. The section must belong to the subject's class; `teacher_id: null` clears it.
         */
        put: operations["assignSubjectTeacher"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a section's students into the next year
         * @description Admins. Every student placed in `from_section_id` in the year of `from_year_id` (default:
         *     the current year) goes to `to_section_id` in `to_year_id`, keeping their roll number,
         *     unless an exception says `repeat` (into `section_id`, a section of the same class) or
         *     `left` (the student's status becomes left). One transaction; a student already placed in
         *     the new year is 409 and nothing moves. Audited.
         */
        post: operations["promoteSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List students, searched and filtered on the server
         * @description Staff (a teacher sees the students of their own sections). `search` matches the start
         *     of the first name, the last name or the admission number, case-insensitively. Class and
         *     section filters apply to the placement in `academic_year_id` (default: the current year).
         *     Ordered by class order, section, roll number, then name.
         */
        get: operations["listStudents"];
        put?: never;
        /**
         * Add a student record
         * @description Admins. With `section_id` the student is placed in that section in the current year
         *     (`roll_no` defaults to the next free one). A taken admission number or roll number is 409.
         */
        post: operations["createStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/{studentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        /**
         * A student's profile (details, guardians, section history)
         * @description Staff of the school, and the student's own parents; others 404.
         */
        get: operations["getStudent"];
        /**
         * Change a student's details or status
         * @description Admins; partial. `user_id` links (or with null unlinks) a student sign-in account.
         */
        put: operations["updateStudent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/{studentId}/placement": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Place a student in a section with a roll number for a year
         * @description Admins. `academic_year_id` defaults to the current year; `roll_no` to the next free one
         *     in the section. Replaces the student's placement in that year; a taken roll number is 409.
         */
        put: operations["placeStudent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/{studentId}/guardians": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link a guardian (new or existing) to a student
         * @description Admins. Either `guardian_id` (a guardian of the school, e.g. a sibling's father) or
         *     `guardian` (a new one; a CNIC already on file links that guardian instead). `is_primary`
         *     makes them the primary contact; a student's first guardian is always primary.
         */
        post: operations["addStudentGuardian"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate an import file (CSV or XLSX) without writing anything
         * @description Admins. The file (base64, up to 8 MiB) with one student and their primary guardian per
         *     row, columns as in the template. Every row is checked; each problem is named by its row
         *     number in the file and its column. Rows whose admission number the school already has are
         *     reported as existing (importing them again creates nothing).
         */
        post: operations["previewStudentImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import students with their guardians from a CSV or XLSX file
         * @description Admins. `mode: all` writes nothing unless every row is valid (422 with the problems);
         *     `mode: valid_only` imports the valid rows and returns the others as a CSV to correct.
         *     Rows whose admission number exists are skipped, so importing a file twice creates nothing
         *     new. One transaction; audited.
         */
        post: operations["importStudents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guardians/{guardianId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guardian id. */
                guardianId: components["parameters"]["GuardianId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a guardian's details
         * @description Admins; partial. Mobile numbers are stored as `+923xxxxxxxxx`.
         */
        put: operations["updateGuardian"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guardians/{guardianId}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guardian id. */
                guardianId: components["parameters"]["GuardianId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a guardian to a parent sign-in account
         * @description Admins. Issues a one-time code valid for 14 days (an earlier unused code stops working).
         *     `delivery: email` sends it with a link to the guardian's e-mail (422 without one);
         *     `delivery: code` returns it to be printed. A guardian who already has an account is 409.
         */
        post: operations["inviteParent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parents/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a parent account from an invitation code
         * @description Public. A valid, unused code creates a parent account in the guardian's school (the
         *     e-mail must not be taken: 409) and links it to the guardian; then sign in as usual. An
         *     unknown, used or expired code is 400.
         */
        post: operations["acceptParentInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/parents/me/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in parent's children
         * @description Parents only (others 403); each child with their current section and courses.
         */
        get: operations["listMyChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admissions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List admission applications
         * @description Admins. Newest first, optionally of one status.
         */
        get: operations["listAdmissions"];
        put?: never;
        /**
         * Record an admission application
         * @description Admins (the school office fills in the form).
         */
        post: operations["createAdmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admissions/{admissionId}/admit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Admission application id. */
                admissionId: components["parameters"]["AdmissionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admit an applicant into a section
         * @description Admins. Creates the student (placed in the section in the current year) and the guardian
         *     (or links the guardian on file with the same CNIC) in one transaction. Only a pending
         *     application (else 409); the section must be of the class applied for.
         */
        post: operations["admitApplicant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admissions/{admissionId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Admission application id. */
                admissionId: components["parameters"]["AdmissionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an application with a reason
         * @description Admins. Only a pending application (else 409).
         */
        post: operations["declineApplicant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Id: number;
        /** Format: date-time */
        Timestamp: string;
        Error: {
            /** @description A human sentence a screen can show as is. */
            detail: string;
            errors?: {
                /** @description The failing field, e.g. `email` or `body.tags[2]`. */
                field: string;
                message: string;
            }[];
        };
        Message: {
            message: string;
        };
        /** Format: email */
        Email: string;
        Password: string;
        Username: string;
        PersonName: string;
        Phone: string | null;
        /**
         * @description `parent`: a guardian's account (from an invitation), seeing only their own children.
         * @enum {string}
         */
        UserRole: "student" | "teacher" | "admin" | "parent";
        /** @default true */
        DefaultTrue: boolean;
        /** @default false */
        DefaultFalse: boolean;
        /** @default 0 */
        DefaultZero: number;
        /**
         * @default student
         * @enum {string}
         */
        NewUserRole: "student" | "teacher" | "admin";
        /** @default 1 */
        NewUserTenantId: number;
        /** @default 0 */
        NewCoursePrice: number;
        /**
         * @default PKR
         * @enum {string}
         */
        NewCourseCurrency: "PKR" | "USD";
        /**
         * @default beginner
         * @enum {string}
         */
        NewCourseLevel: "beginner" | "intermediate" | "advanced";
        /** @default [] */
        NewCourseTags: string[];
        /**
         * @default text
         * @enum {string}
         */
        NewLessonContentType: "text" | "video" | "document" | "quiz";
        /**
         * @default quiz
         * @enum {string}
         */
        NewAssessmentType: "quiz" | "exam" | "assignment";
        /** @default 60 */
        NewPassingScore: number;
        /** @default 1 */
        NewQuestionPoints: number;
        /** @default 0 */
        TimeTakenMinutes: number;
        /**
         * @default school
         * @enum {string}
         */
        NewTenantType: "school" | "academy" | "training_center";
        /**
         * @default starter
         * @enum {string}
         */
        NewTenantPlan: "starter" | "professional" | "enterprise";
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            /** @enum {string} */
            database: "ok" | "unavailable";
            version: string;
            /** @description Present when degraded. */
            detail?: string;
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            password: string;
            /** @description Long-lived refresh token when true; session-length otherwise. */
            remember_me?: components["schemas"]["DefaultFalse"];
        };
        Tokens: {
            access_token: string;
            refresh_token: string;
            /** @enum {string} */
            token_type: "bearer";
            /** @description Lifetime of the access token in seconds. */
            expires_in: number;
        };
        RegisterRequest: {
            email: components["schemas"]["Email"];
            username: components["schemas"]["Username"];
            password: components["schemas"]["Password"];
            first_name: components["schemas"]["PersonName"];
            last_name: components["schemas"]["PersonName"];
            phone?: components["schemas"]["Phone"];
            /** @description The existing organisation to join; null when requesting a new one. */
            tenant_id?: number | null;
            /** @description The new organisation to request; null when joining an existing one. */
            organization_name?: string | null;
            /**
             * @description The terms and privacy policy must be accepted.
             * @constant
             */
            accept_terms: true;
        };
        RegisterResponse: {
            message: string;
            user: components["schemas"]["User"];
            /** @description Present when joining an existing organisation; null when the new organisation is under review. */
            tokens: components["schemas"]["Tokens"] | null;
        };
        RefreshRequest: {
            refresh_token: string;
        };
        ForgotPasswordRequest: {
            email: components["schemas"]["Email"];
        };
        ResetPasswordRequest: {
            token: string;
            password: components["schemas"]["Password"];
        };
        TenantSummary: {
            id: components["schemas"]["Id"];
            name: string;
        };
        TenantSummaryList: {
            items: components["schemas"]["TenantSummary"][];
            total: number;
        };
        User: {
            id: components["schemas"]["Id"];
            email: string;
            username: string;
            first_name: string;
            last_name: string;
            phone: string | null;
            is_active: boolean;
            is_tenant_admin: boolean;
            is_superuser: boolean;
            user_role: components["schemas"]["UserRole"];
            /** @description Null while a requested organisation is under review. */
            tenant_id: number | null;
            tenant_name: string | null;
            /** @description The organisation a pending user requested at registration. */
            organization_name: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        UserList: {
            items: components["schemas"]["User"][];
            total: number;
        };
        UserCreate: {
            email: components["schemas"]["Email"];
            username: components["schemas"]["Username"];
            password: components["schemas"]["Password"];
            first_name: components["schemas"]["PersonName"];
            last_name: components["schemas"]["PersonName"];
            phone?: components["schemas"]["Phone"];
            user_role?: components["schemas"]["NewUserRole"];
            is_active?: components["schemas"]["DefaultTrue"];
            is_tenant_admin?: components["schemas"]["DefaultFalse"];
            /** @description Honoured for superusers only; a tenant admin always creates in their own tenant. */
            tenant_id?: components["schemas"]["NewUserTenantId"];
        };
        UserUpdate: {
            email?: components["schemas"]["Email"];
            username?: components["schemas"]["Username"];
            first_name?: components["schemas"]["PersonName"];
            last_name?: components["schemas"]["PersonName"];
            phone?: components["schemas"]["Phone"];
            /**
             * @description A parent account comes only from a guardian's invitation.
             * @enum {string}
             */
            user_role?: "student" | "teacher" | "admin";
            is_active?: boolean;
            is_tenant_admin?: boolean;
            /** @description Required when users change their own email address; never stored. */
            current_password?: string;
        };
        UserStats: {
            total_users: number;
            active_users: number;
            inactive_users: number;
            admin_users: number;
        };
        /** @enum {string} */
        Currency: "PKR" | "USD";
        /** @enum {string} */
        CourseLevel: "beginner" | "intermediate" | "advanced";
        /** @description Two decimals; the server rounds to the nearest 0.01. */
        Price: number;
        CourseTitle: string;
        CourseDescription: string;
        DurationHours: number | null;
        Category: string | null;
        Tags: string[];
        Course: {
            id: components["schemas"]["Id"];
            tenant_id: components["schemas"]["Id"];
            title: string;
            description: string;
            price: components["schemas"]["Price"];
            currency: components["schemas"]["Currency"];
            level: components["schemas"]["CourseLevel"];
            duration_hours: components["schemas"]["DurationHours"];
            category: components["schemas"]["Category"];
            tags: components["schemas"]["Tags"];
            is_published: boolean;
            /** @description The user who created the course (null for catalogue courses seeded without an author). */
            created_by: number | null;
            created_at: components["schemas"]["Timestamp"];
        };
        CourseList: {
            items: components["schemas"]["Course"][];
            total: number;
        };
        CourseCreate: {
            title: components["schemas"]["CourseTitle"];
            description: components["schemas"]["CourseDescription"];
            price?: components["schemas"]["NewCoursePrice"];
            currency?: components["schemas"]["NewCourseCurrency"];
            level?: components["schemas"]["NewCourseLevel"];
            duration_hours?: components["schemas"]["DurationHours"];
            category?: components["schemas"]["Category"];
            tags?: components["schemas"]["NewCourseTags"];
            is_published?: components["schemas"]["DefaultFalse"];
        };
        CourseUpdate: {
            title?: components["schemas"]["CourseTitle"];
            description?: components["schemas"]["CourseDescription"];
            price?: components["schemas"]["Price"];
            currency?: components["schemas"]["Currency"];
            level?: components["schemas"]["CourseLevel"];
            duration_hours?: components["schemas"]["DurationHours"];
            category?: components["schemas"]["Category"];
            tags?: components["schemas"]["Tags"];
            is_published?: boolean;
        };
        /** @enum {string} */
        PaymentStatus: "pending" | "paid" | "rejected";
        /** @enum {string} */
        EnrollmentStatus: "active" | "dropped";
        EnrollRequest: {
            /** @description The user to enroll; the caller when omitted. */
            user_id?: components["schemas"]["Id"];
        };
        EnrollmentUpdate: {
            payment_status?: components["schemas"]["PaymentStatus"];
            admin_approved?: boolean;
            status?: components["schemas"]["EnrollmentStatus"];
            admin_notes?: string | null;
        };
        CourseSummary: {
            id: components["schemas"]["Id"];
            title: string;
            price: components["schemas"]["Price"];
            currency: components["schemas"]["Currency"];
        };
        UserSummary: {
            id: components["schemas"]["Id"];
            first_name: string;
            last_name: string;
            email: string;
        };
        Enrollment: {
            id: components["schemas"]["Id"];
            user_id: components["schemas"]["Id"];
            course_id: components["schemas"]["Id"];
            course: components["schemas"]["CourseSummary"];
            user: components["schemas"]["UserSummary"];
            created_at: components["schemas"]["Timestamp"];
            payment_status: components["schemas"]["PaymentStatus"];
            admin_approved: boolean;
            admin_notes: string | null;
            status: components["schemas"]["EnrollmentStatus"];
        };
        EnrollmentList: {
            items: components["schemas"]["Enrollment"][];
            total: number;
        };
        EnrollmentCounts: {
            all: number;
            pending: number;
            paid: number;
            rejected: number;
        };
        /** @enum {string} */
        ContentType: "text" | "video" | "document" | "quiz";
        LessonTitle: string;
        LessonDescription: string | null;
        /**
         * Format: uri
         * @description An http(s) URL; required in practice for video (embeddable) and document lessons.
         */
        ContentUrl: string | null;
        /** @description HTML, sanitized by the server against an allow-list on write. */
        ContentBody: string | null;
        OrderIndex: number;
        DurationMinutes: number;
        Lesson: {
            id: components["schemas"]["Id"];
            course_id: components["schemas"]["Id"];
            title: string;
            description: string | null;
            content_type: components["schemas"]["ContentType"];
            /** @description Null in the public outline. */
            content_url: string | null;
            /** @description Sanitized HTML. Null in the public outline. */
            content_body: string | null;
            order_index: components["schemas"]["OrderIndex"];
            duration_minutes: components["schemas"]["DurationMinutes"];
            is_published: boolean;
            is_mandatory: boolean;
            created_at: components["schemas"]["Timestamp"];
        };
        LessonList: {
            items: components["schemas"]["Lesson"][];
            total: number;
        };
        LessonCreate: {
            course_id: components["schemas"]["Id"];
            title: components["schemas"]["LessonTitle"];
            description?: components["schemas"]["LessonDescription"];
            content_type?: components["schemas"]["NewLessonContentType"];
            content_url?: components["schemas"]["ContentUrl"];
            content_body?: components["schemas"]["ContentBody"];
            order_index?: components["schemas"]["DefaultZero"];
            duration_minutes?: components["schemas"]["DefaultZero"];
            is_published?: components["schemas"]["DefaultFalse"];
            is_mandatory?: components["schemas"]["DefaultTrue"];
        };
        LessonUpdate: {
            title?: components["schemas"]["LessonTitle"];
            description?: components["schemas"]["LessonDescription"];
            content_type?: components["schemas"]["ContentType"];
            content_url?: components["schemas"]["ContentUrl"];
            content_body?: components["schemas"]["ContentBody"];
            order_index?: components["schemas"]["OrderIndex"];
            duration_minutes?: components["schemas"]["DurationMinutes"];
            is_published?: boolean;
            is_mandatory?: boolean;
        };
        LessonReorder: {
            lesson_ids: components["schemas"]["Id"][];
        };
        LessonProgressUpdate: {
            completed?: boolean;
            /** @description Seconds spent since the last report; added to the stored total. */
            time_spent_seconds?: number;
            progress_percentage?: number;
        };
        LessonProgress: {
            lesson_id: components["schemas"]["Id"];
            user_id: components["schemas"]["Id"];
            completed: boolean;
            time_spent_seconds: number;
            progress_percentage: number;
            completed_at: components["schemas"]["Timestamp"] | null;
            updated_at: components["schemas"]["Timestamp"];
        };
        CourseProgress: {
            course_id: components["schemas"]["Id"];
            total_lessons: number;
            required_lessons: number;
            completed_lessons: number;
            completed_required_lessons: number;
            percentage: number;
            completed_lesson_ids: components["schemas"]["Id"][];
        };
        /** @enum {string} */
        AssessmentType: "quiz" | "exam" | "assignment";
        /** @enum {string} */
        QuestionType: "multiple_choice" | "true_false" | "short_answer" | "essay";
        /** @description Percent of total points needed to pass. */
        PassingScore: number;
        /** @description Minutes; null for no limit. */
        TimeLimit: number | null;
        /** @description Choices of a multiple-choice question, keyed by capital letter (A, B, C...). */
        QuestionOptions: {
            [key: string]: string;
        };
        QuestionHints: string[];
        QuestionPoints: number;
        /**
         * @description multiple_choice: a key of `options`; true_false: `true` or `false`; short_answer:
         *     optional (see `accepted_answers`); essay: null.
         */
        CorrectAnswer: string | null;
        /** @description short_answer only; compared case- and space-insensitively. */
        AcceptedAnswers: string[];
        Question: {
            id: components["schemas"]["Id"];
            assessment_id: components["schemas"]["Id"];
            question_text: string;
            question_type: components["schemas"]["QuestionType"];
            options: components["schemas"]["QuestionOptions"];
            points: components["schemas"]["QuestionPoints"];
            hints: components["schemas"]["QuestionHints"];
            order_index: components["schemas"]["OrderIndex"];
        };
        QuestionAdmin: {
            id: components["schemas"]["Id"];
            assessment_id: components["schemas"]["Id"];
            question_text: string;
            question_type: components["schemas"]["QuestionType"];
            options: components["schemas"]["QuestionOptions"];
            points: components["schemas"]["QuestionPoints"];
            hints: components["schemas"]["QuestionHints"];
            order_index: components["schemas"]["OrderIndex"];
            correct_answer: components["schemas"]["CorrectAnswer"];
            accepted_answers: components["schemas"]["AcceptedAnswers"];
        };
        QuestionCreate: {
            question_text: string;
            question_type: components["schemas"]["QuestionType"];
            /** @description Required (at least two) for multiple_choice; ignored otherwise. */
            options?: components["schemas"]["QuestionOptions"];
            points?: components["schemas"]["NewQuestionPoints"];
            hints?: components["schemas"]["QuestionHints"];
            /** @description Position; the question goes last when omitted. */
            order_index?: components["schemas"]["OrderIndex"];
            correct_answer?: components["schemas"]["CorrectAnswer"];
            accepted_answers?: components["schemas"]["AcceptedAnswers"];
        };
        QuestionUpdate: {
            question_text?: string;
            question_type?: components["schemas"]["QuestionType"];
            options?: components["schemas"]["QuestionOptions"];
            points?: components["schemas"]["QuestionPoints"];
            hints?: components["schemas"]["QuestionHints"];
            order_index?: components["schemas"]["OrderIndex"];
            correct_answer?: components["schemas"]["CorrectAnswer"];
            accepted_answers?: components["schemas"]["AcceptedAnswers"];
        };
        AssessmentSummary: {
            id: components["schemas"]["Id"];
            course_id: components["schemas"]["Id"];
            title: string;
            description: string | null;
            assessment_type: components["schemas"]["AssessmentType"];
            /** @description Always the sum of the questions' points. */
            readonly total_points: number;
            passing_score: components["schemas"]["PassingScore"];
            time_limit_minutes: components["schemas"]["TimeLimit"];
            is_published: boolean;
            question_count: number;
            created_at: components["schemas"]["Timestamp"];
        };
        AssessmentSummaryList: {
            items: components["schemas"]["AssessmentSummary"][];
            total: number;
        };
        /** @description The learner's view; questions carry no answers. */
        Assessment: components["schemas"]["AssessmentSummary"] & {
            questions: components["schemas"]["Question"][];
            /**
             * @description A learner's attempt of a timed quiz, started by this very view (or the one
             *     already open). Absent for staff and for quizzes without a time limit.
             */
            attempt?: components["schemas"]["Attempt"];
        };
        /** @description The staff view; questions carry their correct answers. */
        AssessmentAdmin: components["schemas"]["AssessmentSummary"] & {
            questions: components["schemas"]["QuestionAdmin"][];
        };
        AssessmentCreate: {
            course_id: components["schemas"]["Id"];
            title: string;
            description?: string | null;
            assessment_type?: components["schemas"]["NewAssessmentType"];
            passing_score?: components["schemas"]["NewPassingScore"];
            time_limit_minutes?: components["schemas"]["TimeLimit"];
            is_published?: components["schemas"]["DefaultFalse"];
            questions?: components["schemas"]["QuestionCreate"][];
        };
        AssessmentUpdate: {
            title?: string;
            description?: string | null;
            assessment_type?: components["schemas"]["AssessmentType"];
            passing_score?: components["schemas"]["PassingScore"];
            time_limit_minutes?: components["schemas"]["TimeLimit"];
            is_published?: boolean;
        };
        Attempt: {
            id: components["schemas"]["Id"];
            assessment_id: components["schemas"]["Id"];
            started_at: components["schemas"]["Timestamp"];
            /** @description When the time limit runs out; null without a limit. */
            expires_at: components["schemas"]["Timestamp"] | null;
        };
        /** @description Answer text keyed by question id. */
        Answers: {
            [key: string]: string;
        };
        SubmissionCreate: {
            answers: components["schemas"]["Answers"];
            time_taken_minutes?: components["schemas"]["TimeTakenMinutes"];
            attempt_id?: components["schemas"]["Id"];
        };
        QuestionResult: {
            question_id: components["schemas"]["Id"];
            points_awarded: number;
            max_points: number;
            /** @description Null while the answer awaits manual grading. */
            is_correct: boolean | null;
            feedback: string | null;
        };
        Submission: {
            id: components["schemas"]["Id"];
            assessment_id: components["schemas"]["Id"];
            attempt_id: number | null;
            user_id: components["schemas"]["Id"];
            user: components["schemas"]["UserSummary"];
            answers: components["schemas"]["Answers"];
            score: number;
            max_score: number;
            percentage: number;
            passed: boolean;
            grading_pending: boolean;
            feedback: string | null;
            results: components["schemas"]["QuestionResult"][];
            submitted_at: components["schemas"]["Timestamp"];
            graded_at: components["schemas"]["Timestamp"] | null;
            time_taken_minutes: number;
        };
        SubmissionList: {
            items: components["schemas"]["Submission"][];
            total: number;
        };
        SubmissionGrade: {
            grades: {
                question_id: components["schemas"]["Id"];
                points: components["schemas"]["QuestionPoints"];
                feedback?: string | null;
            }[];
            feedback?: string | null;
        };
        /** @enum {string} */
        ModuleCategory: "core" | "education" | "financial" | "management" | "analytics" | "communication";
        Module: {
            id: components["schemas"]["Id"];
            slug: string;
            name: string;
            description: string;
            category: components["schemas"]["ModuleCategory"];
            /** @description USD per month; 0 for core modules. */
            monthly_price: number;
            is_core: boolean;
            is_addon: boolean;
        };
        ModuleList: {
            items: components["schemas"]["Module"][];
            total: number;
        };
        ModuleCategoryCount: {
            category: components["schemas"]["ModuleCategory"];
            count: number;
        };
        ModuleCategoryList: {
            items: components["schemas"]["ModuleCategoryCount"][];
            total: number;
        };
        ModuleAccess: {
            module_id: components["schemas"]["Id"];
            module_slug: string;
            /** @description Core modules always; others when switched on and not past `expires_at`. */
            is_enabled: boolean;
            is_core: boolean;
            /** @description Neither core nor included in the tenant's plan, so billed on top of it. */
            is_addon: boolean;
            expires_at: components["schemas"]["Timestamp"] | null;
        };
        ModuleAccessList: {
            items: components["schemas"]["ModuleAccess"][];
            total: number;
        };
        ModuleAccessCheck: {
            module_id: components["schemas"]["Id"];
            module_slug: string;
            has_access: boolean;
        };
        /** @enum {string} */
        PlanSlug: "starter" | "professional" | "enterprise";
        Plan: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["PlanSlug"];
            name: string;
            description: string;
            /** @description USD; 0 means custom pricing ('Contact Sales'). */
            monthly_price: number;
            yearly_price: number;
            /** @description Null means unlimited. */
            max_students: number | null;
            /** @description Null means unlimited. */
            max_teachers: number | null;
            /** @description Null means unlimited. */
            max_storage_gb: number | null;
            trial_days: number;
            is_featured: boolean;
            highlight_text: string | null;
            is_custom: boolean;
            features: string[];
        };
        PlanList: {
            items: components["schemas"]["Plan"][];
            total: number;
        };
        PlanModule: {
            slug: string;
            name: string;
            category: components["schemas"]["ModuleCategory"];
        };
        /** @description A plan plus the modules it includes. */
        PlanComparison: components["schemas"]["Plan"] & {
            modules: components["schemas"]["PlanModule"][];
        };
        PlanComparisonList: {
            items: components["schemas"]["PlanComparison"][];
            total: number;
        };
        CurrentSubscription: {
            tenant: components["schemas"]["TenantSummary"];
            subscription_plan: components["schemas"]["Plan"] | null;
            /**
             * @description A trial past `trial_ends_at`, or a tenant without a plan, is `none`.
             * @enum {string}
             */
            subscription_status: "active" | "trial" | "none";
            /** @description Enabled modules billed on top of the plan (`is_addon` in the access list). */
            addon_modules_count: number;
            current_period_end: components["schemas"]["Timestamp"] | null;
            trial_ends_at: components["schemas"]["Timestamp"] | null;
        };
        PendingUser: {
            id: components["schemas"]["Id"];
            first_name: string;
            last_name: string;
            email: string;
            phone: string | null;
            is_tenant_admin: boolean;
            organization_name: string | null;
            created_at: components["schemas"]["Timestamp"];
            has_tenant: boolean;
        };
        PendingUserList: {
            users: components["schemas"]["PendingUser"][];
        };
        CreateTenantRequest: {
            user_id: components["schemas"]["Id"];
            /** @description Trimmed by the server; blank after trimming answers 422. */
            organization_name: string;
            tenant_type?: components["schemas"]["NewTenantType"];
            subscription_plan?: components["schemas"]["NewTenantPlan"];
        };
        CreateTenantResponse: {
            message: string;
            tenant_id: components["schemas"]["Id"];
        };
        /** @description Courses a teacher may create; 0 means unlimited. */
        TeacherCourseLimit: number;
        TenantSettings: {
            /** @default true */
            teachers_can_create_courses: boolean;
            /** @default false */
            teachers_can_delete_courses: boolean;
            /** @default true */
            teachers_can_manage_enrollments: boolean;
            /** @default 10 */
            teacher_course_limit: components["schemas"]["TeacherCourseLimit"];
        };
        TenantSettingsUpdate: {
            teachers_can_create_courses?: boolean;
            teachers_can_delete_courses?: boolean;
            teachers_can_manage_enrollments?: boolean;
            teacher_course_limit?: components["schemas"]["TeacherCourseLimit"];
        };
        DashboardSummary: {
            courses_enrolled: number;
            certifications: number;
            average_progress: number;
            courses_created: number;
            /** @description The tenant's headline figures, for admins only; null otherwise. */
            tenant: components["schemas"]["TenantFigures"] | null;
        };
        TenantFigures: {
            users: number;
            courses: number;
            pending_enrollments: number;
        };
        AuditEntry: {
            id: components["schemas"]["Id"];
            tenant_id: number | null;
            actor_id: number | null;
            actor_email: string | null;
            action: string;
            entity_type: string;
            entity_id: number | null;
            /** @description What changed (field to new value, or before/after pairs). */
            changes: {
                [key: string]: unknown;
            };
            created_at: components["schemas"]["Timestamp"];
        };
        AuditEntryList: {
            items: components["schemas"]["AuditEntry"][];
            total: number;
        };
        ContactRequest: {
            name: string;
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["Phone"];
            organization?: string | null;
            subject?: string | null;
            message: string;
        };
        /**
         * Format: date
         * @description A calendar date, `yyyy-mm-dd`.
         */
        SchoolDate: string;
        PersonRef: {
            id: components["schemas"]["Id"];
            first_name: string;
            last_name: string;
        };
        /** @description For example `2026-27`. */
        YearName: string;
        Term: {
            id: components["schemas"]["Id"];
            academic_year_id: components["schemas"]["Id"];
            name: string;
            starts_on: components["schemas"]["SchoolDate"];
            ends_on: components["schemas"]["SchoolDate"];
        };
        TermCreate: {
            name: string;
            starts_on: components["schemas"]["SchoolDate"];
            ends_on: components["schemas"]["SchoolDate"];
        };
        AcademicYear: {
            id: components["schemas"]["Id"];
            name: string;
            starts_on: components["schemas"]["SchoolDate"];
            ends_on: components["schemas"]["SchoolDate"];
            is_current: boolean;
            terms: components["schemas"]["Term"][];
        };
        AcademicYearList: {
            items: components["schemas"]["AcademicYear"][];
            total: number;
        };
        AcademicYearCreate: {
            name: components["schemas"]["YearName"];
            starts_on: components["schemas"]["SchoolDate"];
            ends_on: components["schemas"]["SchoolDate"];
            is_current?: components["schemas"]["DefaultFalse"];
        };
        AcademicYearUpdate: {
            name?: components["schemas"]["YearName"];
            starts_on?: components["schemas"]["SchoolDate"];
            ends_on?: components["schemas"]["SchoolDate"];
            is_current?: boolean;
        };
        ClassName: string;
        ClassOrder: number;
        Section: {
            id: components["schemas"]["Id"];
            class_id: components["schemas"]["Id"];
            name: string;
            class_teacher: components["schemas"]["PersonRef"] | null;
            room: string | null;
            capacity: number | null;
            /** @description Students placed in the section in the current year. */
            student_count: number;
        };
        SectionName: string;
        SectionCreate: {
            name: components["schemas"]["SectionName"];
            class_teacher_id?: number | null;
            room?: string | null;
            capacity?: number | null;
        };
        SectionUpdate: {
            name?: components["schemas"]["SectionName"];
            class_teacher_id?: number | null;
            room?: string | null;
            capacity?: number | null;
        };
        SubjectTeacher: {
            section_id: components["schemas"]["Id"];
            teacher: components["schemas"]["PersonRef"];
        };
        Subject: {
            id: components["schemas"]["Id"];
            class_id: components["schemas"]["Id"];
            name: string;
            code: string | null;
            teachers: components["schemas"]["SubjectTeacher"][];
        };
        SubjectCreate: {
            name: string;
            code?: string | null;
        };
        SubjectTeacherAssign: {
            section_id: components["schemas"]["Id"];
            teacher_id: number | null;
        };
        SchoolClass: {
            id: components["schemas"]["Id"];
            name: string;
            order_index: components["schemas"]["ClassOrder"];
            sections: components["schemas"]["Section"][];
            subjects: components["schemas"]["Subject"][];
        };
        SchoolClassList: {
            items: components["schemas"]["SchoolClass"][];
            total: number;
        };
        SchoolClassCreate: {
            name: components["schemas"]["ClassName"];
            /** @description Where the class comes; omitted, after the last one. */
            order_index?: components["schemas"]["ClassOrder"];
        };
        SchoolClassUpdate: {
            name?: components["schemas"]["ClassName"];
            order_index?: components["schemas"]["ClassOrder"];
        };
        PromotionException: {
            student_id: components["schemas"]["Id"];
            /** @enum {string} */
            action: "repeat" | "left";
            /** @description For `repeat`, the section (of the same class) in the new year; omitted, the same section. */
            section_id?: components["schemas"]["Id"];
        };
        PromotionRequest: {
            from_section_id: components["schemas"]["Id"];
            from_year_id?: components["schemas"]["Id"];
            to_year_id: components["schemas"]["Id"];
            to_section_id: components["schemas"]["Id"];
            exceptions?: components["schemas"]["PromotionException"][];
        };
        PromotionResult: {
            promoted: number;
            repeated: number;
            left: number;
        };
        /** @enum {string} */
        StudentStatus: "active" | "left" | "graduated";
        /** @enum {string} */
        Gender: "male" | "female" | "other";
        /** @enum {string} */
        GuardianRelation: "father" | "mother" | "guardian";
        /** @enum {string} */
        PreferredLanguage: "en" | "ur";
        AdmissionNo: string;
        /** @description 13 digits (dashes allowed and dropped). */
        BForm: string | null;
        /** @description `#####-#######-#` (13 digits without dashes are accepted and formatted). */
        Cnic: string | null;
        /** @description A Pakistani mobile number, e.g. `0300 1234567` or `+92 300 1234567`; stored as `+923001234567`. */
        MobileInput: string | null;
        RollNo: number;
        Placement: {
            academic_year_id: components["schemas"]["Id"];
            academic_year_name: string;
            class_id: components["schemas"]["Id"];
            class_name: string;
            section_id: components["schemas"]["Id"];
            section_name: string;
            roll_no: components["schemas"]["RollNo"];
        };
        Guardian: {
            id: components["schemas"]["Id"];
            name: string;
            relation: components["schemas"]["GuardianRelation"];
            cnic: string | null;
            mobile: string | null;
            email: string | null;
            preferred_language: components["schemas"]["PreferredLanguage"];
            whatsapp_consent: boolean;
            /** @description The guardian has a parent sign-in account. */
            has_account: boolean;
        };
        StudentGuardian: {
            guardian: components["schemas"]["Guardian"];
            is_primary: boolean;
        };
        GuardianInput: {
            name: string;
            relation: components["schemas"]["GuardianRelation"];
            cnic?: components["schemas"]["Cnic"];
            mobile?: components["schemas"]["MobileInput"];
            email?: components["schemas"]["Email"] | null;
            preferred_language?: components["schemas"]["PreferredLanguage"];
            whatsapp_consent?: boolean;
        };
        GuardianUpdate: {
            name?: string;
            relation?: components["schemas"]["GuardianRelation"];
            cnic?: components["schemas"]["Cnic"];
            mobile?: components["schemas"]["MobileInput"];
            email?: components["schemas"]["Email"] | null;
            preferred_language?: components["schemas"]["PreferredLanguage"];
            whatsapp_consent?: boolean;
        };
        StudentSummary: {
            id: components["schemas"]["Id"];
            admission_no: string;
            first_name: string;
            last_name: string;
            gender: components["schemas"]["Gender"];
            status: components["schemas"]["StudentStatus"];
            /** @description The section in the listed year (default the current one), if placed. */
            placement: components["schemas"]["Placement"] | null;
            primary_guardian: {
                name: string;
                mobile: string | null;
            } | null;
        };
        StudentList: {
            items: components["schemas"]["StudentSummary"][];
            total: number;
        };
        StudentProfile: {
            id: components["schemas"]["Id"];
            admission_no: string;
            first_name: string;
            last_name: string;
            date_of_birth: components["schemas"]["SchoolDate"] | null;
            gender: components["schemas"]["Gender"];
            b_form: string | null;
            address: string | null;
            admission_date: components["schemas"]["SchoolDate"];
            status: components["schemas"]["StudentStatus"];
            user_id: number | null;
            /** @description The section in the current year, if placed. */
            placement: components["schemas"]["Placement"] | null;
            /** @description Section history, newest year first. */
            placements: components["schemas"]["Placement"][];
            guardians: components["schemas"]["StudentGuardian"][];
        };
        StudentCreate: {
            admission_no: components["schemas"]["AdmissionNo"];
            first_name: components["schemas"]["PersonName"];
            last_name: components["schemas"]["PersonName"];
            date_of_birth?: components["schemas"]["SchoolDate"] | null;
            gender: components["schemas"]["Gender"];
            b_form?: components["schemas"]["BForm"];
            address?: string | null;
            /** @description Omitted, today in Pakistan. */
            admission_date?: components["schemas"]["SchoolDate"];
            section_id?: components["schemas"]["Id"];
            roll_no?: components["schemas"]["RollNo"];
            /** @description The first is the primary contact. */
            guardians?: components["schemas"]["GuardianInput"][];
        };
        StudentUpdate: {
            admission_no?: components["schemas"]["AdmissionNo"];
            first_name?: components["schemas"]["PersonName"];
            last_name?: components["schemas"]["PersonName"];
            date_of_birth?: components["schemas"]["SchoolDate"] | null;
            gender?: components["schemas"]["Gender"];
            b_form?: components["schemas"]["BForm"];
            address?: string | null;
            admission_date?: components["schemas"]["SchoolDate"];
            status?: components["schemas"]["StudentStatus"];
            user_id?: number | null;
        };
        PlacementRequest: {
            section_id: components["schemas"]["Id"];
            roll_no?: components["schemas"]["RollNo"];
            academic_year_id?: components["schemas"]["Id"];
        };
        /** @description Exactly one of `guardian_id` and `guardian`. */
        StudentGuardianLink: {
            guardian_id?: components["schemas"]["Id"];
            guardian?: components["schemas"]["GuardianInput"];
            is_primary?: components["schemas"]["DefaultFalse"];
        };
        ImportFile: {
            file_name: string;
            /** @description The file's bytes, base64 (up to 8 MiB of file). */
            content_base64: string;
        };
        /** @enum {string} */
        ImportMode: "all" | "valid_only";
        ImportRequest: {
            file_name: string;
            content_base64: string;
            mode: components["schemas"]["ImportMode"];
        };
        ImportProblem: {
            /** @description The row number in the file (the header is row 1). */
            row: number;
            column: string;
            message: string;
        };
        ImportPreview: {
            total_rows: number;
            /** @description Valid rows that would be created. */
            valid_rows: number;
            invalid_rows: number;
            /** @description Rows whose admission number the school has. */
            existing_rows: number;
            problems: components["schemas"]["ImportProblem"][];
        };
        ImportResult: {
            created: number;
            existing_rows: number;
            invalid_rows: number;
            guardians_created: number;
            problems: components["schemas"]["ImportProblem"][];
            /** @description The rows not imported, as CSV with a `problems` column, to correct and import again. */
            rejected_csv: string | null;
        };
        ParentInviteRequest: {
            /** @enum {string} */
            delivery: "email" | "code";
        };
        ParentInvite: {
            guardian_id: components["schemas"]["Id"];
            /** @enum {string} */
            delivery: "email" | "code";
            /** @description The one-time code to print (only for `delivery: code`). */
            code: string | null;
            sent_to: string | null;
            expires_at: components["schemas"]["Timestamp"];
        };
        ParentInviteAccept: {
            code: string;
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
        };
        ChildCourse: {
            id: components["schemas"]["Id"];
            title: string;
        };
        Child: {
            id: components["schemas"]["Id"];
            admission_no: string;
            first_name: string;
            last_name: string;
            status: components["schemas"]["StudentStatus"];
            placement: components["schemas"]["Placement"] | null;
            /** @description Courses of the child's linked sign-in account (approved enrolments). */
            courses: components["schemas"]["ChildCourse"][];
        };
        ChildList: {
            items: components["schemas"]["Child"][];
            total: number;
        };
        /** @enum {string} */
        AdmissionStatus: "pending" | "admitted" | "declined";
        Admission: {
            id: components["schemas"]["Id"];
            class_id: components["schemas"]["Id"];
            class_name: string;
            first_name: string;
            last_name: string;
            date_of_birth: components["schemas"]["SchoolDate"] | null;
            gender: components["schemas"]["Gender"];
            b_form: string | null;
            address: string | null;
            guardian_name: string;
            guardian_relation: components["schemas"]["GuardianRelation"];
            guardian_cnic: string | null;
            guardian_mobile: string | null;
            guardian_email: string | null;
            status: components["schemas"]["AdmissionStatus"];
            decline_reason: string | null;
            student_id: number | null;
            created_at: components["schemas"]["Timestamp"];
            decided_at: components["schemas"]["Timestamp"] | null;
        };
        AdmissionList: {
            items: components["schemas"]["Admission"][];
            total: number;
        };
        AdmissionCreate: {
            class_id: components["schemas"]["Id"];
            first_name: components["schemas"]["PersonName"];
            last_name: components["schemas"]["PersonName"];
            date_of_birth?: components["schemas"]["SchoolDate"] | null;
            gender: components["schemas"]["Gender"];
            b_form?: components["schemas"]["BForm"];
            address?: string | null;
            guardian_name: string;
            guardian_relation: components["schemas"]["GuardianRelation"];
            guardian_cnic?: components["schemas"]["Cnic"];
            guardian_mobile?: components["schemas"]["MobileInput"];
            guardian_email?: components["schemas"]["Email"] | null;
        };
        AdmitRequest: {
            section_id: components["schemas"]["Id"];
            admission_no: components["schemas"]["AdmissionNo"];
            roll_no?: components["schemas"]["RollNo"];
            admission_date?: components["schemas"]["SchoolDate"];
        };
        DeclineRequest: {
            reason: string;
        };
    };
    responses: {
        /** @description The request cannot be carried out as sent (for example an expired reset token). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, or the token is invalid or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in but not allowed. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found, or not visible to the caller (another tenant's object). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflicts with the current state (duplicate, already done, not allowed in this state). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request failed validation; `errors` names the failing fields. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limited. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database is unavailable; try again shortly. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Number of items to skip. */
        Skip: number;
        /** @description Largest number of items to return. */
        Limit: number;
        /** @description User id. */
        UserId: components["schemas"]["Id"];
        /** @description Superusers only (ignored for others) - narrow to one tenant. */
        TenantFilter: components["schemas"]["Id"];
        /** @description Only enrollments with this payment status. */
        StatusFilter: components["schemas"]["PaymentStatus"];
        /** @description Course id. */
        CourseId: components["schemas"]["Id"];
        /** @description Course id. */
        ByCourseId: components["schemas"]["Id"];
        /** @description Enrollment id. */
        EnrollmentId: components["schemas"]["Id"];
        /** @description Lesson id. */
        LessonId: components["schemas"]["Id"];
        /** @description Assessment id. */
        AssessmentId: components["schemas"]["Id"];
        /** @description Question id. */
        QuestionId: components["schemas"]["Id"];
        /** @description Submission id. */
        SubmissionId: components["schemas"]["Id"];
        /** @description Module id. */
        ModuleId: components["schemas"]["Id"];
        /** @description Subscription plan id. */
        PlanId: components["schemas"]["Id"];
        /** @description Academic year id. */
        YearId: components["schemas"]["Id"];
        /** @description Class id. */
        ClassId: components["schemas"]["Id"];
        /** @description Section id. */
        SectionId: components["schemas"]["Id"];
        /** @description Subject id. */
        SubjectId: components["schemas"]["Id"];
        /** @description Student record id. */
        StudentId: components["schemas"]["Id"];
        /** @description Guardian id. */
        GuardianId: components["schemas"]["Id"];
        /** @description Admission application id. */
        AdmissionId: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service and its database are up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description The database is unreachable (`status` degraded, `database` unavailable). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tokens"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
                };
            };
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tokens"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantSummaryList"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
                search?: string;
                status?: "all" | "active" | "inactive";
                role?: "all" | "admin" | "user";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deactivated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCourses: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
                is_published?: boolean;
                level?: components["schemas"]["CourseLevel"];
                category?: string;
                search?: string;
                /** @description Only courses created by this user (a teacher's own courses). */
                created_by?: components["schemas"]["Id"];
                /** @description Superusers only (ignored for others) - narrow to one tenant. */
                tenant_id?: components["parameters"]["TenantFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPublicCourses: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
                tenant_id?: components["schemas"]["Id"];
                level?: components["schemas"]["CourseLevel"];
                category?: string;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description A page of published courses. Served from a cache kept per school and dropped on any
             *     change to its courses; `ETag` names the page, and `Cache-Control: no-cache` makes
             *     browsers revalidate with `If-None-Match`.
             */
            200: {
                headers: {
                    /** @description The page's entity tag. */
                    ETag?: string;
                    /** @description `no-cache`: revalidate every time. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseList"];
                };
            };
            /** @description Not modified; the `If-None-Match` tag still names the current page. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseUpdate"];
            };
        };
        responses: {
            /** @description The updated course. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Course"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with its lessons and assessments. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enrollInCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollRequest"];
            };
        };
        responses: {
            /** @description Enrolled. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enrollment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCourseEnrollments: {
        parameters: {
            query?: {
                /** @description Only enrollments with this payment status. */
                status_filter?: components["parameters"]["StatusFilter"];
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Course id. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of enrollments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyEnrollments: {
        parameters: {
            query?: {
                /** @description Only enrollments with this payment status. */
                status_filter?: components["parameters"]["StatusFilter"];
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the caller's enrollments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Enrollment id. */
                id: components["parameters"]["EnrollmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollmentUpdate"];
            };
        };
        responses: {
            /** @description The updated enrollment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Enrollment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Enrollment id. */
                id: components["parameters"]["EnrollmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEnrollments: {
        parameters: {
            query?: {
                /** @description Only enrollments with this payment status. */
                status_filter?: components["parameters"]["StatusFilter"];
                course_id?: components["schemas"]["Id"];
                /** @description Superusers only (ignored for others) - narrow to one tenant. */
                tenant_id?: components["parameters"]["TenantFilter"];
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of enrollments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEnrollmentCounts: {
        parameters: {
            query?: {
                course_id?: components["schemas"]["Id"];
                /** @description Superusers only (ignored for others) - narrow to one tenant. */
                tenant_id?: components["parameters"]["TenantFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentCounts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCourseLessons: {
        parameters: {
            query?: {
                /** @description Staff only; learners and visitors always get published lessons. */
                published_only?: boolean;
            };
            header?: never;
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["ByCourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lessons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonList"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reorderLessons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["ByCourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonReorder"];
            };
        };
        responses: {
            /** @description The lessons in their new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLesson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lesson id. */
                id: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lesson. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lesson id. */
                id: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonUpdate"];
            };
        };
        responses: {
            /** @description The updated lesson. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lesson"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lesson id. */
                id: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordLessonProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lesson id. */
                id: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonProgressUpdate"];
            };
        };
        responses: {
            /** @description The caller's progress record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonProgress"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyLessonProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Lesson id. */
                id: components["parameters"]["LessonId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's progress record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonProgress"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyCourseProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Course id. */
                id: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's course progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseProgress"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCourseAssessments: {
        parameters: {
            query?: {
                /** @description Staff only; learners always get published assessments. */
                published_only?: boolean;
            };
            header?: never;
            path: {
                /** @description Course id. */
                courseId: components["parameters"]["ByCourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assessments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentSummaryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssessmentCreate"];
            };
        };
        responses: {
            /** @description Created (staff view). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentAdmin"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assessment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Assessment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssessmentUpdate"];
            };
        };
        responses: {
            /** @description The updated assessment (staff view). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentAdmin"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its questions. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAssessmentAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assessment (staff view). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessmentAdmin"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionCreate"];
            };
        };
        responses: {
            /** @description Created (staff view). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionAdmin"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Question id. */
                id: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionUpdate"];
            };
        };
        responses: {
            /** @description The updated question (staff view). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionAdmin"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Question id. */
                id: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open attempt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attempt"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitAssessment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionCreate"];
            };
        };
        responses: {
            /** @description Stored and graded as far as possible. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMySubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's submissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubmissions: {
        parameters: {
            query?: {
                grading_pending?: boolean;
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of submissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    gradeSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Submission id. */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionGrade"];
            };
        };
        responses: {
            /** @description The graded submission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Submission"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listModules: {
        parameters: {
            query?: {
                category?: components["schemas"]["ModuleCategory"];
                is_addon?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The modules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listModuleCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleCategoryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getModule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Module id. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The module. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Module"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTenantModuleAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The access list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleAccessList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkTenantModuleAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Module id. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleAccessCheck"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enableTenantModule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Module id. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The module's access for the tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleAccess"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableTenantModule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Module id. */
                id: components["parameters"]["ModuleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The module's access for the tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleAccess"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription plan id. */
                id: components["parameters"]["PlanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlanModules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subscription plan id. */
                id: components["parameters"]["PlanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan's modules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentSubscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    comparePlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans with their modules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanComparisonList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPendingUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingUserList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTenantForUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTenantRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateTenantResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    makeTenantAdmin: {
        parameters: {
            query?: {
                tenant_id?: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                /** @description User id. */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTenantSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTenantSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantSettingsUpdate"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAcademicYears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The years. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicYearList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAcademicYear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcademicYearCreate"];
            };
        };
        responses: {
            /** @description The new year. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicYear"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAcademicYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Academic year id. */
                yearId: components["parameters"]["YearId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcademicYearUpdate"];
            };
        };
        responses: {
            /** @description The updated year. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicYear"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTerm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Academic year id. */
                yearId: components["parameters"]["YearId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermCreate"];
            };
        };
        responses: {
            /** @description The new term. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listClasses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The classes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolClassList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createClass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolClassCreate"];
            };
        };
        responses: {
            /** @description The new class. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolClass"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyDefaultClasses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All the classes afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolClassList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class id. */
                classId: components["parameters"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolClassUpdate"];
            };
        };
        responses: {
            /** @description The updated class. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolClass"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class id. */
                classId: components["parameters"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionCreate"];
            };
        };
        responses: {
            /** @description The new section. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class id. */
                classId: components["parameters"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubjectCreate"];
            };
        };
        responses: {
            /** @description The new subject. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionUpdate"];
            };
        };
        responses: {
            /** @description The updated section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    assignSubjectTeacher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Subject id. */
                subjectId: components["parameters"]["SubjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubjectTeacherAssign"];
            };
        };
        responses: {
            /** @description The subject with its teachers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    promoteSection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromotionRequest"];
            };
        };
        responses: {
            /** @description What was done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listStudents: {
        parameters: {
            query?: {
                search?: string;
                class_id?: components["schemas"]["Id"];
                section_id?: components["schemas"]["Id"];
                academic_year_id?: components["schemas"]["Id"];
                status?: components["schemas"]["StudentStatus"];
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of students. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createStudent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentCreate"];
            };
        };
        responses: {
            /** @description The new student. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentUpdate"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    placeStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlacementRequest"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addStudentGuardian: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentGuardianLink"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewStudentImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportFile"];
            };
        };
        responses: {
            /** @description The check of every row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportPreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importStudents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportRequest"];
            };
        };
        responses: {
            /** @description What was imported. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateGuardian: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guardian id. */
                guardianId: components["parameters"]["GuardianId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuardianUpdate"];
            };
        };
        responses: {
            /** @description The updated guardian. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Guardian"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    inviteParent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Guardian id. */
                guardianId: components["parameters"]["GuardianId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentInviteRequest"];
            };
        };
        responses: {
            /** @description The invitation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentInvite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptParentInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentInviteAccept"];
            };
        };
        responses: {
            /** @description The account exists. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyChildren: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChildList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAdmissions: {
        parameters: {
            query?: {
                status?: components["schemas"]["AdmissionStatus"];
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdmissionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAdmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdmissionCreate"];
            };
        };
        responses: {
            /** @description The application. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Admission"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    admitApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Admission application id. */
                admissionId: components["parameters"]["AdmissionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdmitRequest"];
            };
        };
        responses: {
            /** @description The decided application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Admission"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    declineApplicant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Admission application id. */
                admissionId: components["parameters"]["AdmissionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineRequest"];
            };
        };
        responses: {
            /** @description The decided application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Admission"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
