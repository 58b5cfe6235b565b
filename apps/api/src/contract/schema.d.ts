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
        /** @enum {string} */
        UserRole: "student" | "teacher" | "admin";
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
            user_role?: components["schemas"]["UserRole"];
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
}
