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
         * Sign in with an e-mail address or mobile number and a password
         * @description `email` is the sign-in name: an e-mail address, or the mobile number of a parent
         *     account (typed as 0300-1234567, +92 300 1234567, in Latin, Urdu or Arabic-Indic digits).
         *     Returns an access token and a refresh token. `remember_me` chooses a long-lived refresh
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
         *     Who may join an existing organisation is its `registration_mode`: `open` as above;
         *     `approval` creates the account inactive, `tokens` is null and `message` says the school
         *     must approve it (sign-in answers 403 saying so until then); `join_code` needs the
         *     school's `join_code` (a wrong or missing code is 422 on `join_code`). A suspended or
         *     unknown organisation, or the platform's own, is 422 on `tenant_id`.
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
    "/auth/reset-password-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the one-time code sent by SMS
         * @description For an account that signs in by mobile number: `POST /auth/forgot-password` with the
         *     number sends a 6-digit code by SMS (valid 10 minutes). A wrong, used or expired code
         *     answers 400; after 5 wrong codes the code stops working. Success revokes all refresh
         *     tokens of the user. Limited per mobile number (not per network).
         */
        post: operations["resetPasswordWithCode"];
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
         * @description The organisations that accept registrations, ordered by name: not suspended, never the
         *     platform's own. A school that admits by join code is listed (the code is asked once it
         *     is chosen: `registration_mode`). Public; used by the registration screen.
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
         * @description The caller's record, or the not-started state before any progress is recorded (not
         *     completed, no time, 0 %, `updated_at` null): a lesson opened for the first time is not an
         *     error. 404 only when the lesson itself is not visible to the caller.
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
    "/courses/{courseId}/question-bank": {
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
         * List a course's question bank
         * @description Staff of the course. Paged, newest first; `tag` keeps the questions carrying that tag,
         *     `q` those whose text contains it. `tags` counts every tag of the course's bank (for the
         *     filter and for a quiz's random draws), whatever the filter.
         */
        get: operations["listBankQuestions"];
        put?: never;
        /**
         * Add a question to a course's bank
         * @description Staff of the course. The same rules per type as a quiz's question; tags are trimmed and lower-cased.
         */
        post: operations["createBankQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/question-bank/import/preview": {
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
         * Check a GIFT, Aiken or QTI file of questions without writing anything
         * @description Staff of the course. The file's text (UTF-8, at most 1 MiB and 500 questions) is read in
         *     its format and every question is checked with the bank's rules. Each question is listed with
         *     the line it starts on; each problem (an unsupported type such as GIFT matching or numerical,
         *     partial credit, a missing right answer, a syntax error, a DOCTYPE in XML) is named by line.
         *     A file with problems cannot be imported.
         */
        post: operations["previewBankImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/question-bank/import": {
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
         * Import a GIFT, Aiken or QTI file of questions into a course's bank
         * @description Staff of the course. The same reading as the preview; all or nothing: a file with any
         *     problem is refused (422 naming the first problem's line) and nothing is written. `tags`
         *     are added to every imported question. One transaction; audited
         *     (`bank_question.imported`).
         */
        post: operations["importBankQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/question-bank/export": {
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
         * A course's question bank as a GIFT, Aiken or QTI 2.1 file
         * @description Staff of the course. Every question of the bank (or those carrying `tag`), oldest first,
         *     named `question-bank-<course>-<the school's date>.gift.txt|aiken.txt|qti.xml` in
         *     Content-Disposition. Aiken carries multiple-choice questions only (the others are left
         *     out); GIFT carries all four types with tags and points in a comment line; QTI 2.1 writes one
         *     assessmentItem per question inside a `qti-items` root.
         */
        get: operations["exportBankQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/question-bank/{id}": {
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
         * Update a bank question
         * @description Partial update. Staff of the course. Attempts that already drew it keep their own copy.
         */
        put: operations["updateBankQuestion"];
        post?: never;
        /**
         * Delete a bank question
         * @description Staff of the course. Attempts that already drew it keep their own copy.
         */
        delete: operations["deleteBankQuestion"];
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
    "/assessments/{id}/attempts/my": {
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
         * The signed-in learner's state and attempt history of a quiz
         * @description `state` is where the caller stands (not started, in progress with its clock, awaiting
         *     grading, graded with the attempt that counts under the quiz's `attempts_policy`) and how
         *     many attempts are left; `items` lists every attempt, newest first, with its result.
         *     Same access rules as `GET /assessments/{id}`; reading never starts a clock.
         */
        get: operations["listMyAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assessments/{id}/attempts/{attemptId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
                /** @description Attempt id. */
                attemptId: components["parameters"]["AttemptId"];
            };
            cookie?: never;
        };
        /**
         * The result of one attempt, question by question
         * @description The learner's own attempt (another learner's answers 404), or any attempt for staff of
         *     the course. Every question with the answer given, the points, the teacher's feedback;
         *     whether each answer was correct and the correct answer only when the quiz allows review
         *     after submission (`review_after_submit`) or the caller is staff.
         */
        get: operations["getAttemptResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificates/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in learner's course certificates
         * @description Newest first. A certificate is issued by the server when every required lesson of a course is complete and every published quiz of it passed.
         */
        get: operations["listMyCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificates/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Certificate id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Download a certificate as PDF
         * @description The learner's own certificate (staff of the tenant may download any of its certificates). `lang` chooses English or Urdu.
         */
        get: operations["downloadCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certificates/verify/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The verification code printed on the certificate. */
                code: string;
            };
            cookie?: never;
        };
        /**
         * Confirm a certificate (public)
         * @description No sign-in. Answers what the certificate itself shows (number, name, course, school,
         *     date) and nothing else; an unknown code answers 404. Also confirms a school's leaving and
         *     character certificates (kind, number, name, school, date and whether it was revoked).
         */
        get: operations["verifyCertificate"];
        put?: never;
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
         * @description Tenant admins and superusers. Idempotent. A "Coming soon" module cannot be enabled (409). An add-on outside the tenant's plan is billed at its monthly price from then on.
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
         * @description Tenant admins and superusers. Idempotent. A core module, or one included in the tenant's plan, cannot be disabled (409). Its data is kept: enabling it again restores everything.
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
    "/admin/tenants/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organisations (superusers)
         * @description Superusers only. Every organisation with its type, plan, status and number of users,
         *     searched and paged on the server. `search` matches any part of the name or the slug,
         *     case-insensitively; `status` narrows to active or suspended ones. Newest first.
         */
        get: operations["listOrganisations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tenants/{tenantId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation (tenant) id. */
                tenantId: components["parameters"]["OrganisationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend an organisation, with a reason
         * @description Superusers only. Its users can no longer sign in (the sign-in answers 403 with a
         *     `detail` saying the organisation is suspended), their refresh tokens are refused and
         *     revoked, and their access tokens are refused by the bearer check. The platform's own
         *     organisation cannot be suspended (409); an organisation already suspended is 409.
         *     Audited `tenant.suspended`.
         */
        post: operations["suspendOrganisation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tenants/{tenantId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation (tenant) id. */
                tenantId: components["parameters"]["OrganisationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a suspended organisation
         * @description Superusers only. Its users may sign in again. An organisation that is not suspended is
         *     409. Audited `tenant.reactivated` with the reason.
         */
        post: operations["reactivateOrganisation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pending-users/{id}/decline": {
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
         * Decline a new-organisation request, with a reason
         * @description Superusers only. Only a request still pending (else 409). The applicant is e-mailed the
         *     reason in the language they registered in (English or Urdu) and can no longer sign in;
         *     the request leaves the pending list. Audited `user.request_declined`.
         */
        post: operations["declinePendingUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/awaiting-approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registrations waiting for the school's approval
         * @description Tenant admins (superusers: the platform tenant's). People who registered into the school
         *     while it asks for approval, oldest first, paged on the server.
         */
        get: operations["listAwaitingApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/approve": {
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
         * Approve a registration waiting for the school
         * @description Tenant admins. The account becomes active (the applicant may sign in) and is e-mailed.
         *     Someone who is not waiting is 409; another school's applicant is 404. Audited
         *     `user.registration_approved`.
         */
        post: operations["approveRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/reject": {
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
         * Reject a registration waiting for the school
         * @description Tenant admins. The account stays inactive for good and the applicant is e-mailed, with
         *     the reason when one is given. Someone who is not waiting is 409. Audited
         *     `user.registration_rejected`.
         */
        post: operations["rejectRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant-settings/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's logo printed on its documents
         * @description School administrators. `logo` is null until one is uploaded (documents then show the school's initials).
         */
        get: operations["getSchoolLogo"];
        /**
         * Upload the school's logo (PNG or JPEG)
         * @description School administrators. The file (base64) must be a PNG or JPEG by its first bytes (the
         *     declared type must agree), at most 512 KiB, between 32 and 2,000 pixels a side and at
         *     most 2 megapixels. It is decoded and re-encoded (metadata dropped) before it is stored;
         *     it replaces the previous logo. Audited.
         */
        put: operations["uploadSchoolLogo"];
        post?: never;
        /**
         * Remove the school's logo (documents show the initials again)
         * @description School administrators. Audited.
         */
        delete: operations["deleteSchoolLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant-settings/join-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give the school a new join code
         * @description Tenant admins of their own tenant and superusers. The old code stops working at once.
         *     Audited `settings.join_code_regenerated` (the code itself is not written to the log).
         */
        post: operations["regenerateJoinCode"];
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
    "/dashboard/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's dashboard, by role
         * @description One answer whose sections depend on the caller's role (`kind`): `student` (learners),
         *     `teaching` (teachers and `user_role: admin` without the tenant-admin flag), `tenant_admin`
         *     (tenant admins; they also get `teaching` when they created courses), `platform`
         *     (superusers). Parents get `kind: parent` and no section (their home is their children).
         *     `summary` carries the three cards' figures of `/dashboard/summary`. Lists are short
         *     (at most 6 to 8 items) with their totals; nothing is unbounded.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grading/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the submissions awaiting grading
         * @description Submissions with `grading_pending` of the caller's own courses (tenant admins: every course
         *     of the tenant; superusers: every tenant, narrowed by `tenant_id`), oldest first. Staff
         *     only (`submissions.grade`), else 403.
         */
        get: operations["listGradingQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grading/queue/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the submissions awaiting grading
         * @description The same scope as `GET /grading/queue`, one count (the menu's "To grade (N)").
         */
        get: operations["countGradingQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/enrollments/my/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's enrolment state per course
         * @description One short line per course the caller has an enrolment in (`enrolled`, `pending`,
         *     `rejected`, `dropped`), for the catalogue to show instead of Enroll Now. The public
         *     catalogue stays shared and cached; the client merges these in.
         */
        get: operations["listMyEnrollmentStates"];
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
    "/students/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The students list as a CSV or Excel file
         * @description Same people, filters and order as `GET /students/` (listStudents), every row instead of a
         *     page; same permission and module (a teacher gets the students of their own sections). At most
         *     10,000 rows: more is 422 (narrow the filter). Columns: admission number, first and last name,
         *     gender, status, class, section, roll number, primary guardian and mobile.
         */
        get: operations["exportStudents"];
        put?: never;
        post?: never;
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
    "/students/{studentId}/certificates": {
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
         * A student's leaving and character certificates (the school office)
         * @description Admins. Newest first, revoked ones included (with their status).
         */
        get: operations["listStudentCertificates"];
        put?: never;
        /**
         * Issue a school leaving or character certificate (the school office)
         * @description Admins. Numbered per school, kind and year (SLC-2026-0001, CC-2026-0001) with a
         *     verification code the public page confirms. A leaving certificate needs the leaving date
         *     and the reason, and sets the student's status to left. 409 while the student already
         *     holds a valid certificate of the kind. Audited.
         */
        post: operations["issueStudentCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/{studentId}/certificates/{certificateId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
                /** @description School certificate id. */
                certificateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a leaving or character certificate (the school office)
         * @description Admins. The public page then says the certificate was revoked. The student's status is
         *     not changed back. 409 when it is already revoked. Audited.
         */
        post: operations["revokeStudentCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/{studentId}/certificates/{certificateId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
                /** @description School certificate id. */
                certificateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Download a leaving or character certificate as PDF (the school office)
         * @description Admins. `lang` chooses English or Urdu. A4 with the verification code and its QR code.
         */
        get: operations["downloadStudentCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/{studentId}/photo": {
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
         * A student's photo (for the profile and the ID card)
         * @description Staff of the school and the student's own guardians; others 404. `photo` is null until one is uploaded.
         */
        get: operations["getStudentPhoto"];
        /**
         * Upload a student's photo (PNG or JPEG)
         * @description The office (school.manage). The file (base64) must be a PNG or JPEG by its first bytes (the
         *     declared type must agree), at most 2 MiB, between 64 and 4,000 pixels a side and at most
         *     12 megapixels. It is decoded and re-encoded (metadata dropped) before it is stored; it
         *     replaces the previous photo. Audited.
         */
        put: operations["uploadStudentPhoto"];
        post?: never;
        /**
         * Remove a student's photo
         * @description The office (school.manage). The profile and the ID card show the placeholder again.
         *     Removing a photo that is not there changes nothing (204). Audited
         *     `student.photo_removed`.
         */
        delete: operations["removeStudentPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/sections/{sectionId}/id-cards": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        /**
         * The ID cards of a section's students as a printable A4 PDF
         * @description The office (school.manage). Ten cards (85.6 x 54 mm) a page for the section's active
         *     students of the current year: photo, name, class and section, admission number, guardian
         *     mobile, the school's name and logo, and a QR code of the public page that confirms the
         *     card. `lang` chooses English or Urdu. Each student's verification code is made the first
         *     time their card is printed and kept. Audited.
         */
        get: operations["downloadSectionIdCards"];
        put?: never;
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
         *     row, with the school's own headers: each column is mapped to a field (the mapping given,
         *     else the one the school chose before for that header, else a suggestion from English and
         *     Urdu synonyms). Every row is checked; each problem is named by its row number in the file
         *     and the sheet's header. Rows whose admission number the school already has are reported as
         *     existing (importing them again creates nothing).
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
         *     new. A required field no column is mapped to is refused (422). A mapping given is
         *     remembered for the school (audited). One transaction; audited.
         */
        post: operations["importStudents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/oneroster/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school as a OneRoster 1.2 bulk CSV package (a ZIP)
         * @description School administrators (school.manage). A ZIP holding `manifest.csv` (manifest.version 1.0,
         *     oneroster.version 1.2, every file `bulk` or `absent`), `orgs.csv` (the school),
         *     `academicSessions.csv` (years as schoolYear, their terms as term), `courses.csv` (classes),
         *     `classes.csv` (sections), `users.csv` (students, their guardians, the teachers of the
         *     sections), `roles.csv` (each user's role in the school) and `enrollments.csv` (students
         *     placed in sections, class teachers and subject teachers), columns in the order of the
         *     OneRoster 1.2 CSV binding. sourcedIds are stable in a school (`<kind>-<Watni id>`).
         *     At most 10,000 rows per file: more is 422.
         */
        get: operations["exportOneRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/oneroster/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a OneRoster 1.2 bulk CSV package without writing anything
         * @description School administrators. The ZIP (base64, up to 8 MiB; at most 20 entries, 64 MiB inflated)
         *     is read file by file: the manifest (oneroster.version 1.2; `delta` files are refused), each
         *     file's header (the binding's columns, in its order), required fields, vocabularies
         *     (status, org and session types, roles, class types, true/false), dates and references
         *     between files. Every problem names its file and line (the header is line 1). What the
         *     import would create and what the school already has (matched by admission number, year,
         *     class and section names, guardian CNIC or name and mobile) is counted.
         */
        post: operations["previewOneRosterImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/oneroster/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a OneRoster 1.2 bulk CSV package into the school
         * @description School administrators. The same checks as the preview; any problem refuses the whole
         *     package (422, `problems` in the body, nothing written). Then one transaction creates the
         *     years, terms, classes, sections, students, guardians and placements the school does not
         *     have yet; what it has is kept as it is, so importing a package twice creates nothing new.
         *     Teachers are matched to the school's existing staff accounts by e-mail (an import never
         *     creates sign-in accounts); a teacher the school does not have is counted as skipped.
         *     Audited `oneroster.imported`.
         */
        post: operations["importOneRoster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/oneroster/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's OneRoster REST clients (no secrets)
         * @description School administrators (school.manage). Each OAuth 2 client a rostering tool uses to read
         *     the school through the OneRoster 1.2 REST endpoints: its name, client_id, when it was
         *     made and last asked for a token. Revoked clients are not listed. At most 50 clients.
         */
        get: operations["listOneRosterClients"];
        put?: never;
        /**
         * Make a OneRoster REST client; its secret is shown this once
         * @description School administrators. A random client_id and client secret (32 random bytes); only the
         *     secret's SHA-256 hash is kept, so the answer is the one time the secret is seen. At most
         *     50 clients per school (409 beyond). Audited `oneroster.client_created`.
         */
        post: operations["createOneRosterClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/oneroster/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client's id (not its client_id). */
                clientId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a OneRoster REST client
         * @description School administrators. The client can no longer get tokens, and the tokens it holds stop
         *     answering at once (401). Another school's client, or one already revoked, is 404.
         *     Audited `oneroster.client_revoked`.
         */
        delete: operations["revokeOneRosterClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/lti/platforms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The LMS platforms this school registered for LTI 1.3 launches
         * @description School administrators (school.manage). Each registration is one platform issuer and the
         *     client_id it gave Watni, with the tool URLs to enter on the platform (login initiation,
         *     launch, deep linking, JWKS). At most 20 registrations.
         */
        get: operations["listLtiPlatforms"];
        put?: never;
        /**
         * Register an LTI 1.3 platform; the tool's key pair is made for it
         * @description School administrators. The three platform URLs must be https addresses the service may
         *     contact (not private or loopback networks). A new RS256 key pair is made for the
         *     registration; its private half is sealed at rest, its public half is served at the
         *     registration's JWKS URL. The same issuer and client_id twice is 409; more than 20
         *     registrations 409. Audited `lti.platform_registered`.
         */
        post: operations["createLtiPlatform"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/lti/platforms/{platformId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's id. */
                platformId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an LTI 1.3 platform registration
         * @description School administrators. Launches from the platform stop at once; accounts made by its
         *     launches stay (their link to the platform is removed). Another school's registration is
         *     404. Audited `lti.platform_removed`.
         */
        delete: operations["deleteLtiPlatform"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lti/{publicId}/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's public key in the tool URLs. */
                publicId: components["parameters"]["LtiPublicId"];
            };
            cookie?: never;
        };
        /**
         * The tool's public key set for one registration (public)
         * @description RFC 7517 JSON Web Key Set: the platform verifies the tool's signed messages (the AGS
         *     client-credentials assertion, deep-linking responses) with it. Unknown registration 404.
         */
        get: operations["getLtiToolJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lti/{publicId}/login": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's public key in the tool URLs. */
                publicId: components["parameters"]["LtiPublicId"];
            };
            cookie?: never;
        };
        /**
         * OIDC third-party login initiation from the platform (public)
         * @description 1EdTech Security Framework 1.0 section 5.1.1 (OpenID Connect Core third-party initiated
         *     login). `iss` must be the registered issuer, `login_hint` present, `target_link_uri` an
         *     https URL, `client_id` (when sent) the registered one. A fresh state and nonce are stored
         *     for ten minutes, single use, and the browser is sent (302) to the platform's
         *     authorization URL with scope=openid, response_type=id_token, response_mode=form_post,
         *     prompt=none, client_id, redirect_uri (this registration's launch URL), login_hint,
         *     lti_message_hint, state and nonce. A parameter that does not match the registration is
         *     422 with `detail`; unknown registration 404.
         */
        get: operations["initiateLtiLogin"];
        put?: never;
        /**
         * OIDC third-party login initiation, posted as a form (public)
         * @description The same as the GET, with the parameters in a form body.
         */
        post: operations["initiateLtiLoginPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lti/{publicId}/launch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's public key in the tool URLs. */
                publicId: components["parameters"]["LtiPublicId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The platform's authentication response, an id_token form post (public)
         * @description Security Framework 1.0 section 5.1.1.3: `id_token` and `state` posted by the browser.
         *     The state must be one this registration issued, unexpired and unused (it is spent here);
         *     the id_token is checked against the platform's JWKS (fetched through the guarded
         *     outbound client) and the nonce of that state. A resource link launch maps the platform
         *     user (sub) to a student account of the school (made on first launch, audited
         *     `lti.account_created`), enrolls it in the course of the quiz or course the link names
         *     (custom parameter `watni_quiz` or `watni_course`, else the same query parameter of
         *     target_link_uri), records the AGS line item, and sends the browser (302) to
         *     `/lti/continue#code=...`, where the site exchanges the one-time code for a session.
         *     Refusals 400 with `detail`; unknown registration 404.
         */
        post: operations["launchLti"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lti/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a launch's one-time code for a session (public)
         * @description The code from `/lti/continue#code=...` (the fragment never reaches a server log) is good
         *     once, for two minutes. The answer is the same tokens a sign-in gives, and where to go.
         *     A used, expired or unknown code is 400.
         */
        post: operations["exchangeLtiSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OAuth 2 token endpoint for OneRoster REST clients (client credentials)
         * @description RFC 6749 section 4.4 (client credentials grant). A form body with `grant_type`
         *     `client_credentials` and optionally `scope` (space-separated; default and only values
         *     `https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly` and
         *     `https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly`). The client
         *     authenticates with HTTP Basic (RFC 6749 section 2.3.1) or with `client_id` and
         *     `client_secret` in the body, not both. The answer is a bearer token for 3600 seconds,
         *     good for the client's school only, with `Cache-Control: no-store`. Refusals in RFC 6749
         *     section 5.2's shape: `invalid_request` 400, `invalid_client` 401 with `WWW-Authenticate`,
         *     `unsupported_grant_type` 400, `invalid_scope` 400. Rate limited per client address.
         */
        post: operations["issueOneRosterToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - orgs of the token's school
         * @description The the school (one org, type school), mapped as the bulk CSV export maps them (docs/oneroster.md), in the 1.2
         *     REST binding's envelope `{"orgs": [...]}`. Paged with `limit` (default 100, at most
         *     1000) and `offset`; `X-Total-Count` is the count after the filter, `Link` names the
         *     first, prev, next and last pages. Only a OneRoster client token of the school
         *     (POST /ims/oneroster/token) is accepted; refusals in the binding's imsx_StatusInfo shape.
         */
        get: operations["listOneRosterOrgs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/orgs/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one org of the token's school
         * @description `{"org": {...}}`; an unknown sourcedId, or another school's, is 404 with code
         *     minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterOrg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/academicSessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - academicSessions of the token's school
         * @description The academic years (schoolYear) and their terms (term), mapped as the bulk CSV export maps them (docs/oneroster.md), in the 1.2
         *     REST binding's envelope `{"academicSessions": [...]}`. Paged with `limit` (default 100, at most
         *     1000) and `offset`; `X-Total-Count` is the count after the filter, `Link` names the
         *     first, prev, next and last pages. Only a OneRoster client token of the school
         *     (POST /ims/oneroster/token) is accepted; refusals in the binding's imsx_StatusInfo shape.
         */
        get: operations["listOneRosterAcademicSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/academicSessions/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one academicSession of the token's school
         * @description `{"academicSession": {...}}`; an unknown sourcedId, or another school's, is 404 with code
         *     minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterAcademicSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - courses of the token's school
         * @description The classes (grades) with their subjects, mapped as the bulk CSV export maps them (docs/oneroster.md), in the 1.2
         *     REST binding's envelope `{"courses": [...]}`. Paged with `limit` (default 100, at most
         *     1000) and `offset`; `X-Total-Count` is the count after the filter, `Link` names the
         *     first, prev, next and last pages. Only a OneRoster client token of the school
         *     (POST /ims/oneroster/token) is accepted; refusals in the binding's imsx_StatusInfo shape.
         */
        get: operations["listOneRosterCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/courses/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one course of the token's school
         * @description `{"course": {...}}`; an unknown sourcedId, or another school's, is 404 with code
         *     minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - classes of the token's school
         * @description The sections (homeroom classes), mapped as the bulk CSV export maps them (docs/oneroster.md), in the 1.2
         *     REST binding's envelope `{"classes": [...]}`. Paged with `limit` (default 100, at most
         *     1000) and `offset`; `X-Total-Count` is the count after the filter, `Link` names the
         *     first, prev, next and last pages. Only a OneRoster client token of the school
         *     (POST /ims/oneroster/token) is accepted; refusals in the binding's imsx_StatusInfo shape.
         */
        get: operations["listOneRosterClasses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/classes/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one class of the token's school
         * @description `{"class": {...}}`; an unknown sourcedId, or another school's, is 404 with code
         *     minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterClass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - users of the token's school
         * @description The students, their guardians and the teachers of the sections, each with their role, mapped as the bulk CSV export maps them (docs/oneroster.md), in the 1.2
         *     REST binding's envelope `{"users": [...]}`. Paged with `limit` (default 100, at most
         *     1000) and `offset`; `X-Total-Count` is the count after the filter, `Link` names the
         *     first, prev, next and last pages. Only a OneRoster client token of the school
         *     (POST /ims/oneroster/token) is accepted; refusals in the binding's imsx_StatusInfo shape.
         */
        get: operations["listOneRosterUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/users/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one user of the token's school
         * @description `{"user": {...}}`; an unknown sourcedId, or another school's, is 404 with code
         *     minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - enrollments of the token's school
         * @description The students placed in sections, class teachers (primary) and subject teachers, mapped as the bulk CSV export maps them (docs/oneroster.md), in the 1.2
         *     REST binding's envelope `{"enrollments": [...]}`. Paged with `limit` (default 100, at most
         *     1000) and `offset`; `X-Total-Count` is the count after the filter, `Link` names the
         *     first, prev, next and last pages. Only a OneRoster client token of the school
         *     (POST /ims/oneroster/token) is accepted; refusals in the binding's imsx_StatusInfo shape.
         */
        get: operations["listOneRosterEnrollments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/enrollments/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one enrollment of the token's school
         * @description `{"enrollment": {...}}`; an unknown sourcedId, or another school's, is 404 with code
         *     minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterEnrollment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - schools (orgs of type school) (getAllSchools)
         * @description The orgs of type `school`: the token's school. In the envelope `{"orgs": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         */
        get: operations["listOneRosterSchools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - students (getAllStudents)
         * @description The users with the role `student`. In the envelope `{"users": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         */
        get: operations["listOneRosterStudents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/teachers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - teachers (getAllTeachers)
         * @description The users with the role `teacher` (class and subject teachers of the sections). In the envelope `{"users": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         */
        get: operations["listOneRosterTeachers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - terms (getAllTerms)
         * @description The academic sessions of type `term` (the terms of the academic years). In the envelope `{"academicSessions": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         */
        get: operations["listOneRosterTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/gradingPeriods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - grading periods (getAllGradingPeriods)
         * @description The academic sessions of type `gradingPeriod`. Watni keeps no grading periods, so the set is empty. In the envelope `{"academicSessions": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         */
        get: operations["listOneRosterGradingPeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools/{schoolSourcedId}/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - classes of a school (getClassesForSchool)
         * @description The classes (sections) whose `school` is the school. In the envelope `{"classes": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterClassesForSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools/{schoolSourcedId}/classes/{classSourcedId}/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - enrollments of a class in a school (getEnrollmentsForClassInSchool)
         * @description The enrollments of the class; the class must be the school's (else 404). In the envelope `{"enrollments": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterEnrollmentsForClassInSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools/{schoolSourcedId}/classes/{classSourcedId}/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - students of a class in a school (getStudentsForClassInSchool)
         * @description The students with a student enrollment in the class; the class must be the school's (else 404). In the envelope `{"users": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterStudentsForClassInSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools/{schoolSourcedId}/classes/{classSourcedId}/teachers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - teachers of a class in a school (getTeachersForClassInSchool)
         * @description The teachers with a teacher enrollment in the class; the class must be the school's (else 404). In the envelope `{"users": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterTeachersForClassInSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools/{schoolSourcedId}/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - courses of a school (getCoursesForSchool)
         * @description The courses (Watni classes) whose `org` is the school. In the envelope `{"courses": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterCoursesForSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools/{schoolSourcedId}/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - enrollments of a school (getEnrollmentsForSchool)
         * @description The enrollments whose `school` is the school. In the envelope `{"enrollments": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterEnrollmentsForSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools/{schoolSourcedId}/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - students of a school (getStudentsForSchool)
         * @description The students with a role in the school (or it as their primary org). In the envelope `{"users": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterStudentsForSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools/{schoolSourcedId}/teachers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - teachers of a school (getTeachersForSchool)
         * @description The teachers with a role in the school (or it as their primary org). In the envelope `{"users": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterTeachersForSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools/{schoolSourcedId}/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - terms of a school (getTermsForSchool)
         * @description The terms of the school's academic years (a Watni school keeps its own years). In the envelope `{"academicSessions": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterTermsForSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/classes/{classSourcedId}/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - students of a class (getStudentsForClass)
         * @description The students with a student enrollment in the class. In the envelope `{"users": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterStudentsForClass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/classes/{classSourcedId}/teachers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - teachers of a class (getTeachersForClass)
         * @description The teachers with a teacher enrollment in the class. In the envelope `{"users": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterTeachersForClass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/courses/{courseSourcedId}/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - classes of a course (getClassesForCourse)
         * @description The classes (sections) whose `course` is the course. In the envelope `{"classes": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterClassesForCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/students/{studentSourcedId}/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - classes of a student (getClassesForStudent)
         * @description The classes the student has an enrollment in. In the envelope `{"classes": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterClassesForStudent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/teachers/{teacherSourcedId}/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - classes of a teacher (getClassesForTeacher)
         * @description The classes the teacher has an enrollment in. In the envelope `{"classes": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterClassesForTeacher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/terms/{termSourcedId}/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - classes of a term (getClassesForTerm)
         * @description The classes whose `terms` hold the term or its academic year (a section lasts its whole year). In the envelope `{"classes": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterClassesForTerm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/terms/{termSourcedId}/gradingPeriods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - grading periods of a term (getGradingPeriodsForTerm)
         * @description The grading periods whose parent is the term: none, Watni keeps no grading periods. In the envelope `{"academicSessions": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterGradingPeriodsForTerm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/users/{userSourcedId}/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - classes of a user (getClassesForUser)
         * @description The classes the user (student or teacher) has an enrollment in. In the envelope `{"classes": [...]}`, paged, sorted, filtered and
         *     selected as the other collections (limit at most 1000, X-Total-Count, Link).
         *     An unknown sourcedId in the path, or another school's, is 404 with code minor
         *     `unknownobject`.
         */
        get: operations["listOneRosterClassesForUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/schools/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one school (getSchool)
         * @description An org of type `school`, as `{"org": {...}}`; any other sourcedId, or another school's, is 404
         *     with code minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterSchool"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/students/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one student (getStudent)
         * @description A user with the role `student`, as `{"user": {...}}`; any other sourcedId, or another school's, is 404
         *     with code minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterStudent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/teachers/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one teacher (getTeacher)
         * @description A user with the role `teacher`, as `{"user": {...}}`; any other sourcedId, or another school's, is 404
         *     with code minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterTeacher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/terms/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one term (getTerm)
         * @description An academic session of type `term`, as `{"academicSession": {...}}`; any other sourcedId, or another school's, is 404
         *     with code minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterTerm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ims/oneroster/rostering/v1p2/gradingPeriods/{sourcedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OneRoster 1.2 REST - one grading period (getGradingPeriod)
         * @description An academic session of type `gradingPeriod` (Watni keeps none, so every sourcedId is 404), as `{"academicSession": {...}}`; any other sourcedId, or another school's, is 404
         *     with code minor `unknownobject`. `fields` selects fields as on the collection.
         */
        get: operations["getOneRosterGradingPeriod"];
        put?: never;
        post?: never;
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
         *     unknown, used or expired code is 400. Without an e-mail the guardian's mobile number is
         *     the sign-in name (422 when the guardian has none). Limited per invitation (the code),
         *     with a generous ceiling per network so a parents' meeting on one school network is not
         *     stopped.
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
    "/notifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's inbox, newest first
         * @description Everyone signed in into a school. `unread_only` keeps the unread entries.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many inbox entries the caller has not read (the bell) */
        get: operations["countUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every inbox entry of the caller read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                notificationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one inbox entry read
         * @description Only the caller's own entries (another's is 404).
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-recipient delivery status (e-mail, SMS, WhatsApp), newest first
         * @description School admins. Filter by status, channel, announcement or notification.
         */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed delivery again
         * @description School admins. Only a failed delivery (else 409); it is queued again now.
         */
        post: operations["retryDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's channels, their providers and quiet hours
         * @description School admins. Credentials are never returned, only whether one is set.
         */
        get: operations["listNotificationChannels"];
        /**
         * Switch channels on or off, set providers, credentials and quiet hours
         * @description School admins. SMS and WhatsApp need the `sms-whatsapp` module. A `secret` replaces the
         *     stored credential; leaving it out keeps it; `clear_secret` removes it. Audited (without
         *     the credential).
         */
        put: operations["updateNotificationChannels"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/channels/{channel}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: components["schemas"]["DeliveryChannel"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test message through a channel as it is configured now
         * @description School admins. Sends one short message (in the caller's language) to the
         *     given address through the school's provider, at once, outside the queue, and answers
         *     what the provider said: `sent` with its id, or `failed` with the reason. SMS and
         *     WhatsApp need the `sms-whatsapp` module. Audited.
         */
        post: operations["testNotificationChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/dead-letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's jobs that failed every attempt (the dead-letter view), newest first
         * @description School admins. Deliveries and announcement runs whose job exhausted its
         *     retries and was moved to the dead-letter queue, with the last error.
         */
        get: operations["listDeadLetters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/dead-letters/{jobId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a dead-lettered job again
         * @description School admins. A delivery not yet sent is queued again (a sent one is never
         *     sent twice: 409); a scheduled announcement is published again. The dead letter leaves
         *     the view. Audited.
         */
        post: operations["retryDeadLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/sms/{tenantSlug}/dlr": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school whose provider reports (its slug); each school signs with its own key. */
                tenantSlug: components["parameters"]["WebhookTenantSlug"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The SMS gateway's delivery report (public; signed)
         * @description The HTTP SMS gateway calls this for each message it accepted
         *     (docs/notifications.md, "SMS gateway protocol"): `{"id","reference","status","error",
         *     "timestamp"}` with `status` delivered, failed, undelivered, expired or rejected, signed by
         *     `X-Signature: sha256=<hex HMAC-SHA256 of the raw body with the school's callback secret>`
         *     (checked in constant time; otherwise 401 and nothing changes). The delivery is found by
         *     our `reference` (or the gateway's `id`) in THIS school only and moves forward only
         *     (delivered; failed with the gateway's reason). An unknown or repeated report answers 200
         *     and changes nothing (the gateway would otherwise retry it).
         */
        post: operations["receiveSmsDeliveryReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/sms/{tenantSlug}/twilio": {
        parameters: {
            query?: {
                /** @description Our reference for the message (set in the StatusCallback we gave Twilio). */
                ref?: string;
            };
            header?: never;
            path: {
                /** @description The school whose provider reports (its slug); each school signs with its own key. */
                tenantSlug: components["parameters"]["WebhookTenantSlug"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Twilio's SMS status callback (public; X-Twilio-Signature)
         * @description Twilio posts `MessageSid`, `MessageStatus` (queued, sent, delivered, undelivered,
         *     failed…) and `ErrorCode` form-encoded. Verified by `X-Twilio-Signature`: base64
         *     HMAC-SHA1, keyed with the school's Twilio auth token (the SMS channel's secret), of the
         *     full URL followed by the POST parameters sorted by name (name + value); otherwise 401
         *     and nothing changes. The delivery is found by `ref` (in this school only) or the
         *     MessageSid, and moves forward only; unknown or repeated callbacks answer 200.
         */
        post: operations["receiveTwilioStatusCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/sms/{tenantSlug}/report/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school whose provider reports (its slug); each school signs with its own key. */
                tenantSlug: components["parameters"]["WebhookTenantSlug"];
                /** @description The school's SMS callback secret (the proof a gateway without signatures gives). */
                token: string;
            };
            cookie?: never;
        };
        /**
         * A Pakistani SMS gateway's delivery report (public; secret address)
         * @description The gateway calls this address (set in its portal) with the message id and status in
         *     the query string, under the parameter names the school set (`dlr_id_param`,
         *     `dlr_status_param`; values `dlr_delivered`, `dlr_failed`). No public source describes
         *     these reports, so they are mapped, not assumed. A wrong token is 401.
         */
        get: operations["receiveSmsProviderReport"];
        put?: never;
        /**
         * A Pakistani SMS gateway's delivery report, posted (public; secret address)
         * @description The same report as a form or JSON body (see the GET).
         */
        post: operations["receiveSmsProviderReportPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/whatsapp/{tenantSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school whose provider reports (its slug); each school signs with its own key. */
                tenantSlug: components["parameters"]["WebhookTenantSlug"];
            };
            cookie?: never;
        };
        /**
         * Meta's webhook verification (public)
         * @description Meta calls this once when the webhook is subscribed: with `hub.mode=subscribe`
         *     and the school's verify token the answer is `hub.challenge` as plain text; otherwise 403.
         */
        get: operations["verifyWhatsappWebhook"];
        put?: never;
        /**
         * WhatsApp Cloud API status webhook (public; signed)
         * @description `entry[].changes[].value.statuses[]` with `id` (wamid), `status` (sent,
         *     delivered, read, failed), `timestamp`, `biz_opaque_callback_data` (our reference) and
         *     `errors[]`, signed by `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body
         *     with the app secret>` (checked in constant time; otherwise 401 and nothing changes).
         *     delivered and read → delivered; failed → failed with the error's title and code; sent →
         *     sent. Only THIS school's deliveries are found; a status only moves forward; unknown or
         *     repeated statuses and other fields (messages, …) answer 200 and change nothing.
         *     The body is at most 2 MiB (413 beyond), and at most 10,000 statuses per change; they are
         *     applied in batches of 500, each batch one short transaction of set-based statements.
         */
        post: operations["receiveWhatsappWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Announcements of the school, newest first
         * @description Staff (teachers see the ones they wrote).
         */
        get: operations["listAnnouncements"];
        put?: never;
        /**
         * Post an announcement now or at a time
         * @description Admins to the whole school, classes or sections; teachers only to sections they teach.
         *     Recipients: students, parents (guardians) and/or staff of that scope. Without
         *     `publish_at` (or with a time already past) it goes out now, through the queue.
         */
        post: operations["createAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What parents will receive, and what it costs, before it is sent
         * @description The same body as posting an announcement, nothing written: for each language, the SMS
         *     text with its encoding (Urdu: UCS-2) and segments (160/153 GSM-7, 70/67 UCS-2), and the
         *     WhatsApp message as Meta will take it (the school's template and language code, the
         *     parameters made valid, a long text split over the long template's parameters; the
         *     free-form text a parent inside the 24-hour window gets); the guardians reached by
         *     WhatsApp and by SMS (consent, the school's channels, SMS as fallback); and the cost
         *     estimate from the school's per-segment and per-message prices (`rate_paisa` in the
         *     channels' settings; null when a price is not set), rounded up to whole rupees.
         */
        post: operations["previewAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements/{announcementId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                announcementId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a scheduled announcement
         * @description Its author or an admin; only while scheduled (else 409).
         */
        post: operations["cancelAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's registers (Pakistan date) — the sections to mark and the school's rate
         * @description Teachers: the sections they are class teacher of; admins: every section of the current
         *     year. Each with whether today's register is saved and its counts; `summary` is over the
         *     sections listed. On a weekly off day or holiday `is_school_day` is false.
         */
        get: operations["getAttendanceToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/sections/{sectionId}/registers/{day}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The date, `yyyy-mm-dd` (Pakistan). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        /**
         * A section's register for a date (students by roll number; present when not yet saved)
         * @description The class teacher of the section and admins. `saved` is false until the first save; then
         *     every student is shown as present. `editable` says whether the caller may save it now, and
         *     `locked_reason` why not (future date, off day, holiday, older than 7 days for a teacher).
         */
        get: operations["getSectionRegister"];
        /**
         * Save (create or replace) a section's register for a date
         * @description Idempotent: sets the whole register in one transaction; students left out are present.
         *     Refused (422) for a future date, a weekly off day or a holiday; (403) for a teacher who is
         *     not the section's class teacher, or for a date more than 7 days ago unless an admin. Each
         *     change is audited with before and after; guardians of students newly marked absent today
         *     are alerted once per student and day.
         */
        put: operations["saveSectionRegister"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/sections/{sectionId}/registers/{day}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The date, `yyyy-mm-dd` (Pakistan). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a device's queued per-student changes to a register, keeping newer changes by others
         * @description The offline register's sync. Each change names one student, the mark it sets, the version
         *     of that student's mark it was based on (`base_version`, 0 for a mark never saved) and a
         *     client operation id. A change whose base is the student's current version is applied
         *     (the version goes up); one whose student was changed meanwhile by someone else is not
         *     applied and comes back as a `conflict` with the newer mark and who set it, unless it sets
         *     the same mark (`unchanged`). An operation id already handled is not applied again: its
         *     first outcome is returned with `replayed: true`. The same refusals as saving the whole
         *     register: (422) future date, off day, holiday; (403) not the section's class teacher, or
         *     older than 7 days unless an admin. Applied changes are audited and alert guardians of
         *     students newly absent today, as a save does.
         */
        post: operations["mergeRegisterChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/sections/{sectionId}/months/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The month, `yyyy-mm`. */
                month: components["schemas"]["AttendanceMonthKey"];
            };
            cookie?: never;
        };
        /**
         * A section's month register (students × days, totals and percentage)
         * @description The class teacher of the section and admins.
         */
        get: operations["getSectionMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/sections/{sectionId}/months/{month}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The month, `yyyy-mm`. */
                month: components["schemas"]["AttendanceMonthKey"];
            };
            cookie?: never;
        };
        /**
         * A section's month register as a CSV or Excel file
         * @description Same register as `GET /attendance/sections/{sectionId}/months/{month}` (getSectionMonth):
         *     one row per student (roll number, name, a column per day with P, A, L, Lv or empty, then
         *     present, absent, late, leave, days and percentage). Same permission and module: the class
         *     teacher of the section and admins. At most 500 students (the register's own bound).
         */
        get: operations["exportSectionMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/students/{studentId}/months/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
                /** @description The month, `yyyy-mm`. */
                month: components["schemas"]["AttendanceMonthKey"];
            };
            cookie?: never;
        };
        /**
         * A student's month calendar and percentage
         * @description Admins, the student's teachers (class or subject teacher of their section), the
         *     student's parents, and the student (own linked record). Others 404.
         */
        get: operations["getStudentMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/me/months/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The month, `yyyy-mm`. */
                month: components["schemas"]["AttendanceMonthKey"];
            };
            cookie?: never;
        };
        /**
         * The signed-in student's own month (their linked student record)
         * @description 404 when the account is linked to no student record.
         */
        get: operations["getMyAttendanceMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in parent's absence alerts (their children, last 30 days, newest first)
         * @description Parents only (others 403). Alerts withdrawn because the child was marked present again are left out.
         */
        get: operations["listAttendanceAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's weekly off days and holidays
         * @description Every signed-in member of the school (the register screens grey out closed days).
         */
        get: operations["getAttendanceSettings"];
        /**
         * Set the weekly off days and the holiday calendar (admins; audited)
         * @description The whole holiday list is replaced. At least one weekday must stay open. Registers already
         *     saved on a day that becomes a holiday are kept.
         */
        put: operations["updateAttendanceSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attendance/staff/{day}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The date, `yyyy-mm-dd` (Pakistan). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        /**
         * The staff register for a date (teachers and administrators of the school)
         * @description Admins only.
         */
        get: operations["getStaffRegister"];
        /**
         * Save the staff register for a date (admins; idempotent; audited)
         * @description Same date rules as a section's register; staff left out are present.
         */
        put: operations["saveStaffRegister"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/roster": {
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
         * A page of a course's enrolled students with their progress and quiz scores
         * @description Admins, and the course's own teacher. Approved enrollments only (paid, approved, active).
         *     Per student: lessons done of the course's published lessons, last activity (latest lesson
         *     progress or submission), and per published quiz the best and the last score among graded
         *     submissions (a submission still waiting for a teacher shows as pending). Paged and sorted
         *     on the server (`sort`, `order`), narrowed by `search` (name or email, prefix).
         */
        get: operations["getCourseRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/roster/export": {
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
         * The whole roster of a course as a CSV file
         * @description Same people and figures as `GET /courses/{id}/roster` in the same order, every row
         *     (read from the database in pages of 1,000). UTF-8 with a byte-order mark so Excel shows
         *     Urdu names; times in Pakistan time; cells that would start a spreadsheet formula are
         *     quoted with a leading apostrophe.
         */
        get: operations["exportCourseRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrollments/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject several pending enrollments at once
         * @description Admins, and teachers for their own courses when `teachers_can_manage_enrollments` is on
         *     (else 403). One transaction; each enrollment is decided with the same conditional update
         *     as `PUT /courses/enrollments/{id}`, so one decided meanwhile by someone else answers
         *     `already_decided` and is left as it is; one the caller may not manage answers
         *     `forbidden`, one not found `not_found`. Each decision is audited and e-mailed.
         */
        post: operations["decideEnrollments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant-settings/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How to pay the school for a paid course
         * @description Every member of the tenant may read them (the enrolment page of a paid course shows
         *     them). All fields are null until an admin saves them.
         */
        get: operations["getPaymentDetails"];
        /**
         * Save how to pay the school
         * @description Tenant admins of their own tenant and superusers (else 403). Partial update; an empty
         *     string clears a field. An IBAN is checked (country, length, check digits). Audited.
         */
        put: operations["updatePaymentDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/heads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's fee heads
         * @description The school office (administrators).
         */
        get: operations["listFeeHeads"];
        put?: never;
        /** Add a fee head (admins; audited) */
        post: operations["createFeeHead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/heads/{headId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee head id. */
                headId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename, re-kind or switch off a fee head (admins; audited) */
        patch: operations["updateFeeHead"];
        trace?: never;
    };
    "/fees/structure/{yearId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Academic year id. */
                yearId: components["parameters"]["YearId"];
            };
            cookie?: never;
        };
        /** The fee structure of an academic year, per class and head */
        get: operations["getFeeStructure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/structure/{yearId}/classes/{classId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Academic year id. */
                yearId: components["parameters"]["YearId"];
                /** @description Class id. */
                classId: components["parameters"]["ClassId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set a class's amounts for the year (admins; audited)
         * @description The amounts sent replace the class's; a head left out or 0 is not charged.
         */
        put: operations["saveClassFeeStructure"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Due day, late fee and the bank account printed on vouchers */
        get: operations["getFeeSettings"];
        /** Save the fee settings (admins; audited) */
        put: operations["updateFeeSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/students/{studentId}/concessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        /** A student's concessions */
        get: operations["listConcessions"];
        put?: never;
        /**
         * Give a student a concession (admins; audited)
         * @description One per head (and one for all heads); applies to vouchers generated afterwards.
         */
        post: operations["createConcession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/concessions/{concessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Concession id. */
                concessionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a concession (admins; audited) */
        delete: operations["deleteConcession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Voucher runs, newest first, with their progress */
        get: operations["listVoucherRuns"];
        put?: never;
        /**
         * Generate a month's vouchers for all or some classes (admins; audited)
         * @description Queued and run in the job queue; follow it with getVoucherRun. Idempotent: a student who
         *     already has a voucher for the month gets no second one.
         */
        post: operations["startVoucherRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Voucher run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** A voucher run and its progress */
        get: operations["getVoucherRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vouchers, paged, filtered by month, class, status or student */
        get: operations["listVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/vouchers/{voucherId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee voucher id. */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        /**
         * A voucher with its lines and payments
         * @description The office; a parent their children's; a student their own.
         */
        get: operations["getVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/vouchers/{voucherId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee voucher id. */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        /** The voucher as PDF (bank, school and student copies on one A4 page) */
        get: operations["downloadVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/vouchers/{voucherId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee voucher id. */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a voucher with a reason (admins; audited)
         * @description Only a voucher without recorded payments (refund them first).
         */
        post: operations["cancelVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/vouchers/{voucherId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee voucher id. */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payment (partial allowed) and number its receipt (admins; audited) */
        post: operations["recordFeePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/payments/{paymentId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee payment id. */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a payment with a reason (admins; audited) */
        post: operations["refundFeePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/payments/{paymentId}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee payment id. */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        /** The payment's receipt as PDF */
        get: operations["downloadFeeReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/defaulters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Students with an overdue balance, with their guardians' mobiles */
        get: operations["listFeeDefaulters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/defaulters/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The defaulters list as a CSV or Excel file
         * @description Same vouchers and order as `GET /fees/defaulters` (listFeeDefaulters), every row instead
         *     of a page; same permission (the office) and module. Balance in whole rupees (PKR); due dates
         *     are school days (Pakistan time). At most 10,000 rows: more is 422 (filter by class).
         */
        get: operations["exportFeeDefaulters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/defaulters/{voucherId}/remind": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee voucher id. */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the guardians a "fee overdue" reminder (admins; once a day per voucher) */
        post: operations["remindFeeDefaulter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/families": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Families of two or more children (same primary guardian) with their open balance (admins) */
        get: operations["listFamilies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/families/{guardianId}/challans": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The family's primary guardian. */
                guardianId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue one challan for the family's open vouchers, oldest first (admins; audited; replaces the open one) */
        post: operations["issueFamilyChallan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/family-challans/{challanId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Family challan id. */
                challanId: components["parameters"]["FamilyChallanId"];
            };
            cookie?: never;
        };
        /** A family challan with its children's lines, amounts, consumer numbers and payments (admins) */
        get: operations["getFamilyChallan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/family-challans/{challanId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Family challan id. */
                challanId: components["parameters"]["FamilyChallanId"];
            };
            cookie?: never;
        };
        /** The family challan as PDF (three copies, consumer numbers with barcodes) */
        get: operations["downloadFamilyChallan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/family-challans/{challanId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Family challan id. */
                challanId: components["parameters"]["FamilyChallanId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a family's payment, split across the children's vouchers oldest first, one receipt (admins; audited) */
        post: operations["recordFamilyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/family-payments/{familyPaymentId}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Family payment id. */
                familyPaymentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** The family payment's one receipt as PDF, listing every child's part (admins) */
        get: operations["downloadFamilyReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/reminders/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Who "remind every defaulter" reaches, on which channels, and the cost; nothing is sent (admins) */
        post: operations["previewFeeReminders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remind every defaulter's guardians as one queued run (admins; audited; once a day per voucher) */
        post: operations["startFeeReminders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/reminders/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reminder run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** A reminder run's progress (admins) */
        get: operations["getFeeReminderRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/biller/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reconciliation of one aggregator and one transaction day (admins)
         * @description Every BillPayment the aggregator's banks made on `date` (the bank's transaction date):
         *     consumer number, the bank's `tran_auth_id`, amount, our receipt and the voucher or family
         *     challan paid; refused repeats record nothing and are not listed. At most 500 rows; the
         *     totals count every payment of the day.
         */
        get: operations["getBillerReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/reports/collection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Money collected by month, class and method */
        get: operations["getFeeCollectionReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/reports/collection/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The payments behind the collection report as a CSV or Excel file
         * @description One row per payment counted by `GET /fees/reports/collection` (getFeeCollectionReport) for
         *     the same months: paid on (the school's day, Pakistan time), receipt, voucher, student, class,
         *     section, method, reference and amount in whole rupees (PKR); refunded payments left out, so the
         *     amounts add up to the report's total. Oldest first. Same permission (the office) and module. At
         *     most 10,000 payments: more is 422 (choose fewer months).
         */
        get: operations["exportFeeCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/students/{studentId}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        /** A student's ledger (charges, payments, refunds, balance) */
        get: operations["getStudentFeeLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/students/{studentId}/ledger/export": {
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
         * A student's ledger as a CSV or Excel file
         * @description Same entries as `GET /fees/students/{studentId}/ledger` (getStudentFeeLedger), oldest first:
         *     date, kind, description, month, method, voucher, receipt, debit, credit and running balance in
         *     whole rupees (PKR). Same permission and module. At most 10,000 entries (the ledger's bound).
         */
        get: operations["exportStudentFeeLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A parent's children's or a student's own vouchers with their payments */
        get: operations["listMyVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's online-payment providers (admins)
         * @description One entry per provider (sandbox, JazzCash, Easypaisa): whether it is offered to payers,
         *     whether its credentials are set, and the last four characters of the merchant or store id.
         *     Credentials are never returned.
         */
        get: operations["getOnlinePaymentSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/settings/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["OnlineProvider"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Turn a provider on or off and set its credentials (admins; audited)
         * @description Credentials sent replace the stored ones (encrypted at rest); fields left out keep theirs.
         *     A provider can be turned on only when its credentials are complete (the sandbox needs none).
         *     The audit trail records that credentials changed, never their values.
         */
        put: operations["updateOnlinePaymentProvider"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The providers a payer of this school may use
         * @description Every signed-in member of the school; empty when the school offers none.
         */
        get: operations["listOnlinePaymentProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/checkouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying a voucher or a course enrolment online
         * @description Creates a pending online payment for the voucher's balance (a parent for their children, a
         *     student for themself, staff for anyone) or for the caller's own pending enrolment in a paid
         *     course, and returns the signed form the browser posts to the provider's hosted checkout.
         *     The payment stays pending until the provider's signed notification confirms it.
         */
        post: operations["createOnlineCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The school's online payments, newest first (admins) */
        get: operations["listOnlinePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reconciliation report of one provider and one day (admins)
         * @description The provider's online payments started on `date` (Pakistan time): count and amount confirmed,
         *     failed, cancelled (or expired unanswered) and still pending, payments to refund, and the
         *     notifications that named one of the school's payments but were refused ("unmatched
         *     callbacks": forged, wrong amount or bill reference, provider switched off). At most 500 rows
         *     are listed; the totals count every payment of the day.
         */
        get: operations["getOnlinePaymentReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/payments/{txnRef}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                txnRef: string;
            };
            cookie?: never;
        };
        /** One online payment (its payer or staff), for the return page */
        get: operations["getOnlinePayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/biller/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The school's bill-payment settings (1Bill, Kuickpay); the password is never returned */
        get: operations["getBillerSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fees/biller/settings/{aggregator}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bill-payment aggregator: `1bill` (1LINK's 1Bill) or `kuickpay`. */
                aggregator: components["parameters"]["Aggregator"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set the school's prefix, digits and credentials for an aggregator (office; audited)
         * @description The consumer number of a voucher is the prefix followed by the voucher's sequence padded to
         *     `digits` digits (Kuickpay: a 5-digit prefix and 7 to 13 digits). The prefix and digits
         *     change only while the aggregator is off (printed challans carry the old numbers); a prefix
         *     that overlaps another school's is refused (409).
         */
        put: operations["updateBillerSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/biller/{aggregator}/BillInquiry": {
        parameters: {
            query?: never;
            header?: {
                /** @description The username the school gave the aggregator. */
                username?: components["parameters"]["BillerUsername"];
                /** @description The password the school gave the aggregator. */
                password?: components["parameters"]["BillerPassword"];
            };
            path: {
                /** @description The bill-payment aggregator: `1bill` (1LINK's 1Bill) or `kuickpay`. */
                aggregator: components["parameters"]["Aggregator"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a consumer number owes (public; the aggregator's credentials in headers)
         * @description `response_Code` 00 with the bill, 01 when no bill has the number. `bill_status` U (unpaid),
         *     P (paid), B (blocked: cancelled or carried to a later voucher). Amounts are a sign and
         *     13 digits of paisa; `amount_after_dueDate` includes the late fee (of today when the due
         *     date has passed). Malformed data: 400 with code 04; wrong credentials: 401 with code 04.
         */
        post: operations["billInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/biller/{aggregator}/BillPayment": {
        parameters: {
            query?: never;
            header?: {
                /** @description The username the school gave the aggregator. */
                username?: components["parameters"]["BillerUsername"];
                /** @description The password the school gave the aggregator. */
                password?: components["parameters"]["BillerPassword"];
            };
            path: {
                /** @description The bill-payment aggregator: `1bill` (1LINK's 1Bill) or `kuickpay`. */
                aggregator: components["parameters"]["Aggregator"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A bank's payment of a consumer number (public; recorded once, receipt, guardians told)
         * @description `response_Code` 00: recorded as a payment of the voucher (receipt number in
         *     `Identification_parameter`); 01: no bill has the number; 03: refused (already paid, the
         *     same `tran_auth_id` on the same `tran_date` again, an amount other than what is due on
         *     `tran_date`, or a blocked bill). Nothing is written unless the answer is 00.
         */
        post: operations["billPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/callback/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["OnlineProvider"];
            };
            cookie?: never;
        };
        /**
         * Easypaisa's IPN (public; verified by asking Easypaisa)
         * @description Easypaisa calls this with `url`, its status address for one order. The address is fetched
         *     only when its origin is one of Easypaisa's hosts (EASYPAISA_IPN_ORIGINS); its
         *     `transaction_status` (PAID) decides, and, when the school set the inquiry API's credentials,
         *     `inquire-transaction` must agree. An unreachable provider answers 502.
         */
        get: operations["receiveOnlinePaymentNotification"];
        put?: never;
        /**
         * The provider's server-to-server notification (public; verified)
         * @description JazzCash's IPN and the sandbox's callback: the signed result fields, as a form or JSON.
         *     Verified (signature, merchant, amount, bill reference) before anything changes; a forged
         *     one answers 400 and changes nothing; a repeated one is counted once. The answer is what
         *     the provider expects (JazzCash: a signed pp_ResponseCode).
         */
        post: operations["receiveOnlinePaymentCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/return/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["OnlineProvider"];
            };
            cookie?: never;
        };
        /**
         * The browser coming back from the provider (public)
         * @description The sandbox's signed result and Easypaisa's two returns: with `auth_token` (answered with
         *     the page that continues to Easypaisa's Confirm.jsf) and with `orderRefNumber` (verified by
         *     asking Easypaisa), then 303 to the site's return page.
         */
        get: operations["returnFromOnlineCheckout"];
        put?: never;
        /**
         * The browser coming back from the provider with a posted result (public)
         * @description JazzCash posts its signed result here. It is verified like the callback, then the browser
         *     is sent (303) to the site's return page, which shows "Payment received", "Payment pending"
         *     or "Payment failed".
         */
        post: operations["returnFromOnlineCheckoutPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/sandbox/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox provider's hosted checkout page (public)
         * @description The signed checkout form posted by the browser; answers a page with "Pay" and "Cancel". The
         *     form carries `expires_at` inside its signature (30 minutes): an expired or forged form pays
         *     nothing. Absent in production mode unless the operator started the service with
         *     PAYMENTS_SANDBOX=on.
         */
        post: operations["showSandboxCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/online/sandbox/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox payer pressed "Pay" or "Cancel" (public)
         * @description The sandbox, acting as the provider, signs the result, delivers it to the callback, and
         *     sends the browser (303) to the return URL with the signed result.
         */
        post: operations["decideSandboxCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's exams, newest first (paged)
         * @description Staff (teachers and admins). `term_id` narrows to one term.
         */
        get: operations["listExams"];
        put?: never;
        /**
         * Create an exam in a term for chosen classes, with each class's papers
         * @description Admins. Per class and subject the date (within the term, optional), maximum and passing
         *     marks; a subject must belong to its class. Audited.
         */
        post: operations["createExam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * An exam with its classes and papers
         * @description Staff.
         */
        get: operations["getExam"];
        /**
         * Rename an exam or replace its classes and papers
         * @description Admins. `classes` replaces the papers: a paper left out is removed (409 when it has marks),
         *     a maximum cannot go below a mark already given (409). Refused while published (409). Audited.
         */
        put: operations["updateExam"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/publication": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an exam's results and publish them (students and parents see them and are notified)
         * @description The head (results.approve: the school's tenant admin, or the platform's superuser) approves
         *     the results someone submitted with `submitExamForApproval`, which publishes them. Refused
         *     (409, a `detail` naming the gaps by subject, class and section, and one `errors` item per
         *     gap) while any student of any paper has no mark, absence or exemption: see
         *     `getExamCompleteness` and `fillExamGaps`; refused (409) while the results have not been
         *     submitted for approval; refused (403) to the person who submitted them, who cannot approve
         *     their own. Notices go out only here. Idempotent: publishing a published exam changes
         *     nothing and notifies no one again. Marks are locked while published. Audited.
         */
        post: operations["publishExam"];
        /**
         * Withdraw an exam's results (to correct marks)
         * @description Admins. Students and parents no longer see the results, and the notices the publication
         *     sent leave their inboxes (deliveries still queued are dropped; a text already sent cannot
         *     be recalled and is counted in the audit). The results go back to a draft: they are
         *     submitted and approved again before they are published again, which notifies them again.
         *     Audited.
         */
        delete: operations["unpublishExam"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/approval-request": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an exam's results to the head for approval
         * @description Staff who enter marks (gradebook.enterMarks). The results must be complete (409 naming the
         *     gaps otherwise, as `publishExam`). Submitting again while awaiting approval changes nothing;
         *     a published exam answers 409. Clears a previous sending back. Nobody is notified yet.
         *     Audited.
         */
        post: operations["submitExamForApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/return": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an exam's submitted results back with a reason
         * @description The head (results.approve). Only results awaiting approval (409 otherwise). The reason is
         *     shown on the exam until it is submitted again. Audited.
         */
        post: operations["returnExamResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/completeness": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The marks still missing before an exam can be published, per section and subject
         * @description Staff. Each gap names its students by roll number and name.
         */
        get: operations["getExamCompleteness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/gaps": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the missing entries of one paper in one section absent or exempt
         * @description The head (gradebook.administer). Only students with nothing entered are touched (never a
         *     mark); `student_ids` narrows it to some of them. An exempt paper is left out of the
         *     student's total. Refused (409) while published; 422 when nothing is missing. Audited.
         */
        post: operations["fillExamGaps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/mark-sheets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The section × subject mark sheets of an exam the caller may fill in
         * @description Teachers see only the sections and subjects they teach; admins every sheet.
         */
        get: operations["listMarkSheets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/sections/{sectionId}/subjects/{subjectId}/marks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description Subject id. */
                subjectId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A section's marks in one subject of an exam (students by roll number)
         * @description The subject's teacher in this section (subject_teachers) and admins.
         */
        get: operations["getMarksSheet"];
        /**
         * Save some students' marks (as they are typed; idempotent upsert)
         * @description Only the entries sent are written; `marks: null` without `absent` clears a student's
         *     entry. Every entry is judged on its own: one above the paper's maximum, below 0, absent
         *     with marks, or of a student no longer in the section is listed in `refused` (naming the
         *     student by roll number and name, in the request's language) while the others are
         *     stored, so one bad cell never loses the rest of the sheet. Offline capture: an entry may carry `op_id` (a replay applies nothing
         *     twice; listed in `replayed`) and `base_version` (the version read in the sheet); a mark
         *     changed since by someone else is kept and the entry is listed in `conflicts` with the
         *     server's mark, who and when. A student listed twice is a
         *     malformed request (422, nothing written); refused (409) while the exam is published.
         *     Changes are audited with before and after.
         */
        put: operations["saveMarks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/sections/{sectionId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A section's results of an exam, computed on the server
         * @description Admins, and the section's class teacher or subject teachers. Total, percentage, grade,
         *     position (equal totals share a position, the next skips: 1, 1, 3), pass/fail (every
         *     subject at or above its passing marks; absent fails that subject); `incomplete` while
         *     a paper has no marks for the student.
         */
        get: operations["getSectionResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/sections/{sectionId}/results/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A section's results of an exam as a CSV or Excel file
         * @description Same rows and order as `GET /exams/{examId}/sections/{sectionId}/results` (getSectionResults):
         *     position, roll number, admission number, name, each subject's marks (`Absent` when absent, empty
         *     while not entered), total, out of, percentage, grade, result and remarks. Same permission and
         *     module. At most 500 students (the results' own bound).
         */
        get: operations["exportSectionResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/sections/{sectionId}/report-cards": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Every report card of a section in one PDF, for printing
         * @description Admins and the section's class teacher. One page per student.
         */
        get: operations["downloadSectionReportCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/students/{studentId}/result": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One student's result of an exam
         * @description The student and their parents once published (404 before); staff of the student's
         *     section and admins at any time.
         */
        get: operations["getStudentResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/students/{studentId}/remarks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * The class teacher's remarks on a student's report card
         * @description The class teacher of the student's section and admins. An empty text removes them. Audited.
         */
        put: operations["saveReportCardRemarks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/students/{studentId}/report-card": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A student's report card (PDF, English or Urdu)
         * @description Who may see the student's result (the student and parents once published).
         */
        get: operations["downloadReportCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/report-card-runs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render the report cards of a whole class in the job queue (one PDF per section)
         * @description Admins. Answers at once; `GET /report-card-runs/{runId}` shows the progress.
         */
        post: operations["createReportCardRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/print-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's recent bulk print jobs, newest first
         * @description The school office (administrators). Expired jobs are removed and not listed.
         */
        get: operations["listPrintJobs"];
        put?: never;
        /**
         * Print an exam's report cards or a month's vouchers for a section, class or the school as one job
         * @description The school office. Queued at once and rendered by the job queue, one job of a school at
         *     a time; `GET /print-jobs/{jobId}` shows pages done of total. The same request while an
         *     identical one is still queued or running answers that job (200) instead of a new one
         *     (202). Report cards need the gradebook module, vouchers fee management. Audited.
         */
        post: operations["createPrintJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/print-jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Print job id. */
                jobId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A print job's progress (pages done of total) and its file once done
         * @description The school office.
         */
        get: operations["getPrintJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/print-jobs/{jobId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Print job id. */
                jobId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A finished job's file (one PDF, or a ZIP of one PDF per section when large)
         * @description The school office, until the job expires (404 before it is done and after).
         */
        get: operations["downloadPrintJobFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-card-runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A report-card run's progress and files
         * @description Admins.
         */
        get: operations["getReportCardRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report-card-runs/{runId}/sections/{sectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Run id. */
                runId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One section's file of a finished run (PDF)
         * @description Admins.
         */
        get: operations["downloadReportCardRunFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/results/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published results of the signed-in student, or of a parent's children
         * @description Students and parents; newest first. Staff get an empty list.
         */
        get: operations["listMyResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/datesheet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * An exam's datesheet (papers by class with date, time and room)
         * @description Staff see it while it is being built. Students and parents see it once published, only
         *     their own classes (404 otherwise).
         */
        get: operations["getExamDatesheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/datesheet/papers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a paper to an exam's datesheet
         * @description The office (gradebook.administer). The end is `ends_at` or `duration_minutes`. Refused
         *     (409, a `detail` naming the class, both subjects and the time) when the class already sits
         *     a paper that overlaps; refused (409) when the room is already booked at that time. Audited.
         */
        post: operations["addDatesheetPaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/datesheet/papers/{paperId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Datesheet paper id. */
                paperId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a paper of the datesheet (date, time, room, subject)
         * @description The office; the same clash checks as adding. Audited.
         */
        put: operations["updateDatesheetPaper"];
        post?: never;
        /**
         * Remove a paper from the datesheet
         * @description The office. Audited.
         */
        delete: operations["removeDatesheetPaper"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/datesheet/publication": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the datesheet to students and parents (they are notified once)
         * @description The office. Refused (409) while the datesheet has no papers. Students of the datesheet's
         *     classes and their guardians are notified through the notifications (channels, consent and
         *     quiet hours apply), once per exam and student: publishing again notifies no one again.
         *     Later changes show at once. Audited.
         */
        post: operations["publishDatesheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/datesheet/classes/{classId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Class id. */
                classId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A class's datesheet as a printable PDF (English or Urdu)
         * @description Whoever may read the datesheet (staff; students and parents of the class once published).
         */
        get: operations["downloadDatesheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/datesheets/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published datesheets of the signed-in student, or of a parent's children
         * @description Students and parents, one item per exam and child; staff get an empty list.
         */
        get: operations["listMyDatesheets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gradebook/grading-scale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's grading scale (the default until the school saves its own)
         * @description Staff.
         */
        get: operations["getGradingScale"];
        /**
         * Replace the school's grading scale
         * @description Admins. The bands must cover 0 to 100 whole percentages without gaps or overlaps (422
         *     naming the gap or overlap); grades unique. Audited.
         */
        put: operations["updateGradingScale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gradebook/sections/{sectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A section's gradebook - students × subjects with exam marks and online quiz averages
         * @description Admins and the section's teachers. Exams of `term_id` (default: every term of the current
         *     year). Quiz averages: each student's best percentage per published quiz of the class's
         *     linked courses, averaged.
         */
        get: operations["getSectionGradebook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gradebook/sections/{sectionId}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The section's gradebook as CSV (UTF-8 with a byte-order mark)
         * @description As the gradebook; one row per student.
         */
        get: operations["exportSectionGradebook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gradebook/classes/{classId}/courses": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class id. */
                classId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The online courses linked to a class (their quiz averages show in the gradebook)
         * @description Staff.
         */
        get: operations["getClassCourses"];
        /**
         * Link courses to a class (replaces the list)
         * @description Admins. Courses of the school only. Audited.
         */
        put: operations["updateClassCourses"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timetable/bell-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's bell schedule — the periods of each weekday (0 Sunday … 6 Saturday)
         * @description Every member of the school. Seven days, each with its periods in order (none on a day off).
         */
        get: operations["getBellSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timetable/bell-schedule/{weekday}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 0 = Sunday … 6 = Saturday. */
                weekday: components["schemas"]["Weekday"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set one weekday's periods (admins)
         * @description Replaces the day's periods, numbered 1, 2, 3 … in the order given; times must increase
         *     without overlap. A period that holds timetable entries cannot be removed or made a break
         *     (409 naming it). Audited.
         */
        put: operations["saveBellScheduleDay"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timetable/sections/{sectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A section's week (bell schedule and entries)
         * @description Staff any section; a student their own section; a parent their children's sections.
         *     Admins also get `options` (the class's subjects and the school's teachers) for the editor.
         */
        get: operations["getSectionTimetable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timetable/sections/{sectionId}/entries/{weekday}/{period}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description 0 = Sunday … 6 = Saturday. */
                weekday: components["schemas"]["Weekday"];
                /** @description The period's number that day. */
                period: components["schemas"]["PeriodNumber"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set what a section has in one period (admins)
         * @description Creates or replaces the entry. Refused with 409 naming the clash when the teacher already
         *     teaches, or the room is already used by, another section in that period (decided by the
         *     database, also under concurrent saves); 422 for a break, a period the day does not have,
         *     a subject of another class or a user who is not staff. Audited.
         */
        put: operations["setTimetableEntry"];
        post?: never;
        /**
         * Clear a section's period (admins)
         * @description Idempotent; audited when an entry was removed.
         */
        delete: operations["deleteTimetableEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timetable/teachers/{teacherId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The teacher's user id. */
                teacherId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A teacher's week (printable)
         * @description Admins any teacher; a teacher only their own.
         */
        get: operations["getTeacherTimetable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/timetable/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's periods (Pakistan time) with the current and next period
         * @description A student: their section's day; a parent: one group per child; a teacher (or an admin who
         *     teaches): their own periods. Each period is `past`, `current`, `next` or `later`.
         */
        get: operations["getTimetableToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transport/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's routes with their stops and seats taken (admins)
         * @description Every route, by name, with its stops in order and how many students ride it.
         */
        get: operations["listTransportRoutes"];
        put?: never;
        /**
         * Add a route (admins)
         * @description A van or bus: name, vehicle number, driver and the driver's mobile, seats. 409 when the name is taken. Audited.
         */
        post: operations["createTransportRoute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transport/routes/{routeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Route id. */
                routeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a route (admins)
         * @description Fewer seats than students already riding is refused with 409. Audited.
         */
        put: operations["updateTransportRoute"];
        post?: never;
        /**
         * Delete a route and its stops (admins)
         * @description Refused with 409 while students are assigned to it. Audited.
         */
        delete: operations["deleteTransportRoute"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transport/routes/{routeId}/stops": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Route id. */
                routeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a stop to a route (admins)
         * @description Name, order on the route, the monthly fee in whole rupees and the pickup time (optional). Audited.
         */
        post: operations["createTransportStop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transport/routes/{routeId}/students": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Route id. */
                routeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The students riding a route (printable list, admins)
         * @description Each student with class, section, stop and the primary guardian's mobile, by stop order then name.
         */
        get: operations["listTransportRouteStudents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transport/routes/{routeId}/list/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Route id. */
                routeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A route's list as a printable PDF (English or Urdu, admins)
         * @description The route, vehicle and driver, the stops in order with their pickup times, and each student with class and section, stop and the primary guardian's mobile.
         */
        get: operations["downloadTransportRouteList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transport/stops/{stopId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Stop id. */
                stopId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a stop (admins)
         * @description A changed fee is charged from the next voucher run; vouchers already issued keep theirs. A new pickup time is sent to the guardians of the students riding from the stop. Audited.
         */
        put: operations["updateTransportStop"];
        post?: never;
        /**
         * Delete a stop (admins)
         * @description Refused with 409 while students are assigned to it. Audited.
         */
        delete: operations["deleteTransportStop"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transport/students/{studentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Assign a student to a route's stop (admins)
         * @description Creates or moves the assignment. Refused with 409 naming the route when all its seats are taken (counted under a lock of the route, so two assignments at once cannot overfill it). Audited.
         */
        put: operations["assignTransport"];
        post?: never;
        /**
         * Take a student off transport (admins)
         * @description Idempotent; audited when an assignment was removed. Vouchers already issued keep their transport line.
         */
        delete: operations["unassignTransport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transport/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My route (a student) or each child's (a parent)
         * @description The route, stop, vehicle, driver and the driver's mobile, or null when the child has no transport.
         */
        get: operations["getMyTransport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's staff with their HR record (admins)
         * @description Every teacher and administrator of the school (and anyone with a record), by name, with designation, status and salary totals.
         */
        get: operations["listHrStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr/staff/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff member (user id). */
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A staff member's HR page (admins)
         * @description The record (null before one is saved), the salary structure with its totals, this year's leave balances and the documents.
         */
        get: operations["getHrStaffMember"];
        /**
         * Create or change a staff member's record (admins)
         * @description Designation, department, joining date, employee number and CNIC (each unique in the school, 409), bank details (an account number starting PK must be a valid IBAN, 422) and the basic salary. Audited.
         */
        put: operations["saveHrStaffRecord"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr/staff/{userId}/leaving": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff member (user id). */
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a staff member as left, or back (admins)
         * @description A leaving date marks the record left (not before the joining date, 422); null makes it active again. Audited.
         */
        put: operations["setHrStaffLeaving"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr/staff/{userId}/salary-components": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff member (user id). */
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an allowance or a deduction (admins)
         * @description Needs the staff member's record first (409). Names are unique per staff member (409). Audited.
         */
        post: operations["createSalaryComponent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr/salary-components/{componentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Salary component id. */
                componentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change an allowance or a deduction (admins)
         * @description Audited.
         */
        put: operations["updateSalaryComponent"];
        post?: never;
        /**
         * Remove an allowance or a deduction (admins)
         * @description Audited.
         */
        delete: operations["deleteSalaryComponent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr/staff/{userId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff member (user id). */
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a staff document (admins)
         * @description A PDF, PNG or JPEG (checked by its first bytes, at most 2 MiB; images are re-encoded without metadata). Needs the record first (409). Audited.
         */
        post: operations["uploadStaffDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Staff document id. */
                documentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A staff document's file (base64, admins)
         * @description The stored file.
         */
        get: operations["getStaffDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a staff document (admins)
         * @description Audited.
         */
        delete: operations["deleteStaffDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr/leave-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's leave types (admins)
         * @description Every leave type, archived ones last, with how many days were taken of it.
         */
        get: operations["listLeaveTypes"];
        put?: never;
        /**
         * Add a leave type (admins)
         * @description Names are unique in the school (409). Audited.
         */
        post: operations["createLeaveType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr/leave-types/{leaveTypeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Leave type id. */
                leaveTypeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change or archive a leave type (admins)
         * @description An archived type is no longer offered on the staff register; days already marked keep it. Audited.
         */
        put: operations["updateLeaveType"];
        post?: never;
        /**
         * Delete a leave type, or archive it when used (admins)
         * @description A type no staff day names is deleted; one that is used is archived instead (the answer says which). Audited.
         */
        delete: operations["deleteLeaveType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hr/my-leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My leave balances this year (any staff member)
         * @description Each leave type's allowed days, days taken (staff register days marked leave of that type this calendar year, Pakistan time) and remaining.
         */
        get: operations["getMyLeave"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/diary/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sections and subjects the caller may post to
         * @description Staff. An administrator: every section with its class's subjects. A teacher: the sections
         *     they are class teacher of (every subject of the class) and the subjects they teach in other
         *     sections (subject teachers and the timetable's entries). `today` is Pakistan's date.
         */
        get: operations["getDiaryOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/diary/sections/{sectionId}/days/{day}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The school day (Pakistan's date). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        /**
         * A section's diary for one day
         * @description Administrators any section; a teacher the sections they teach in (class or subject
         *     teacher); a student their own section; a parent their children's sections.
         */
        get: operations["getSectionDiary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/diary/sections/{sectionId}/days/{day}/reads": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The school day (Pakistan's date). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        /**
         * Who has read each of a section's diary posts of one day
         * @description The section's teachers (class, subject or timetable teacher) and administrators; students
         *     and parents 403. For each post of the day: how many of the section's families (its
         *     students this year) have read it, the student or any of their guardians, and who read it
         *     first when. A read is recorded when a student or guardian opens their diary's day.
         */
        get: operations["getDiaryReads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/diary/sections/{sectionId}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post diary or homework for a section and subject
         * @description The section's class teacher, the subject's teacher in the section (subject teachers or
         *     the timetable) or an administrator. The text is 1 to 4,000 characters; the due date, if
         *     any, is on or after the day, within 60 days; the day within 30 days of today. The
         *     attachment (optional) is a PDF, PNG or JPEG by its first bytes (the declared type must
         *     agree), at most 2 MiB. Audited `diary.posted`. With `op_id` (a teacher's device sending a
         *     post it queued offline), a replay of the same id posts nothing again and answers the post
         *     made the first time; an id used for another change is 422.
         */
        post: operations["createDiaryPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/diary/posts/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Diary post id. */
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a diary post
         * @description Its author, or an administrator. Audited `diary.deleted`.
         */
        delete: operations["deleteDiaryPost"];
        options?: never;
        head?: never;
        /**
         * Edit one's own diary post
         * @description Only its author. The same limits as posting; `attachment: null` removes the file, a
         *     missing `attachment` keeps it. Audited `diary.edited`. With `op_id` (an edit queued
         *     offline), a replay of the same id changes nothing and answers the post as it is now.
         */
        patch: operations["updateDiaryPost"];
        trace?: never;
    };
    "/diary/posts/{postId}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Diary post id. */
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A diary post's attachment (base64)
         * @description Whoever may read the section's diary; 404 when the post has no attachment.
         */
        get: operations["getDiaryAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/diary/me/days/{day}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school day (Pakistan's date). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        /**
         * The diary of one day for a student, or for each of a parent's children
         * @description A student: their section's posts; a parent: one group per child (a child not placed in a
         *     section has an empty group with `section_id` null). Staff: 403 (they read by section).
         */
        get: operations["getMyDiary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller has a calendar feed link
         * @description The caller's own iCalendar feed: whether a link exists and since when. The address itself
         *     is never shown again after it was made (only its hash is kept); reset it for a new one.
         *     A user of no school: 403.
         */
        get: operations["getCalendarFeed"];
        put?: never;
        /**
         * Make (or reset) the caller's private calendar feed link
         * @description Answers a new private address once; any earlier address of the caller stops answering at
         *     once. Audited. A user of no school: 403.
         */
        post: operations["resetCalendarFeed"];
        /**
         * Turn the caller's calendar feed off
         * @description The address stops answering (404). Audited. Nothing to turn off is no error.
         */
        delete: operations["revokeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/feeds/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The private token followed by `.ics`. */
                file: string;
            };
            cookie?: never;
        };
        /**
         * The iCalendar feed (public, the token is the credential)
         * @description No sign-in: the unguessable token in the address is the credential. RFC 5545 text with the
         *     user's timetable (weekly lessons for the current term), published datesheet papers,
         *     school holidays and homework due dates, in Asia/Karachi time. An unknown or reset token
         *     answers 404, the same whether it ever existed or not. Rate limited per client address.
         */
        get: operations["getCalendarFeedFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's payroll months, newest first (admins)
         * @description Each month that has been run, draft or approved, with its staff count and totals.
         */
        get: operations["listPayrollRuns"];
        put?: never;
        /**
         * Run (or run again) a month's payroll (admins)
         * @description Computes a payslip for every active staff record: basic plus allowances, less unpaid days,
         *     deductions, income tax and advance instalments. 201 when the month is new; 200 when a
         *     draft month is computed again (its payslips are replaced). 409 when the month is approved.
         *     Audited.
         */
        post: operations["runPayrollMonth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payroll run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** A month's run with every payslip and its lines (admins) */
        get: operations["getPayrollRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/runs/{runId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payroll run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a draft month (admins); final
         * @description The month becomes final and its advance instalments are recovered, once: a second
         *     approval (or two at once) answers 409. Audited.
         */
        post: operations["approvePayrollRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/runs/{runId}/bank-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payroll run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The run's bank transfer sheet, CSV or Excel (admins)
         * @description One row per payslip with a net amount: account title, IBAN or account number, bank, net
         *     amount (PKR) and the transfer reference (`SAL-<month>-<employee number or user id>`).
         */
        get: operations["exportPayrollBankSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/payslips/{payslipId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payslip id. */
                payslipId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One payslip as a PDF, English or Urdu
         * @description The office any payslip; a staff member their own, of an approved month only (else 404).
         */
        get: operations["downloadPayslip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My payslips of approved months (any staff role) */
        get: operations["listMyPayslips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff with a salary record, to pick from (admins) */
        get: operations["listPayrollStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/advances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Salary advances with what is still owed (admins) */
        get: operations["listStaffAdvances"];
        put?: never;
        /**
         * Give a staff member an advance, recovered in instalments (admins)
         * @description The instalment is taken from each approved month's pay until the advance is paid back.
         *     The staff member needs a salary record (404 otherwise). Audited.
         */
        post: operations["createStaffAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payroll/tax-slabs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The school's income tax slabs (admins)
         * @description The slabs the runs use. `is_default` when the school has saved none: the salaried slabs
         *     of tax year 2025-26 (Finance Act 2025) are used.
         */
        get: operations["getIncomeTaxSlabs"];
        /**
         * Replace the school's income tax slabs (admins)
         * @description The first slab starts at 0, each next one where the one before ends, only the last one
         *     open-ended. Draft months computed earlier keep their tax until run again. Audited.
         */
        put: operations["saveIncomeTaxSlabs"];
        post?: never;
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
        /** Format: int32 */
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
        /** @description An e-mail address, or a Pakistani mobile number (03001234567, +92 300 1234567). */
        SignInName: string;
        /** @description A Pakistani mobile number as typed (0300-1234567, +92 300 1234567); stored as +923001234567. */
        SignInMobile: string;
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
        /**
         * Format: int32
         * @default 0
         */
        DefaultZero: number;
        /**
         * @default student
         * @enum {string}
         */
        NewUserRole: "student" | "teacher" | "admin";
        /**
         * Format: int32
         * @default 1
         */
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
        /**
         * Format: int32
         * @default 60
         */
        NewPassingScore: number;
        /**
         * Format: int32
         * @default 1
         */
        NewQuestionPoints: number;
        /**
         * Format: int32
         * @default 0
         */
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
            email: components["schemas"]["SignInName"];
            password: string;
            /** @description Long-lived refresh token when true; session-length otherwise. */
            remember_me?: components["schemas"]["DefaultFalse"];
        };
        Tokens: {
            access_token: string;
            refresh_token: string;
            /** @enum {string} */
            token_type: "bearer";
            /**
             * Format: int32
             * @description Lifetime of the access token in seconds.
             */
            expires_in: number;
        };
        RegisterRequest: {
            email: components["schemas"]["Email"];
            username: components["schemas"]["Username"];
            password: components["schemas"]["Password"];
            first_name: components["schemas"]["PersonName"];
            last_name: components["schemas"]["PersonName"];
            phone?: components["schemas"]["Phone"];
            /**
             * Format: int32
             * @description The existing organisation to join; null when requesting a new one.
             */
            tenant_id?: number | null;
            /** @description The new organisation to request; null when joining an existing one. */
            organization_name?: string | null;
            /**
             * @description The terms and privacy policy must be accepted.
             * @constant
             */
            accept_terms: true;
            /** @description The school's join code, when the school admits by code (else ignored). */
            join_code?: components["schemas"]["JoinCode"];
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
            /** @description An e-mail address (a link is e-mailed) or a mobile number (a code is sent by SMS). */
            email: components["schemas"]["SignInName"];
        };
        ResetPasswordCodeRequest: {
            mobile: components["schemas"]["SignInMobile"];
            /** @description The 6-digit code from the SMS (Urdu or Arabic-Indic digits accepted). */
            code: string;
            password: components["schemas"]["Password"];
        };
        ResetPasswordRequest: {
            token: string;
            password: components["schemas"]["Password"];
        };
        TenantSummary: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description How the organisation admits people (always given by `GET /tenants/list`). */
            registration_mode?: components["schemas"]["RegistrationMode"];
        };
        TenantSummaryList: {
            items: components["schemas"]["TenantSummary"][];
            /** Format: int32 */
            total: number;
        };
        User: {
            id: components["schemas"]["Id"];
            /** @description Null for a parent who signs in by mobile number only. */
            email: string | null;
            /** @description The mobile number (E.164) this user may sign in with, if any. */
            mobile?: string | null;
            username: string;
            first_name: string;
            last_name: string;
            phone: string | null;
            is_active: boolean;
            is_tenant_admin: boolean;
            is_superuser: boolean;
            user_role: components["schemas"]["UserRole"];
            /**
             * Format: int32
             * @description Null while a requested organisation is under review.
             */
            tenant_id: number | null;
            tenant_name: string | null;
            /** @description The organisation a pending user requested at registration. */
            organization_name: string | null;
            created_at: components["schemas"]["Timestamp"];
            /** @description The language of the user's e-mails and messages (always sent by the service). Follows the language the user registers and signs in with until they choose it in their profile (docs/i18n.md). */
            preferred_language?: components["schemas"]["PreferredLanguage"];
        };
        UserList: {
            items: components["schemas"]["User"][];
            /** Format: int32 */
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
            /** @description Language for e-mails and messages. Once set here it is the user's choice: signing in in another language no longer changes it. */
            preferred_language?: components["schemas"]["PreferredLanguage"];
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
            /** Format: int32 */
            total_users: number;
            /** Format: int32 */
            active_users: number;
            /** Format: int32 */
            inactive_users: number;
            /** Format: int32 */
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
        /** Format: int32 */
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
            /**
             * Format: int32
             * @description The user who created the course (null for catalogue courses seeded without an author).
             */
            created_by: number | null;
            created_at: components["schemas"]["Timestamp"];
        };
        CourseList: {
            items: components["schemas"]["Course"][];
            /** Format: int32 */
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
            /**
             * @description A confirmed online payment of this enrolment: the admin approves it
             *     knowing it is paid. Null when there is none (absent on answers that do not list it).
             */
            paid_online?: null | {
                /**
                 * Format: int64
                 * @description Whole rupees.
                 */
                amount: number;
                provider: components["schemas"]["OnlineProviderId"];
            };
        };
        EnrollmentList: {
            items: components["schemas"]["Enrollment"][];
            /** Format: int32 */
            total: number;
        };
        EnrollmentCounts: {
            /** Format: int32 */
            all: number;
            /** Format: int32 */
            pending: number;
            /** Format: int64 */
            paid: number;
            /** Format: int32 */
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
        /** Format: int32 */
        OrderIndex: number;
        /** Format: int32 */
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
            /**
             * Format: int32
             * @description The quiz a lesson of type quiz opens (a quiz of the same course).
             */
            assessment_id?: number | null;
        };
        LessonList: {
            items: components["schemas"]["Lesson"][];
            /** Format: int32 */
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
            /**
             * Format: int32
             * @description For a lesson of type quiz, the quiz of the same course it opens (else 422).
             */
            assessment_id?: number | null;
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
            /**
             * Format: int32
             * @description For a lesson of type quiz, the quiz of the same course it opens (else 422).
             */
            assessment_id?: number | null;
        };
        LessonReorder: {
            lesson_ids: components["schemas"]["Id"][];
        };
        LessonProgressUpdate: {
            completed?: boolean;
            /**
             * Format: int32
             * @description Seconds spent since the last report; added to the stored total.
             */
            time_spent_seconds?: number;
            progress_percentage?: number;
        };
        LessonProgress: {
            lesson_id: components["schemas"]["Id"];
            user_id: components["schemas"]["Id"];
            completed: boolean;
            /** Format: int32 */
            time_spent_seconds: number;
            progress_percentage: number;
            completed_at: components["schemas"]["Timestamp"] | null;
            /** @description When the record last changed; null before any progress (not started). */
            updated_at: components["schemas"]["Timestamp"] | null;
        };
        CourseProgress: {
            course_id: components["schemas"]["Id"];
            /** Format: int32 */
            total_lessons: number;
            /** Format: int32 */
            required_lessons: number;
            /** Format: int32 */
            completed_lessons: number;
            /** Format: int32 */
            completed_required_lessons: number;
            percentage: number;
            completed_lesson_ids: components["schemas"]["Id"][];
        };
        /** @enum {string} */
        AssessmentType: "quiz" | "exam" | "assignment";
        /** @enum {string} */
        QuestionType: "multiple_choice" | "true_false" | "short_answer" | "essay";
        /**
         * Format: int32
         * @description Percent of total points needed to pass.
         */
        PassingScore: number;
        /**
         * Format: int32
         * @description Minutes; null for no limit.
         */
        TimeLimit: number | null;
        /** @description Choices of a multiple-choice question, keyed by capital letter (A, B, C...). */
        QuestionOptions: {
            [key: string]: string;
        };
        QuestionHints: string[];
        /** Format: int32 */
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
        /** @description A bank question's tag (trimmed and lower-cased by the service). */
        BankTag: string;
        BankTags: components["schemas"]["BankTag"][];
        BankQuestion: {
            id: components["schemas"]["Id"];
            course_id: components["schemas"]["Id"];
            question_text: string;
            question_type: components["schemas"]["QuestionType"];
            options: components["schemas"]["QuestionOptions"];
            points: components["schemas"]["QuestionPoints"];
            hints: components["schemas"]["QuestionHints"];
            correct_answer: components["schemas"]["CorrectAnswer"];
            accepted_answers: components["schemas"]["AcceptedAnswers"];
            tags: components["schemas"]["BankTags"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        BankQuestionCreate: {
            question_text: string;
            question_type: components["schemas"]["QuestionType"];
            options?: components["schemas"]["QuestionOptions"];
            points?: components["schemas"]["NewQuestionPoints"];
            hints?: components["schemas"]["QuestionHints"];
            correct_answer?: components["schemas"]["CorrectAnswer"];
            accepted_answers?: components["schemas"]["AcceptedAnswers"];
            tags?: components["schemas"]["BankTags"];
        };
        BankQuestionUpdate: {
            question_text?: string;
            question_type?: components["schemas"]["QuestionType"];
            options?: components["schemas"]["QuestionOptions"];
            points?: components["schemas"]["QuestionPoints"];
            hints?: components["schemas"]["QuestionHints"];
            correct_answer?: components["schemas"]["CorrectAnswer"];
            accepted_answers?: components["schemas"]["AcceptedAnswers"];
            tags?: components["schemas"]["BankTags"];
        };
        /**
         * @description Moodle's GIFT or Aiken text format, or IMS QTI 2.1 XML.
         * @enum {string}
         */
        QuestionFileFormat: "gift" | "aiken" | "qti";
        BankImportRequest: {
            format: components["schemas"]["QuestionFileFormat"];
            /** @description The file's text (UTF-8); at most 1 MiB once encoded. */
            text: string;
            /** @description Added to every imported question (with the file's own tags). */
            tags?: components["schemas"]["BankTags"];
        };
        /** @enum {string} */
        BankImportProblemCode: "syntax" | "unsupported_type" | "partial_credit" | "no_correct" | "too_many_correct" | "too_few_options" | "too_many_options" | "too_long" | "missing_answer" | "unknown_answer" | "doctype" | "too_many_questions" | "empty" | "invalid";
        BankImportProblem: {
            /**
             * Format: int32
             * @description The file's line (1-based).
             */
            line: number;
            code: components["schemas"]["BankImportProblemCode"];
            /** @description The problem in English. */
            message: string;
        };
        BankImportQuestion: {
            /** Format: int32 */
            line: number;
            question_text: string;
            question_type: components["schemas"]["QuestionType"];
            options: components["schemas"]["QuestionOptions"];
            points: components["schemas"]["QuestionPoints"];
            correct_answer: components["schemas"]["CorrectAnswer"];
            accepted_answers: components["schemas"]["AcceptedAnswers"];
            tags: components["schemas"]["BankTags"];
        };
        BankImportPreview: {
            format: components["schemas"]["QuestionFileFormat"];
            questions: components["schemas"]["BankImportQuestion"][];
            problems: components["schemas"]["BankImportProblem"][];
        };
        BankImportResult: {
            /** Format: int32 */
            created: number;
            by_type: {
                /** Format: int32 */
                multiple_choice: number;
                /** Format: int32 */
                true_false: number;
                /** Format: int32 */
                short_answer: number;
                /** Format: int32 */
                essay: number;
            };
        };
        BankTagCount: {
            tag: components["schemas"]["BankTag"];
            /** Format: int32 */
            count: number;
        };
        BankQuestionList: {
            items: components["schemas"]["BankQuestion"][];
            /** Format: int32 */
            total: number;
            /** @description Every tag of the course's bank with its number of questions, by tag. */
            tags: components["schemas"]["BankTagCount"][];
        };
        RandomDraw: {
            tag: components["schemas"]["BankTag"];
            /** Format: int32 */
            count: number;
        };
        /**
         * @description "Draw `count` random questions tagged `tag` from the course's bank" for each attempt,
         *     after the quiz's own questions. Refused (422) when the bank holds fewer.
         */
        RandomDraws: components["schemas"]["RandomDraw"][];
        AssessmentSummary: {
            id: components["schemas"]["Id"];
            course_id: components["schemas"]["Id"];
            title: string;
            description: string | null;
            assessment_type: components["schemas"]["AssessmentType"];
            /**
             * Format: int32
             * @description Always the sum of the questions' points.
             */
            readonly total_points: number;
            passing_score: components["schemas"]["PassingScore"];
            time_limit_minutes: components["schemas"]["TimeLimit"];
            is_published: boolean;
            /** Format: int32 */
            question_count: number;
            created_at: components["schemas"]["Timestamp"];
            /** @description Always sent (optional in the schema so earlier fixtures stay valid). */
            max_attempts?: components["schemas"]["MaxAttempts"];
            attempts_policy?: components["schemas"]["AttemptsPolicy"];
            /** @description Learners see which answers were right and the correct answers after submitting. Always sent. */
            review_after_submit?: boolean;
            /** @description Always sent (question banks). */
            random_draws?: components["schemas"]["RandomDraws"];
            /** @description Each attempt shows the questions in its own random order. Always sent. */
            shuffle_questions?: boolean;
            /** @description Each attempt shows a multiple-choice question's options in its own random order. Always sent. */
            shuffle_options?: boolean;
            /** @description The signed-in learner's state in this quiz (learners only, in the course's quiz list). */
            my_state?: components["schemas"]["QuizState"];
        };
        AssessmentSummaryList: {
            items: components["schemas"]["AssessmentSummary"][];
            /** Format: int32 */
            total: number;
        };
        /** @description The learner's view; questions carry no answers. */
        Assessment: components["schemas"]["AssessmentSummary"] & {
            questions: components["schemas"]["Question"][];
            /**
             * @description A learner's attempt of a timed quiz, or of a quiz that draws or shuffles its
             *     questions, started by this very view (or the one already open); `questions`
             *     are then that attempt's own. Absent for staff and for other quizzes.
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
            max_attempts?: components["schemas"]["MaxAttempts"];
            attempts_policy?: components["schemas"]["AttemptsPolicy"];
            review_after_submit?: boolean;
            random_draws?: components["schemas"]["RandomDraws"];
            shuffle_questions?: boolean;
            shuffle_options?: boolean;
            is_published?: components["schemas"]["DefaultFalse"];
            questions?: components["schemas"]["QuestionCreate"][];
        };
        AssessmentUpdate: {
            title?: string;
            description?: string | null;
            assessment_type?: components["schemas"]["AssessmentType"];
            passing_score?: components["schemas"]["PassingScore"];
            time_limit_minutes?: components["schemas"]["TimeLimit"];
            max_attempts?: components["schemas"]["MaxAttempts"];
            attempts_policy?: components["schemas"]["AttemptsPolicy"];
            review_after_submit?: boolean;
            random_draws?: components["schemas"]["RandomDraws"];
            shuffle_questions?: boolean;
            shuffle_options?: boolean;
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
            /** Format: int32 */
            points_awarded: number;
            /** Format: int32 */
            max_points: number;
            /** @description Null while the answer awaits manual grading. */
            is_correct: boolean | null;
            feedback: string | null;
        };
        Submission: {
            id: components["schemas"]["Id"];
            assessment_id: components["schemas"]["Id"];
            /** Format: int32 */
            attempt_id: number | null;
            user_id: components["schemas"]["Id"];
            user: components["schemas"]["UserSummary"];
            answers: components["schemas"]["Answers"];
            /** Format: int32 */
            score: number;
            /** Format: int32 */
            max_score: number;
            percentage: number;
            passed: boolean;
            grading_pending: boolean;
            feedback: string | null;
            results: components["schemas"]["QuestionResult"][];
            submitted_at: components["schemas"]["Timestamp"];
            graded_at: components["schemas"]["Timestamp"] | null;
            /** Format: int32 */
            time_taken_minutes: number;
            /**
             * @description Staff only (the submissions list and grading): the attempt's own questions with their
             *     answers, in the order the learner saw them (drawn and shuffled questions included).
             */
            questions?: components["schemas"]["QuestionAdmin"][];
        };
        SubmissionList: {
            items: components["schemas"]["Submission"][];
            /** Format: int32 */
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
        /**
         * @description Which attempt counts for the grade and completion.
         * @enum {string}
         */
        AttemptsPolicy: "best" | "last";
        /**
         * Format: int32
         * @description Attempts a learner may start; null is unlimited. Defaults to 1 for a timed quiz, unlimited otherwise.
         */
        MaxAttempts: number | null;
        AttemptScore: {
            attempt_id: components["schemas"]["Id"];
            /** Format: int32 */
            score: number;
            /** Format: int32 */
            max_score: number;
            percentage: number;
            passed: boolean;
            /** @description The teacher's overall feedback on that attempt (always sent in a quiz state). */
            feedback?: string | null;
        };
        /** @description Where a learner stands with one quiz. */
        QuizState: {
            /**
             * @description in_progress: an attempt is open (its clock in `open_attempt`); awaiting_grading: the
             *     latest submission waits for the teacher; graded: `counted` holds the result.
             * @enum {string}
             */
            status: "not_started" | "in_progress" | "awaiting_grading" | "graded";
            /** Format: int32 */
            attempts_used: number;
            /**
             * Format: int32
             * @description Null when unlimited.
             */
            attempts_left: number | null;
            open_attempt: components["schemas"]["Attempt"] | null;
            /** @description The graded attempt that counts (best or last); null before any is graded. */
            counted: components["schemas"]["AttemptScore"] | null;
        };
        AttemptSummary: {
            id: components["schemas"]["Id"];
            /**
             * Format: int32
             * @description 1 for the learner's first attempt.
             */
            number: number;
            /** @enum {string} */
            status: "open" | "submitted" | "expired";
            started_at: components["schemas"]["Timestamp"];
            expires_at: components["schemas"]["Timestamp"] | null;
            submitted_at: components["schemas"]["Timestamp"] | null;
            grading_pending: boolean;
            /** Format: int32 */
            score: number | null;
            /** Format: int32 */
            max_score: number | null;
            percentage: number | null;
            passed: boolean | null;
            /** @description This is the attempt that counts. */
            counts: boolean;
        };
        MyAttempts: {
            quiz: {
                id: components["schemas"]["Id"];
                course_id: components["schemas"]["Id"];
                title: string;
                passing_score: components["schemas"]["PassingScore"];
                attempts_policy: components["schemas"]["AttemptsPolicy"];
                max_attempts: components["schemas"]["MaxAttempts"];
                time_limit_minutes: components["schemas"]["TimeLimit"];
            };
            state: components["schemas"]["QuizState"];
            items: components["schemas"]["AttemptSummary"][];
        };
        AttemptQuestionResult: {
            question_id: components["schemas"]["Id"];
            question_text: string;
            question_type: components["schemas"]["QuestionType"];
            options: {
                [key: string]: string;
            };
            /** @description What the learner answered; null when left blank. */
            answer: string | null;
            /** Format: int32 */
            points_awarded: number;
            /** Format: int32 */
            max_points: number;
            /** @description Null while awaiting grading, or when the quiz does not allow review. */
            is_correct: boolean | null;
            /** @description Only when review after submission is allowed (or for staff). */
            correct_answer: string | null;
            feedback: string | null;
            needs_review: boolean;
        };
        AttemptResult: {
            attempt: components["schemas"]["AttemptSummary"];
            assessment: {
                id: components["schemas"]["Id"];
                course_id: components["schemas"]["Id"];
                title: string;
                passing_score: components["schemas"]["PassingScore"];
                attempts_policy: components["schemas"]["AttemptsPolicy"];
            };
            /** Format: int32 */
            submission_id: number | null;
            /** @description The teacher's overall feedback. */
            feedback: string | null;
            graded_at: components["schemas"]["Timestamp"] | null;
            review_allowed: boolean;
            questions: components["schemas"]["AttemptQuestionResult"][];
        };
        Certificate: {
            id: components["schemas"]["Id"];
            number: string;
            code: string;
            course_id: components["schemas"]["Id"];
            course_title: string;
            recipient_name: string;
            school_name: string;
            issued_at: components["schemas"]["Timestamp"];
        };
        CertificateList: {
            items: components["schemas"]["Certificate"][];
            /** Format: int32 */
            total: number;
        };
        /**
         * @description Only what the certificate itself shows. `kind` says which certificate it is: a course
         *     certificate (with its course) or a school's leaving or character certificate,
         *     and `status` whether the school has revoked it.
         */
        CertificateVerification: {
            /** @enum {string} */
            kind: "course" | "leaving" | "character" | "student_id_card";
            /**
             * @description Certificates: `valid` or `revoked`; a student ID card: `active` while the student is at the school, else `left`.
             * @enum {string}
             */
            status: "valid" | "revoked" | "active" | "left";
            number: string;
            recipient_name: string;
            /** @description Course certificates only. */
            course_title?: string;
            /** @description Student ID cards only, the class and section. */
            class_name?: string;
            school_name: string;
            issued_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description `leaving`: school leaving certificate; `character`: character certificate.
         * @enum {string}
         */
        SchoolCertificateKind: "leaving" | "character";
        SchoolCertificateIssue: {
            kind: components["schemas"]["SchoolCertificateKind"];
            /** @description Leaving certificates (required there); not after today. */
            leaving_date?: components["schemas"]["SchoolDate"];
            /** @description Why the student leaves (leaving certificates, required there). */
            reason?: string;
            /** @description The school's remarks on conduct (character certificates, required there). */
            remarks?: string;
        };
        SchoolCertificateRevoke: {
            /** @description Why it is revoked (optional). */
            reason?: string;
        };
        SchoolCertificate: {
            id: components["schemas"]["Id"];
            student_id: components["schemas"]["Id"];
            kind: components["schemas"]["SchoolCertificateKind"];
            number: string;
            code: string;
            student_name: string;
            admission_no: string;
            school_name: string;
            issued_on: components["schemas"]["SchoolDate"];
            leaving_date: components["schemas"]["SchoolDate"] | null;
            reason: string | null;
            remarks: string | null;
            /** @enum {string} */
            status: "valid" | "revoked";
            revoked_at: components["schemas"]["Timestamp"] | null;
            revoke_reason: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        SchoolCertificateList: {
            items: components["schemas"]["SchoolCertificate"][];
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
            /** Format: int32 */
            total: number;
        };
        ModuleCategoryCount: {
            category: components["schemas"]["ModuleCategory"];
            /** Format: int32 */
            count: number;
        };
        ModuleCategoryList: {
            items: components["schemas"]["ModuleCategoryCount"][];
            /** Format: int32 */
            total: number;
        };
        ModuleAccess: {
            module_id: components["schemas"]["Id"];
            module_slug: string;
            module_name: string;
            /** @description The add-on's price in USD per month (what enabling it adds when `is_addon`). */
            monthly_price: number;
            /** @description Core modules always; modules included in the tenant's plan always; other modules when switched on and not past `expires_at`. A "Coming soon" module never. */
            is_enabled: boolean;
            is_core: boolean;
            /** @description Neither core nor included in the tenant's plan, so billed on top of it. */
            is_addon: boolean;
            /** @description Included in the tenant's plan at no extra cost (not core), so always on. */
            is_included: boolean;
            /** @description The module's screens do not exist yet (@watni/policy MODULES_WITH_SCREENS): it is off and cannot be enabled (409). */
            coming_soon: boolean;
            expires_at: components["schemas"]["Timestamp"] | null;
        };
        ModuleAccessList: {
            items: components["schemas"]["ModuleAccess"][];
            /** Format: int32 */
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
            /**
             * Format: int32
             * @description Null means unlimited.
             */
            max_students: number | null;
            /**
             * Format: int32
             * @description Null means unlimited.
             */
            max_teachers: number | null;
            /**
             * Format: int32
             * @description Null means unlimited.
             */
            max_storage_gb: number | null;
            /** Format: int32 */
            trial_days: number;
            is_featured: boolean;
            highlight_text: string | null;
            is_custom: boolean;
            features: string[];
        };
        PlanList: {
            items: components["schemas"]["Plan"][];
            /** Format: int32 */
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
            /** Format: int32 */
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
            /**
             * Format: int32
             * @description Enabled modules billed on top of the plan (`is_addon` in the access list).
             */
            addon_modules_count: number;
            current_period_end: components["schemas"]["Timestamp"] | null;
            trial_ends_at: components["schemas"]["Timestamp"] | null;
            usage: components["schemas"]["SubscriptionUsage"];
            /** @description The enabled add-ons billed on top of the plan, with their monthly prices. */
            addons: components["schemas"]["BilledAddon"][];
            /** @description USD per month: the plan's price plus the enabled add-ons'. Null for a custom-priced plan (Enterprise) or no plan. */
            monthly_total: number | null;
        };
        SubscriptionUsage: {
            /**
             * Format: int32
             * @description Active student records plus active student accounts not linked to a record (a child with both counts once).
             */
            students: number;
            /**
             * Format: int32
             * @description Active teacher accounts.
             */
            teachers: number;
            /**
             * Format: int64
             * @description What the organisation stores with Watni: lesson content, quiz questions and students' answers, in bytes (no files are uploaded today).
             */
            storage_bytes: number;
        };
        BilledAddon: {
            module_id: components["schemas"]["Id"];
            slug: string;
            name: string;
            monthly_price: number;
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
        /**
         * Format: int32
         * @description Courses a teacher may create; 0 means unlimited.
         */
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
            registration_mode: components["schemas"]["RegistrationMode"];
            /** @description The school's join code; shown to admins only (null for everyone else). */
            join_code: components["schemas"]["JoinCode"];
        };
        TenantSettingsUpdate: {
            teachers_can_create_courses?: boolean;
            teachers_can_delete_courses?: boolean;
            teachers_can_manage_enrollments?: boolean;
            teacher_course_limit?: components["schemas"]["TeacherCourseLimit"];
            registration_mode?: components["schemas"]["RegistrationMode"];
        };
        /** @enum {string} */
        OrganisationStatus: "active" | "suspended";
        /**
         * @description How people join the school by self-registration: `open` (the spec's behaviour),
         *     `approval` (the account waits for a tenant admin) or `join_code` (the school's code is
         *     asked).
         * @enum {string}
         */
        RegistrationMode: "open" | "approval" | "join_code";
        Organisation: {
            id: components["schemas"]["Id"];
            name: string;
            slug: string;
            /** @enum {string} */
            tenant_type: "school" | "academy" | "training_center";
            subscription_plan: string | null;
            /** @enum {string} */
            subscription_status: "trial" | "active" | "none";
            status: components["schemas"]["OrganisationStatus"];
            /** Format: int32 */
            users_count: number;
            created_at: components["schemas"]["Timestamp"];
            suspended_at: components["schemas"]["Timestamp"] | null;
            suspension_reason: string | null;
            /** @description The platform's own organisation (Watni), which cannot be suspended. */
            is_platform: boolean;
        };
        OrganisationList: {
            items: components["schemas"]["Organisation"][];
            /** Format: int32 */
            total: number;
        };
        SuspendRequest: {
            /** @description Why; trimmed, blank answers 422. Kept with the organisation and audited. */
            reason: string;
        };
        ReactivateRequest: {
            reason?: string | null;
        };
        RejectRegistrationRequest: {
            /** @description Optional; e-mailed to the applicant when given. */
            reason?: string | null;
        };
        Applicant: {
            id: components["schemas"]["Id"];
            first_name: string;
            last_name: string;
            email: string;
            username: string;
            phone: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        ApplicantList: {
            items: components["schemas"]["Applicant"][];
            /** Format: int32 */
            total: number;
        };
        /** @description The school's join code, compared case-insensitively (spaces and dashes ignored). */
        JoinCode: string | null;
        DashboardSummary: {
            /** Format: int32 */
            courses_enrolled: number;
            /** Format: int32 */
            certifications: number;
            average_progress: number;
            /** Format: int32 */
            courses_created: number;
            /** @description The tenant's headline figures, for admins only; null otherwise. */
            tenant: components["schemas"]["TenantFigures"] | null;
        };
        TenantFigures: {
            /** Format: int32 */
            users: number;
            /** Format: int32 */
            courses: number;
            /** Format: int32 */
            pending_enrollments: number;
        };
        Dashboard: {
            /** @enum {string} */
            kind: "student" | "teaching" | "tenant_admin" | "platform" | "parent";
            /** @description True on the caller's first sign-in (no earlier sign-in recorded). */
            first_sign_in: boolean;
            summary: components["schemas"]["DashboardSummary"];
            student: components["schemas"]["StudentDashboard"] | null;
            teaching: components["schemas"]["TeachingDashboard"] | null;
            tenant_admin: components["schemas"]["TenantAdminDashboard"] | null;
            platform: components["schemas"]["PlatformDashboard"] | null;
        };
        StudentDashboard: {
            courses: components["schemas"]["MyCourse"][];
            /** Format: int32 */
            courses_total: number;
            upcoming_quizzes: components["schemas"]["UpcomingQuiz"][];
            /** Format: int32 */
            upcoming_total: number;
            recent_results: components["schemas"]["RecentResult"][];
        };
        MyCourse: {
            course_id: components["schemas"]["Id"];
            title: string;
            /** Format: int32 */
            total_lessons: number;
            /** Format: int32 */
            completed_lessons: number;
            progress: number;
            /**
             * Format: int32
             * @description The first published lesson not completed, in course order; null when all are (or none exist).
             */
            next_lesson_id: number | null;
            completed: boolean;
        };
        UpcomingQuiz: {
            assessment_id: components["schemas"]["Id"];
            title: string;
            course_id: components["schemas"]["Id"];
            course_title: string;
            /** Format: int32 */
            time_limit_minutes: number | null;
            /** Format: int32 */
            question_count: number;
        };
        RecentResult: {
            submission_id: components["schemas"]["Id"];
            /** Format: int32 */
            attempt_id: number | null;
            assessment_id: components["schemas"]["Id"];
            title: string;
            course_title: string;
            submitted_at: components["schemas"]["Timestamp"];
            /** @enum {string} */
            status: "awaiting_grading" | "graded";
            /** Format: int32 */
            score: number;
            /** Format: int32 */
            max_score: number;
            percentage: number;
            passed: boolean;
        };
        TeachingDashboard: {
            /**
             * @description The teacher's school day (Pakistan date): today's timetabled periods and the sections
             *     whose register they keep. Null when neither the timetable nor the attendance module is on.
             */
            my_day: components["schemas"]["TeacherDay"] | null;
            courses: components["schemas"]["TaughtCourse"][];
            /** Format: int32 */
            courses_total: number;
            /** Format: int32 */
            to_grade: number;
            /**
             * Format: int32
             * @description Pending enrolments of own courses; null when the tenant does not let teachers manage enrolments.
             */
            pending_enrollments: number | null;
        };
        TaughtCourse: {
            id: components["schemas"]["Id"];
            title: string;
            is_published: boolean;
            /** Format: int32 */
            enrolled: number;
            /** Format: int32 */
            pending: number;
        };
        TenantAdminDashboard: {
            /**
             * @description Today's work of the school office (Pakistan date): fees collected, defaulters and
             *     attendance. Null when neither the fee nor the attendance module is on.
             */
            school_office: components["schemas"]["SchoolOfficeDay"] | null;
            /** Format: int32 */
            pending_enrollments: number;
            /** Format: int32 */
            to_grade: number;
            /** @description Active users by role. */
            users: {
                /** Format: int32 */
                students: number;
                /** Format: int32 */
                teachers: number;
                /**
                 * Format: int32
                 * @description user_role admin without the tenant-admin flag
                 */
                staff: number;
                /** Format: int32 */
                parents: number;
                /**
                 * Format: int32
                 * @description Tenant admins.
                 */
                admins: number;
                /** Format: int32 */
                inactive: number;
            };
            modules: {
                /** Format: int32 */
                enabled: number;
                /** Format: int32 */
                total: number;
                names: string[];
            };
            plan: components["schemas"]["PlanUsage"];
        };
        PlanUsage: {
            name: string | null;
            /** @enum {string} */
            status: "trial" | "active" | "none";
            /** Format: int32 */
            students: number;
            /**
             * Format: int32
             * @description null when the plan sets no limit.
             */
            max_students: number | null;
            /** Format: int32 */
            teachers: number;
            /** Format: int32 */
            max_teachers: number | null;
        };
        SchoolOfficeDay: {
            day: components["schemas"]["AttendanceDay"];
            /** @description Null when the fee module is off. */
            fees: components["schemas"]["SchoolOfficeFees"] | null;
            /** @description Null when the attendance module is off. */
            attendance: components["schemas"]["SchoolOfficeAttendance"] | null;
        };
        SchoolOfficeFees: {
            /**
             * Format: int32
             * @description PKR of the payments recorded for today (refunded ones left out).
             */
            collected_today: number;
            /** Format: int32 */
            payments_today: number;
            /**
             * Format: int32
             * @description Vouchers past their due date with a balance (the count of `/fees/defaulters`).
             */
            defaulters: number;
            /**
             * Format: int32
             * @description PKR owed on those vouchers (the `total_overdue` of `/fees/defaulters`).
             */
            overdue_total: number;
        };
        SchoolOfficeAttendance: {
            is_school_day: boolean;
            /** Format: int32 */
            sections: number;
            /**
             * Format: int32
             * @description Sections whose register for today is saved.
             */
            marked: number;
            /** Format: int32 */
            students: number;
            /** Format: int32 */
            present: number;
            /** Format: int32 */
            absent: number;
            /** Format: int32 */
            late: number;
            /** Format: int32 */
            leave: number;
        };
        TeacherDay: {
            day: components["schemas"]["AttendanceDay"];
            is_school_day: boolean;
            /** @description Today's periods the teacher teaches, in bell order (empty when the timetable module is off). */
            periods: components["schemas"]["TeacherDayPeriod"][];
            /** @description The sections whose class teacher the caller is, with today's register state (empty when the attendance module is off). */
            registers: components["schemas"]["TeacherDayRegister"][];
        };
        TeacherDayPeriod: {
            number: components["schemas"]["PeriodNumber"];
            starts_at: components["schemas"]["ClockTime"];
            ends_at: components["schemas"]["ClockTime"];
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            subject_name: string;
            room: string | null;
            /** @description Whether the section's register for today is saved. */
            register_saved: boolean;
        };
        TeacherDayRegister: {
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            /** Format: int32 */
            students: number;
            saved: boolean;
        };
        PlatformDashboard: {
            /** Format: int32 */
            organisations: number;
            /** Format: int32 */
            active: number;
            /** Format: int32 */
            inactive: number;
            by_status: {
                /** Format: int32 */
                trial: number;
                /** Format: int32 */
                active: number;
                /** Format: int32 */
                none: number;
            };
            /** Format: int32 */
            pending_requests: number;
        };
        GradingQueueItem: {
            submission_id: components["schemas"]["Id"];
            assessment_id: components["schemas"]["Id"];
            assessment_title: string;
            course_id: components["schemas"]["Id"];
            course_title: string;
            student: {
                id: components["schemas"]["Id"];
                first_name: string;
                last_name: string;
            };
            submitted_at: components["schemas"]["Timestamp"];
        };
        GradingQueue: {
            items: components["schemas"]["GradingQueueItem"][];
            /** Format: int32 */
            total: number;
        };
        GradingQueueCount: {
            /** Format: int32 */
            count: number;
        };
        EnrollmentStateList: {
            items: {
                course_id: components["schemas"]["Id"];
                /** @enum {string} */
                state: "enrolled" | "pending" | "rejected" | "dropped";
            }[];
        };
        AuditEntry: {
            id: components["schemas"]["Id"];
            /** Format: int32 */
            tenant_id: number | null;
            /** Format: int32 */
            actor_id: number | null;
            actor_email: string | null;
            action: string;
            entity_type: string;
            /** Format: int32 */
            entity_id: number | null;
            /** @description What changed (field to new value, or before/after pairs). */
            changes: {
                [key: string]: unknown;
            };
            created_at: components["schemas"]["Timestamp"];
        };
        AuditEntryList: {
            items: components["schemas"]["AuditEntry"][];
            /** Format: int32 */
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
            /** Format: int32 */
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
        /** Format: int32 */
        ClassOrder: number;
        Section: {
            id: components["schemas"]["Id"];
            class_id: components["schemas"]["Id"];
            name: string;
            class_teacher: components["schemas"]["PersonRef"] | null;
            room: string | null;
            /** Format: int32 */
            capacity: number | null;
            /**
             * Format: int32
             * @description Students placed in the section in the current year.
             */
            student_count: number;
        };
        SectionName: string;
        SectionCreate: {
            name: components["schemas"]["SectionName"];
            /** Format: int32 */
            class_teacher_id?: number | null;
            room?: string | null;
            /** Format: int32 */
            capacity?: number | null;
        };
        SectionUpdate: {
            name?: components["schemas"]["SectionName"];
            /** Format: int32 */
            class_teacher_id?: number | null;
            room?: string | null;
            /** Format: int32 */
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
            /** Format: int32 */
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
            /** Format: int32 */
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
            /** Format: int32 */
            promoted: number;
            /** Format: int32 */
            repeated: number;
            /** Format: int32 */
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
        /** Format: int32 */
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
            /** @description Agreed to receive SMS from the school. */
            sms_consent: boolean;
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
            sms_consent?: boolean;
        };
        GuardianUpdate: {
            name?: string;
            relation?: components["schemas"]["GuardianRelation"];
            cnic?: components["schemas"]["Cnic"];
            mobile?: components["schemas"]["MobileInput"];
            email?: components["schemas"]["Email"] | null;
            preferred_language?: components["schemas"]["PreferredLanguage"];
            whatsapp_consent?: boolean;
            sms_consent?: boolean;
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
            /** Format: int32 */
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
            /** Format: int32 */
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
            /** Format: int32 */
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
            /**
             * @description The field of each of the sheet's columns, in order (as the preview's `columns` lists
             *     them); `field: null` ignores the column. Without it the school's remembered mapping,
             *     else the suggestions, apply. Given to the import, it is remembered for the school.
             */
            mapping?: components["schemas"]["ImportColumnChoice"][];
        };
        /**
         * @description A product field a sheet's column holds. `student_name` is the whole name (split into first
         *     and last name); `father_name` / `mother_name` are the primary guardian with that relation.
         * @enum {string}
         */
        ImportField: "admission_no" | "first_name" | "last_name" | "gender" | "date_of_birth" | "b_form" | "address" | "admission_date" | "class" | "section" | "roll_no" | "guardian_name" | "guardian_relation" | "guardian_cnic" | "guardian_mobile" | "guardian_email" | "guardian_language" | "whatsapp_consent" | "student_name" | "father_name" | "mother_name";
        ImportColumnChoice: {
            /** @description The column's header as the preview names it. */
            header: string;
            field: components["schemas"]["ImportField"] | null;
        };
        ImportColumnMapping: {
            /** @description The sheet's own header (a blank one: Column C). */
            header: string;
            field: components["schemas"]["ImportField"] | null;
            /**
             * @description Where the field came from; `none` when no header matched (ignored).
             * @enum {string}
             */
            source: "chosen" | "remembered" | "suggested" | "none";
            /** @description The column's first value. */
            sample: string | null;
        };
        /** @enum {string} */
        ImportMode: "all" | "valid_only";
        ImportRequest: {
            file_name: string;
            content_base64: string;
            mode: components["schemas"]["ImportMode"];
            /**
             * @description The field of each of the sheet's columns, in order (as the preview's `columns` lists
             *     them); `field: null` ignores the column. Without it the school's remembered mapping,
             *     else the suggestions, apply. Given to the import, it is remembered for the school.
             */
            mapping?: components["schemas"]["ImportColumnChoice"][];
        };
        LtiPlatform: {
            id: components["schemas"]["Id"];
            name: string;
            issuer: string;
            client_id: string;
            deployment_ids: string[];
            auth_login_url: string;
            token_url: string;
            jwks_url: string;
            /** Format: date-time */
            created_at: string;
            tool: components["schemas"]["LtiToolUrls"];
        };
        /** @description What the school enters on the platform for this registration. */
        LtiToolUrls: {
            login_url: string;
            launch_url: string;
            deep_linking_url: string;
            jwks_url: string;
        };
        LtiPlatformList: {
            items: components["schemas"]["LtiPlatform"][];
            /** Format: int32 */
            total: number;
        };
        LtiPlatformCreate: {
            /** @description Which LMS (shown in the list). */
            name: string;
            /** @description The platform's iss, exactly. */
            issuer: string;
            client_id: string;
            deployment_ids: string[];
            /** @description The platform's OIDC authorization URL. */
            auth_login_url: string;
            /** @description The platform's OAuth 2 token URL. */
            token_url: string;
            /** @description The platform's public key set URL. */
            jwks_url: string;
        };
        LtiJwks: {
            keys: {
                /** @enum {string} */
                kty: "RSA";
                kid: string;
                /** @enum {string} */
                alg: "RS256";
                /** @enum {string} */
                use: "sig";
                n: string;
                e: string;
            }[];
        };
        LtiLoginInitiation: {
            iss: string;
            login_hint: string;
            target_link_uri: string;
            lti_message_hint?: string;
            lti_deployment_id?: string;
            client_id?: string;
        };
        LtiLaunchForm: {
            id_token: string;
            state: string;
        };
        LtiSignInRequest: {
            code: string;
        };
        LtiSignIn: {
            tokens: components["schemas"]["Tokens"];
            /** @description The site path to open (the quiz or the course). */
            target: string;
        };
        OneRosterClient: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description The RFC 6749 client_id. */
            client_id: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last got a token.
             */
            last_used_at: string | null;
        };
        OneRosterClientList: {
            items: components["schemas"]["OneRosterClient"][];
            /** Format: int32 */
            total: number;
        };
        OneRosterClientCreate: {
            /** @description Which tool uses it (shown in the list). */
            name: string;
        };
        OneRosterClientCreated: {
            client: components["schemas"]["OneRosterClient"];
            /** @description Shown this once; only its hash is kept. */
            client_secret: string;
        };
        /** @description RFC 6749 section 4.4.2; unknown parameters are ignored (section 3.2). */
        OneRosterTokenRequest: {
            grant_type?: string;
            scope?: string;
            client_id?: string;
            client_secret?: string;
        } & {
            [key: string]: string;
        };
        OneRosterToken: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** Format: int32 */
            expires_in: number;
            scope: string;
        };
        OneRosterTokenError: {
            /** @enum {string} */
            error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope";
            error_description: string;
        };
        /** @description The OneRoster 1.2 binding's imsx_StatusInfoDType. */
        OneRosterStatusInfo: {
            /** @enum {string} */
            imsx_codeMajor: "success" | "processing" | "failure" | "unsupported";
            /** @enum {string} */
            imsx_severity: "status" | "warning" | "error";
            imsx_description?: string;
            imsx_CodeMinor?: {
                imsx_codeMinorField: {
                    imsx_codeMinorFieldName: string;
                    /** @enum {string} */
                    imsx_codeMinorFieldValue: "fullsuccess" | "invalid_filter_field" | "invalid_selection_field" | "invaliddata" | "unauthorisedrequest" | "forbidden" | "server_busy" | "unknownobject" | "internal_server_error";
                }[];
            };
        };
        /** @description A GUIDRef of the binding (href, sourcedId, type). */
        OneRosterRef: {
            /** Format: uri */
            href?: string;
            sourcedId?: string;
            /** @enum {string} */
            type?: "academicSession" | "class" | "course" | "org" | "user";
        };
        /** @description Watni's extension fields (`watni.<name>`), as the CSV's `metadata.watni.<name>` columns. */
        OneRosterMetadata: {
            [key: string]: string;
        };
        OneRosterRole: {
            /** @enum {string} */
            roleType?: "primary" | "secondary";
            /** @enum {string} */
            role?: "aide" | "counselor" | "districtAdministrator" | "guardian" | "parent" | "principal" | "proctor" | "relative" | "siteAdministrator" | "student" | "systemAdministrator" | "teacher";
            org?: components["schemas"]["OneRosterRef"];
        };
        /** @description The school as a OneRoster org (OrgDType). The binding's required fields are always sent unless `fields` leaves them out. */
        OneRosterOrg: {
            sourcedId?: string;
            /** @enum {string} */
            status?: "active" | "tobedeleted";
            /** Format: date-time */
            dateLastModified?: string;
            metadata?: components["schemas"]["OneRosterMetadata"];
            name?: string;
            /** @enum {string} */
            type?: "department" | "district" | "local" | "national" | "school" | "state";
            identifier?: string;
            parent?: components["schemas"]["OneRosterRef"];
            children?: components["schemas"]["OneRosterRef"][];
        };
        OneRosterOrgSet: {
            orgs: components["schemas"]["OneRosterOrg"][];
        };
        OneRosterOrgSingle: {
            org: components["schemas"]["OneRosterOrg"];
        };
        /** @description An academic year or term (AcademicSessionDType). The binding's required fields are always sent unless `fields` leaves them out. */
        OneRosterAcademicSession: {
            sourcedId?: string;
            /** @enum {string} */
            status?: "active" | "tobedeleted";
            /** Format: date-time */
            dateLastModified?: string;
            metadata?: components["schemas"]["OneRosterMetadata"];
            title?: string;
            /** Format: date */
            startDate?: string;
            /** Format: date */
            endDate?: string;
            /** @enum {string} */
            type?: "gradingPeriod" | "semester" | "schoolYear" | "term";
            parent?: components["schemas"]["OneRosterRef"];
            children?: components["schemas"]["OneRosterRef"][];
            schoolYear?: string;
        };
        OneRosterAcademicSessionSet: {
            academicSessions: components["schemas"]["OneRosterAcademicSession"][];
        };
        OneRosterAcademicSessionSingle: {
            academicSession: components["schemas"]["OneRosterAcademicSession"];
        };
        /** @description A Watni class (grade) as a course (CourseDType). The binding's required fields are always sent unless `fields` leaves them out. */
        OneRosterCourse: {
            sourcedId?: string;
            /** @enum {string} */
            status?: "active" | "tobedeleted";
            /** Format: date-time */
            dateLastModified?: string;
            metadata?: components["schemas"]["OneRosterMetadata"];
            title?: string;
            schoolYear?: components["schemas"]["OneRosterRef"];
            courseCode?: string;
            grades?: string[];
            subjects?: string[];
            subjectCodes?: string[];
            org?: components["schemas"]["OneRosterRef"];
        };
        OneRosterCourseSet: {
            courses: components["schemas"]["OneRosterCourse"][];
        };
        OneRosterCourseSingle: {
            course: components["schemas"]["OneRosterCourse"];
        };
        /** @description A section as a homeroom class (ClassDType). The binding's required fields are always sent unless `fields` leaves them out. */
        OneRosterClass: {
            sourcedId?: string;
            /** @enum {string} */
            status?: "active" | "tobedeleted";
            /** Format: date-time */
            dateLastModified?: string;
            metadata?: components["schemas"]["OneRosterMetadata"];
            title?: string;
            classCode?: string;
            /** @enum {string} */
            classType?: "homeroom" | "scheduled";
            location?: string;
            grades?: string[];
            subjects?: string[];
            course?: components["schemas"]["OneRosterRef"];
            school?: components["schemas"]["OneRosterRef"];
            terms?: components["schemas"]["OneRosterRef"][];
            subjectCodes?: string[];
            periods?: string[];
        };
        OneRosterClassSet: {
            classes: components["schemas"]["OneRosterClass"][];
        };
        OneRosterClassSingle: {
            class: components["schemas"]["OneRosterClass"];
        };
        /** @description A student, guardian or teacher (UserDType). The binding's required fields are always sent unless `fields` leaves them out. */
        OneRosterUser: {
            sourcedId?: string;
            /** @enum {string} */
            status?: "active" | "tobedeleted";
            /** Format: date-time */
            dateLastModified?: string;
            metadata?: components["schemas"]["OneRosterMetadata"];
            username?: string;
            /** @enum {string} */
            enabledUser?: "true" | "false";
            givenName?: string;
            familyName?: string;
            middleName?: string;
            roles?: components["schemas"]["OneRosterRole"][];
            primaryOrg?: components["schemas"]["OneRosterRef"];
            identifier?: string;
            email?: string;
            sms?: string;
            phone?: string;
            agents?: components["schemas"]["OneRosterRef"][];
            grades?: string[];
        };
        OneRosterUserSet: {
            users: components["schemas"]["OneRosterUser"][];
        };
        OneRosterUserSingle: {
            user: components["schemas"]["OneRosterUser"];
        };
        /** @description A student placement or teacher assignment (EnrollmentDType). The binding's required fields are always sent unless `fields` leaves them out. */
        OneRosterEnrollment: {
            sourcedId?: string;
            /** @enum {string} */
            status?: "active" | "tobedeleted";
            /** Format: date-time */
            dateLastModified?: string;
            metadata?: components["schemas"]["OneRosterMetadata"];
            user?: components["schemas"]["OneRosterRef"];
            class?: components["schemas"]["OneRosterRef"];
            school?: components["schemas"]["OneRosterRef"];
            /** @enum {string} */
            role?: "administrator" | "proctor" | "student" | "teacher";
            /** @enum {string} */
            primary?: "true" | "false";
            /** Format: date */
            beginDate?: string;
            /** Format: date */
            endDate?: string;
        };
        OneRosterEnrollmentSet: {
            enrollments: components["schemas"]["OneRosterEnrollment"][];
        };
        OneRosterEnrollmentSingle: {
            enrollment: components["schemas"]["OneRosterEnrollment"];
        };
        OneRosterPackage: {
            file_name: string;
            /** @description The ZIP's bytes, base64 (up to 8 MiB of file). */
            content_base64: string;
        };
        OneRosterProblem: {
            /** @description The package's file, such as users.csv. */
            file: string;
            /**
             * Format: int32
             * @description The line in the file (the header is line 1; 0 for the file as a whole).
             */
            line: number;
            /** @description The binding's column. */
            column?: string | null;
            message: string;
        };
        OneRosterCounts: {
            /** Format: int32 */
            academic_years: number;
            /** Format: int32 */
            terms: number;
            /** Format: int32 */
            classes: number;
            /** Format: int32 */
            sections: number;
            /** Format: int32 */
            students: number;
            /** Format: int32 */
            guardians: number;
            /** Format: int32 */
            teachers: number;
            /** Format: int32 */
            placements: number;
            /** Format: int32 */
            teacher_assignments: number;
        };
        OneRosterFileCount: {
            file: string;
            /** Format: int32 */
            rows: number;
        };
        OneRosterPreview: {
            files: components["schemas"]["OneRosterFileCount"][];
            /** @description The first 500 problems, in file and line order. */
            problems: components["schemas"]["OneRosterProblem"][];
            create: components["schemas"]["OneRosterCounts"];
            existing: components["schemas"]["OneRosterCounts"];
            skipped: components["schemas"]["OneRosterCounts"];
        };
        OneRosterImportResult: {
            created: components["schemas"]["OneRosterCounts"];
            existing: components["schemas"]["OneRosterCounts"];
            skipped: components["schemas"]["OneRosterCounts"];
        };
        ImportProblem: {
            /**
             * Format: int32
             * @description The row number in the file (the header is row 1).
             */
            row: number;
            /** @description The product's field. */
            column: string;
            /** @description The sheet's own header of the column. */
            header: string;
            message: string;
        };
        ImportPreview: {
            /** @description Each of the sheet's columns with the field it is mapped to. */
            columns: components["schemas"]["ImportColumnMapping"][];
            /**
             * @description Required fields no column is mapped to (`student_name`: the whole name, or first and
             *     last name; `father_name`: a father's, mother's or guardian's name). While any is
             *     missing the rows are not checked and the import is refused.
             */
            missing_fields: components["schemas"]["ImportField"][];
            /** Format: int32 */
            total_rows: number;
            /**
             * Format: int32
             * @description Valid rows that would be created.
             */
            valid_rows: number;
            /** Format: int32 */
            invalid_rows: number;
            /**
             * Format: int32
             * @description Rows whose admission number the school has.
             */
            existing_rows: number;
            problems: components["schemas"]["ImportProblem"][];
        };
        ImportResult: {
            /** Format: int32 */
            created: number;
            /** Format: int32 */
            existing_rows: number;
            /** Format: int32 */
            invalid_rows: number;
            /** Format: int32 */
            guardians_created: number;
            problems: components["schemas"]["ImportProblem"][];
            /** @description The rows not imported, as CSV with a `problems` column, to correct and import again. */
            rejected_csv: string | null;
        };
        ParentInviteRequest: {
            /**
             * @description `sms`: a text with the code and link to the guardian's mobile (and WhatsApp where the guardian consented).
             * @enum {string}
             */
            delivery: "email" | "code" | "sms";
        };
        ParentInvite: {
            guardian_id: components["schemas"]["Id"];
            /** @enum {string} */
            delivery: "email" | "code" | "sms";
            /** @description The one-time code to print (only for `delivery: code`). */
            code: string | null;
            sent_to: string | null;
            expires_at: components["schemas"]["Timestamp"];
        };
        ParentInviteAccept: {
            code: string;
            /** @description Optional when the guardian has a mobile number, which then is the sign-in name. */
            email?: components["schemas"]["Email"] | null;
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
            /** Format: int32 */
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
            /** Format: int32 */
            student_id: number | null;
            created_at: components["schemas"]["Timestamp"];
            decided_at: components["schemas"]["Timestamp"] | null;
        };
        AdmissionList: {
            items: components["schemas"]["Admission"][];
            /** Format: int32 */
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
        /** @enum {string} */
        NotificationEvent: "absence" | "voucher_issued" | "fee_overdue" | "fee_paid" | "results_published" | "enrolment_decided" | "quiz_graded" | "announcement" | "password_reset" | "parent_invitation" | "password_reset_code" | "diary_digest" | "datesheet_published" | "transport_time_changed";
        Notification: {
            id: components["schemas"]["Id"];
            event: components["schemas"]["NotificationEvent"];
            title: string;
            body: string;
            link: string | null;
            /** @enum {string} */
            language: "en" | "ur";
            /** Format: date-time */
            read_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        NotificationList: {
            items: components["schemas"]["Notification"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            unread: number;
        };
        UnreadCount: {
            /** Format: int32 */
            unread: number;
        };
        /** @enum {string} */
        DeliveryChannel: "email" | "sms" | "whatsapp";
        /** @enum {string} */
        DeliveryStatus: "queued" | "sending" | "sent" | "delivered" | "failed";
        Delivery: {
            id: components["schemas"]["Id"];
            channel: components["schemas"]["DeliveryChannel"];
            address: string;
            status: components["schemas"]["DeliveryStatus"];
            reason: string | null;
            /** Format: int32 */
            attempts: number;
            provider: string | null;
            event: components["schemas"]["NotificationEvent"];
            title: string;
            recipient_name: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: date-time
             * @description When the provider reported it delivered (SMS DLR, WhatsApp status webhook).
             */
            delivered_at?: string | null;
        };
        DeliveryList: {
            items: components["schemas"]["Delivery"][];
            /** Format: int32 */
            total: number;
        };
        /**
         * @description `log`: written to the service's log (e-mail: the platform's mailer, SMTP_URL or the log);
         *     `smtp`: the school's SMTP server (e-mail); `http`: an HTTP SMS gateway (our JSON
         *     protocol); `cloud_api`: WhatsApp Cloud API; `twilio`: Twilio's Messages API (SMS; settings
         *     `account_sid`, `from`, optional `base_url`; the auth token is the secret and signs the
         *     status callbacks); `pk_http`: a Pakistani branded-SMS gateway's GET/POST API (SMS;
         *     settings `preset` or `method`, `url`, the provider's parameter names, `mask`, the Unicode
         *     flag and the success mapping; docs/notifications.md).
         * @enum {string}
         */
        ChannelProvider: "log" | "smtp" | "http" | "cloud_api" | "twilio" | "pk_http";
        NotificationChannel: {
            channel: components["schemas"]["DeliveryChannel"];
            enabled: boolean;
            provider: components["schemas"]["ChannelProvider"];
            /** @description Non-secret settings (host, port, from, url, sender, phone_number_id, base_url). */
            settings: {
                [key: string]: string;
            };
            /** @description Whether a credential is stored (never returned). */
            has_secret: boolean;
            /** @description The credential's last 4 characters (to recognise it), null without one. */
            secret_last4: string | null;
            /**
             * @description Whether the key the provider signs its delivery reports with is set (SMS: the
             *     gateway's callback secret; WhatsApp: the Meta app secret). Never returned.
             */
            has_callback_secret?: boolean;
            /** @description WhatsApp only; whether the webhook verify token is set. Never returned. */
            has_verify_token?: boolean;
            /**
             * @description Where to point the provider's delivery reports (SMS DLR callback, WhatsApp webhook);
             *     null for e-mail.
             */
            receipts_url?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            /** @description False for SMS and WhatsApp without the sms-whatsapp module. */
            available: boolean;
        };
        QuietHours: {
            start: string;
            end: string;
        } | null;
        NotificationChannels: {
            channels: components["schemas"]["NotificationChannel"][];
            quiet_hours: components["schemas"]["QuietHours"];
        };
        NotificationChannelUpdate: {
            channel: components["schemas"]["DeliveryChannel"];
            enabled?: boolean;
            provider?: components["schemas"]["ChannelProvider"];
            /**
             * @description Non-secret settings of the provider. WhatsApp also: `template_<event>` and
             *     `template_<event>_long` (the school's approved template names), `language_en` and
             *     `language_ur` (the codes they were approved in). SMS also: `send_when` (`always`, the
             *     default, or `fallback`: only to guardians WhatsApp cannot reach or whose WhatsApp
             *     message failed) and `rate_paisa` (the price of one SMS segment, for the estimate).
             */
            settings?: {
                [key: string]: string;
            };
            secret?: string;
            /**
             * @description SMS: the secret the gateway signs delivery reports with; WhatsApp: the Meta app secret
             *     (X-Hub-Signature-256). Sealed at rest, never returned.
             */
            callback_secret?: string;
            /** @description WhatsApp webhook verify token (hub.verify_token). Sealed, never returned. */
            verify_token?: string;
            /** @description Removes every credential of the channel (secret, callback secret, token). */
            clear_secret?: boolean;
        };
        /**
         * @description Meta's webhook as it sends it (read from the raw, signed body of at most 2 MiB):
         *     entry[].changes[].value with statuses[] and messages[]; other fields are kept as sent.
         */
        WhatsappWebhook: {
            entry?: ({
                changes?: ({
                    value?: {
                        statuses?: {
                            [key: string]: unknown;
                        }[];
                        messages?: {
                            [key: string]: unknown;
                        }[];
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description A provider's report as it sends it (read from the raw, signed body). */
        ProviderReport: {
            [key: string]: unknown;
        };
        ReportTaken: {
            /**
             * Format: int32
             * @description Statuses that moved a delivery.
             */
            applied: number;
            /**
             * Format: int32
             * @description Known, already there or further.
             */
            unchanged: number;
            /**
             * Format: int32
             * @description Not this school's, ignored.
             */
            unknown: number;
        };
        NotificationChannelsUpdate: {
            channels?: components["schemas"]["NotificationChannelUpdate"][];
            quiet_hours?: components["schemas"]["QuietHours"];
        };
        /** @enum {string} */
        AnnouncementScope: "school" | "classes" | "sections";
        Announcement: {
            id: components["schemas"]["Id"];
            title: string;
            body: string;
            scope: components["schemas"]["AnnouncementScope"];
            class_ids: components["schemas"]["Id"][];
            section_ids: components["schemas"]["Id"][];
            to_students: boolean;
            to_parents: boolean;
            to_staff: boolean;
            /** Format: date-time */
            publish_at: string;
            /** @enum {string} */
            status: "scheduled" | "sent" | "cancelled";
            /** Format: int32 */
            recipients: number;
            /**
             * Format: int32
             * @description Only in the answer to `createAnnouncement`: how many people (accounts and guardians)
             *     the chosen audience holds at posting time, so the office is told the real count or
             *     that no one matched, before the queue has sent anything.
             */
            audience_size?: number;
            /** Format: date-time */
            sent_at: string | null;
            created_by_name: string | null;
            /** Format: date-time */
            created_at: string;
        };
        AnnouncementList: {
            items: components["schemas"]["Announcement"][];
            /** Format: int32 */
            total: number;
        };
        AnnouncementCreate: {
            title: string;
            body: string;
            scope: components["schemas"]["AnnouncementScope"];
            class_ids?: components["schemas"]["Id"][];
            section_ids?: components["schemas"]["Id"][];
            /** @default false */
            to_students: boolean;
            /** @default false */
            to_parents: boolean;
            /** @default false */
            to_staff: boolean;
            /** Format: date-time */
            publish_at?: string;
        };
        AnnouncementPreview: {
            languages: {
                /** @enum {string} */
                language: "en" | "ur";
                sms: {
                    text: string;
                    /** @enum {string} */
                    encoding: "gsm7" | "ucs2";
                    /** Format: int32 */
                    characters: number;
                    /** Format: int32 */
                    segments: number;
                };
                whatsapp: {
                    template: string;
                    language_code: string;
                    params: string[];
                    /** @description What a parent who wrote within 24 hours gets instead (line breaks kept). */
                    free_text: string;
                };
            }[];
            audience: {
                /** Format: int32 */
                guardians: number;
                /** Format: int32 */
                by_whatsapp: number;
                /** Format: int32 */
                by_sms: number;
                /**
                 * Format: int32
                 * @description Guardians no phone channel reaches (no mobile, no consent, channel off).
                 */
                unreachable: number;
            };
            cost: {
                /** Format: int64 */
                sms_segments: number;
                /** Format: int32 */
                sms_rate_paisa: number | null;
                /** Format: int64 */
                whatsapp_messages: number;
                /** Format: int32 */
                whatsapp_rate_paisa: number | null;
                /**
                 * Format: int64
                 * @description Whole rupees, rounded up; null while a price is not set.
                 */
                total_pkr: number | null;
            };
        };
        ChannelTest: {
            /** @description An e-mail address (e-mail) or a Pakistani mobile number `+923001234567` (SMS, WhatsApp). */
            to: string;
        };
        ChannelTestResult: {
            /** @enum {string} */
            status: "sent" | "failed";
            provider: components["schemas"]["ChannelProvider"];
            provider_message_id: string | null;
            reason: string | null;
        };
        DeadLetter: {
            /**
             * Format: uuid
             * @description The dead-lettered job.
             */
            id: string;
            /** @enum {string} */
            kind: "delivery" | "announcement";
            /** @description The last attempt's error. */
            reason: string | null;
            /** Format: date-time */
            failed_at: string;
            delivery: components["schemas"]["Delivery"] | null;
            announcement_id: components["schemas"]["Id"] | null;
            announcement_title: string | null;
        };
        DeadLetterList: {
            items: components["schemas"]["DeadLetter"][];
            /** Format: int32 */
            total: number;
        };
        DeadLetterRetried: {
            /** @enum {string} */
            kind: "delivery" | "announcement";
            delivery: components["schemas"]["Delivery"] | null;
            announcement_id: components["schemas"]["Id"] | null;
        };
        /** @description A Pakistan calendar date, `yyyy-mm-dd`. */
        AttendanceDay: string;
        /** @description A month, `yyyy-mm`. */
        AttendanceMonthKey: string;
        /** @enum {string} */
        AttendanceStatus: "present" | "absent" | "late" | "leave";
        /** @enum {string} */
        StaffAttendanceStatus: "present" | "absent" | "leave";
        AttendanceNote: string | null;
        AttendanceTotals: {
            /** Format: int32 */
            present: number;
            /** Format: int32 */
            absent: number;
            /** Format: int32 */
            late: number;
            /** Format: int32 */
            leave: number;
            /**
             * Format: int32
             * @description Days with a saved register.
             */
            days: number;
            /** @description (present + late) ÷ days × 100, one decimal; null when no day is marked. */
            percentage: number | null;
        };
        AttendanceSectionToday: {
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            /** Format: int32 */
            students: number;
            saved: boolean;
            totals: components["schemas"]["AttendanceTotals"];
            updated_at: components["schemas"]["Timestamp"] | null;
        };
        AttendanceToday: {
            day: components["schemas"]["AttendanceDay"];
            is_school_day: boolean;
            /** @description The holiday's name, or "Weekly off day". */
            closed_reason: string | null;
            sections: components["schemas"]["AttendanceSectionToday"][];
            summary: {
                /** Format: int32 */
                sections: number;
                /** Format: int32 */
                sections_saved: number;
                totals: components["schemas"]["AttendanceTotals"];
            };
        };
        RegisterEntry: {
            student_id: components["schemas"]["Id"];
            /** Format: int32 */
            roll_no: number;
            first_name: string;
            last_name: string;
            admission_no: string;
            status: components["schemas"]["AttendanceStatus"];
            note: components["schemas"]["AttendanceNote"];
            /**
             * Format: int32
             * @description The version of the student's mark (0 when never saved); a queued change sends it back as `base_version`.
             */
            version?: number;
            /** @description Who last changed the student's mark (null when never saved). */
            changed_by?: string | null;
        };
        SectionRegister: {
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            day: components["schemas"]["AttendanceDay"];
            saved: boolean;
            editable: boolean;
            locked_reason: string | null;
            updated_at: components["schemas"]["Timestamp"] | null;
            entries: components["schemas"]["RegisterEntry"][];
            totals: components["schemas"]["AttendanceTotals"];
        };
        RegisterSave: {
            /** @description Students not listed are present. */
            entries: {
                student_id: components["schemas"]["Id"];
                status: components["schemas"]["AttendanceStatus"];
                note?: components["schemas"]["AttendanceNote"];
            }[];
        };
        RegisterChange: {
            /**
             * Format: uuid
             * @description The device's id of this change (a replay sends the same).
             */
            op_id: string;
            student_id: components["schemas"]["Id"];
            status: components["schemas"]["AttendanceStatus"];
            note?: components["schemas"]["AttendanceNote"];
            /**
             * Format: int32
             * @description The student's mark version the change was made on (0 for a mark never saved).
             */
            base_version: number;
        };
        RegisterChanges: {
            changes: components["schemas"]["RegisterChange"][];
        };
        RegisterChangeOutcome: {
            /** Format: uuid */
            op_id: string;
            student_id: components["schemas"]["Id"];
            /**
             * @description `conflict`: the student's mark was changed meanwhile by someone else and is kept; `current` is that newer mark.
             * @enum {string}
             */
            outcome: "applied" | "unchanged" | "conflict";
            /** @description The operation id was handled before; nothing was applied now. */
            replayed: boolean;
            current: {
                status: components["schemas"]["AttendanceStatus"];
                note: components["schemas"]["AttendanceNote"];
                /** Format: int32 */
                version: number;
                changed_by: string | null;
            };
        };
        RegisterMerge: {
            results: components["schemas"]["RegisterChangeOutcome"][];
            register: components["schemas"]["SectionRegister"];
        };
        /** @enum {string} */
        AttendanceDayKind: "school" | "off" | "holiday" | "future";
        AttendanceMonthDay: {
            day: components["schemas"]["AttendanceDay"];
            kind: components["schemas"]["AttendanceDayKind"];
            /** @description The holiday's name. */
            label: string | null;
            /** @description The section's register exists (section months); the student has a mark (student months). */
            saved: boolean;
        };
        SectionMonthRow: {
            student_id: components["schemas"]["Id"];
            /** Format: int32 */
            roll_no: number;
            first_name: string;
            last_name: string;
            /** @description One per day of the month, in order; null where there is no mark. */
            marks: (components["schemas"]["AttendanceStatus"] | null)[];
            totals: components["schemas"]["AttendanceTotals"];
        };
        SectionMonth: {
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            month: components["schemas"]["AttendanceMonthKey"];
            days: components["schemas"]["AttendanceMonthDay"][];
            rows: components["schemas"]["SectionMonthRow"][];
            totals: components["schemas"]["AttendanceTotals"];
        };
        StudentMonthDay: {
            day: components["schemas"]["AttendanceDay"];
            kind: components["schemas"]["AttendanceDayKind"];
            label: string | null;
            status: components["schemas"]["AttendanceStatus"] | null;
            note: components["schemas"]["AttendanceNote"];
        };
        StudentMonth: {
            student_id: components["schemas"]["Id"];
            first_name: string;
            last_name: string;
            month: components["schemas"]["AttendanceMonthKey"];
            days: components["schemas"]["StudentMonthDay"][];
            totals: components["schemas"]["AttendanceTotals"];
        };
        AttendanceAlert: {
            student_id: components["schemas"]["Id"];
            first_name: string;
            last_name: string;
            day: components["schemas"]["AttendanceDay"];
            class_name: string;
            section_name: string;
            note: components["schemas"]["AttendanceNote"];
            created_at: components["schemas"]["Timestamp"];
        };
        AttendanceAlertList: {
            items: components["schemas"]["AttendanceAlert"][];
        };
        Holiday: {
            day: components["schemas"]["AttendanceDay"];
            name: string;
        };
        AttendanceSettings: {
            /** @description Weekdays the school is closed, 0 = Sunday … 6 = Saturday. */
            weekly_off_days: number[];
            holidays: components["schemas"]["Holiday"][];
        };
        StaffRegisterEntry: {
            user_id: components["schemas"]["Id"];
            first_name: string;
            last_name: string;
            /** @enum {string} */
            role: "teacher" | "admin";
            status: components["schemas"]["StaffAttendanceStatus"];
            note: components["schemas"]["AttendanceNote"];
            /** @description The leave type of a day marked leave (module hr-management), else null. */
            leave_type_id: components["schemas"]["Id"] | null;
        };
        StaffRegister: {
            day: components["schemas"]["AttendanceDay"];
            saved: boolean;
            editable: boolean;
            locked_reason: string | null;
            entries: components["schemas"]["StaffRegisterEntry"][];
            /** @description The leave types a leave day may name (not archived; empty while the HR module is off). */
            leave_types: components["schemas"]["LeaveTypeOption"][];
        };
        StaffRegisterSave: {
            entries: {
                user_id: components["schemas"]["Id"];
                status: components["schemas"]["StaffAttendanceStatus"];
                note?: components["schemas"]["AttendanceNote"];
                /** @description Only with status leave; one of the register's leave types. */
                leave_type_id?: components["schemas"]["Id"] | null;
            }[];
        };
        /**
         * Format: int32
         * @description 0 = Sunday … 6 = Saturday.
         */
        Weekday: number;
        /** Format: int32 */
        PeriodNumber: number;
        /** @description A Pakistan clock time, `HH:MM` (24 hours). */
        ClockTime: string;
        BellPeriod: {
            number: components["schemas"]["PeriodNumber"];
            starts_at: components["schemas"]["ClockTime"];
            ends_at: components["schemas"]["ClockTime"];
            is_break: boolean;
            label: string | null;
        };
        BellScheduleDay: {
            weekday: components["schemas"]["Weekday"];
            periods: components["schemas"]["BellPeriod"][];
        };
        BellSchedule: {
            days: components["schemas"]["BellScheduleDay"][];
        };
        BellScheduleDaySave: {
            periods: {
                starts_at: components["schemas"]["ClockTime"];
                ends_at: components["schemas"]["ClockTime"];
                /** @default false */
                is_break: boolean;
                label?: string | null;
            }[];
        };
        TransportRouteSave: {
            name: string;
            /** @description The registration number, e.g. `LES-1234`. */
            vehicle_no: string;
            driver_name: string;
            /** @description A Pakistani mobile number, e.g. `0300 1234567`; stored as `+923001234567`. */
            driver_mobile: string;
            /**
             * Format: int32
             * @description Seats.
             */
            capacity: number;
        };
        TransportStopSave: {
            name: string;
            /** Format: int32 */
            stop_order: number;
            /**
             * Format: int32
             * @description Whole rupees (PKR) a month.
             */
            monthly_fee: number;
            /** @description The morning pickup at this stop, Pakistan time; null or absent: not set. */
            pickup_time?: components["schemas"]["ClockTime"] | null;
        };
        TransportStop: {
            id: components["schemas"]["Id"];
            route_id: components["schemas"]["Id"];
            name: string;
            /** Format: int32 */
            stop_order: number;
            /** Format: int32 */
            monthly_fee: number;
            pickup_time: components["schemas"]["ClockTime"] | null;
            /** Format: int32 */
            riders: number;
        };
        TransportRoute: {
            id: components["schemas"]["Id"];
            name: string;
            vehicle_no: string;
            driver_name: string;
            driver_mobile: string;
            /** Format: int32 */
            capacity: number;
            /**
             * Format: int32
             * @description Students assigned.
             */
            riders: number;
            stops: components["schemas"]["TransportStop"][];
        };
        TransportRouteList: {
            items: components["schemas"]["TransportRoute"][];
            /** Format: int32 */
            total: number;
        };
        TransportAssignmentSave: {
            stop_id: components["schemas"]["Id"];
        };
        TransportAssignment: {
            student_id: components["schemas"]["Id"];
            student_name: string;
            route_id: components["schemas"]["Id"];
            route_name: string;
            stop_id: components["schemas"]["Id"];
            stop_name: string;
            /** Format: int32 */
            monthly_fee: number;
        };
        TransportRider: {
            student_id: components["schemas"]["Id"];
            student_name: string;
            admission_no: string;
            /** @description e.g. `Class 5 A` in the current year. */
            class_section: string | null;
            stop_id: components["schemas"]["Id"];
            stop_name: string;
            /** Format: int32 */
            stop_order: number;
            guardian_mobile: string | null;
        };
        TransportRiderList: {
            route: components["schemas"]["TransportRoute"];
            items: components["schemas"]["TransportRider"][];
            /** Format: int32 */
            total: number;
        };
        MyTransportChild: {
            student_id: components["schemas"]["Id"];
            student_name: string;
            transport: null | {
                route_name: string;
                vehicle_no: string;
                driver_name: string;
                driver_mobile: string;
                stop_name: string;
                /** Format: int32 */
                stop_order: number;
                /** Format: int32 */
                monthly_fee: number;
                /** @description The morning pickup at the child's stop, Pakistan time; null: not set yet. */
                pickup_time: components["schemas"]["ClockTime"] | null;
            };
        };
        MyTransport: {
            items: components["schemas"]["MyTransportChild"][];
            /** Format: int32 */
            total: number;
        };
        /**
         * Format: int32
         * @description Whole rupees (PKR).
         */
        HrRupees: number;
        /** @enum {string} */
        HrStaffRole: "teacher" | "admin";
        /** @enum {string} */
        HrStaffStatus: "active" | "left";
        /** @description gross = basic + allowances; net = gross - deductions (before payroll). */
        SalaryTotals: {
            basic: components["schemas"]["HrRupees"];
            allowances: components["schemas"]["HrRupees"];
            deductions: components["schemas"]["HrRupees"];
            gross: components["schemas"]["HrRupees"];
            /** Format: int32 */
            net: number;
        };
        HrStaffSummary: {
            user_id: components["schemas"]["Id"];
            first_name: string;
            last_name: string;
            email: string;
            role: components["schemas"]["HrStaffRole"];
            designation: string | null;
            department: string | null;
            employee_number: string | null;
            /** @description Null while the staff member has no record. */
            status: components["schemas"]["HrStaffStatus"] | null;
            totals: components["schemas"]["SalaryTotals"] | null;
        };
        HrStaffList: {
            items: components["schemas"]["HrStaffSummary"][];
            /** Format: int32 */
            total: number;
        };
        HrStaffRecord: {
            employee_number: string | null;
            designation: string;
            department: string | null;
            joining_date: components["schemas"]["AttendanceDay"];
            cnic: string | null;
            bank_name: string | null;
            bank_account_title: string | null;
            bank_account_number: string | null;
            basic_salary: components["schemas"]["HrRupees"];
            status: components["schemas"]["HrStaffStatus"];
            leaving_date: components["schemas"]["AttendanceDay"] | null;
            updated_at: components["schemas"]["Timestamp"];
        };
        HrStaffRecordSave: {
            employee_number?: string | null;
            designation: string;
            department?: string | null;
            joining_date: components["schemas"]["AttendanceDay"];
            cnic?: components["schemas"]["Cnic"];
            bank_name?: string | null;
            bank_account_title?: string | null;
            /** @description A bank's account number, or an IBAN (spaces allowed; one starting PK must be a valid Pakistani IBAN). */
            bank_account_number?: string | null;
            /**
             * Format: int32
             * @description Whole rupees a month.
             */
            basic_salary: number;
        };
        HrStaffLeavingSave: {
            /** @description The last day; null makes the record active again. */
            leaving_date: components["schemas"]["AttendanceDay"] | null;
        };
        /** @enum {string} */
        SalaryComponentKind: "allowance" | "deduction";
        SalaryComponent: {
            id: components["schemas"]["Id"];
            kind: components["schemas"]["SalaryComponentKind"];
            name: string;
            amount: components["schemas"]["HrRupees"];
        };
        SalaryComponentSave: {
            kind: components["schemas"]["SalaryComponentKind"];
            name: string;
            /**
             * Format: int32
             * @description Whole rupees a month.
             */
            amount: number;
        };
        HrStaffMember: {
            user_id: components["schemas"]["Id"];
            first_name: string;
            last_name: string;
            email: string;
            role: components["schemas"]["HrStaffRole"];
            record: components["schemas"]["HrStaffRecord"] | null;
            components: components["schemas"]["SalaryComponent"][];
            totals: components["schemas"]["SalaryTotals"];
            leave: components["schemas"]["LeaveBalances"];
            documents: components["schemas"]["StaffDocument"][];
        };
        LeaveType: {
            id: components["schemas"]["Id"];
            name: string;
            name_ur: string | null;
            paid: boolean;
            /** Format: int32 */
            days_per_year: number;
            archived: boolean;
            /**
             * Format: int32
             * @description Staff days ever marked with this type.
             */
            days_taken: number;
        };
        LeaveTypeSave: {
            name: string;
            name_ur?: string | null;
            paid: boolean;
            /** Format: int32 */
            days_per_year: number;
            /** @description Absent keeps the stored value. */
            archived?: boolean;
        };
        LeaveTypeList: {
            items: components["schemas"]["LeaveType"][];
            /** Format: int32 */
            total: number;
        };
        LeaveTypeDeletion: {
            /** @enum {string} */
            outcome: "deleted" | "archived";
        };
        LeaveTypeOption: {
            id: components["schemas"]["Id"];
            name: string;
            name_ur: string | null;
        };
        LeaveBalance: {
            leave_type_id: components["schemas"]["Id"];
            name: string;
            name_ur: string | null;
            paid: boolean;
            /** Format: int32 */
            allowed: number;
            /** Format: int32 */
            taken: number;
            /** Format: int32 */
            remaining: number;
        };
        LeaveBalances: {
            /** Format: int32 */
            year: number;
            items: components["schemas"]["LeaveBalance"][];
        };
        /** @enum {string} */
        StaffDocumentType: "application/pdf" | "image/png" | "image/jpeg";
        StaffDocument: {
            id: components["schemas"]["Id"];
            title: string;
            content_type: components["schemas"]["StaffDocumentType"];
            /** Format: int32 */
            byte_size: number;
            created_at: components["schemas"]["Timestamp"];
        };
        StaffDocumentUpload: {
            title: string;
            content_type: components["schemas"]["StaffDocumentType"];
            /** @description The file, base64 (at most 2 MiB of file). */
            data_base64: string;
        };
        StaffDocumentFile: {
            id: components["schemas"]["Id"];
            title: string;
            content_type: components["schemas"]["StaffDocumentType"];
            /** Format: int32 */
            byte_size: number;
            data_base64: string;
        };
        TimetableEntrySave: {
            subject_id: components["schemas"]["Id"];
            teacher_id: components["schemas"]["Id"];
            room?: string | null;
        };
        TimetableEntry: {
            id: components["schemas"]["Id"];
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            weekday: components["schemas"]["Weekday"];
            period: components["schemas"]["PeriodNumber"];
            subject_id: components["schemas"]["Id"];
            subject_name: string;
            teacher_id: components["schemas"]["Id"];
            teacher_name: string;
            room: string | null;
        };
        TimetableOption: {
            id: components["schemas"]["Id"];
            name: string;
            /**
             * Format: int32
             * @description A subject's teacher for this section (School setup), when set.
             */
            teacher_id?: number | null;
        };
        SectionTimetable: {
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            /** @description The section's own room (the default of a new entry). */
            room: string | null;
            days: components["schemas"]["BellScheduleDay"][];
            entries: components["schemas"]["TimetableEntry"][];
            /** @description Admins only (else null) — what the editor offers. */
            options: {
                subjects: components["schemas"]["TimetableOption"][];
                teachers: components["schemas"]["TimetableOption"][];
            } | null;
        };
        TeacherTimetable: {
            teacher_id: components["schemas"]["Id"];
            teacher_name: string;
            days: components["schemas"]["BellScheduleDay"][];
            entries: components["schemas"]["TimetableEntry"][];
        };
        TodayPeriod: {
            number: components["schemas"]["PeriodNumber"];
            starts_at: components["schemas"]["ClockTime"];
            ends_at: components["schemas"]["ClockTime"];
            is_break: boolean;
            label: string | null;
            /** @enum {string} */
            state: "past" | "current" | "next" | "later";
            entry: components["schemas"]["TimetableEntry"] | null;
        };
        TimetableTodayGroup: {
            /** @enum {string} */
            kind: "section" | "teacher";
            /** @description The student's name, or the section (`Class 5 A`), or the teacher's name. */
            title: string;
            /** Format: int32 */
            student_id: number | null;
            /** Format: int32 */
            section_id: number | null;
            periods: components["schemas"]["TodayPeriod"][];
        };
        TimetableToday: {
            day: components["schemas"]["AttendanceDay"];
            weekday: components["schemas"]["Weekday"];
            time: components["schemas"]["ClockTime"];
            groups: components["schemas"]["TimetableTodayGroup"][];
        };
        DiarySubject: {
            id: components["schemas"]["Id"];
            name: string;
        };
        DiarySectionOption: {
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            subjects: components["schemas"]["DiarySubject"][];
        };
        DiaryOptions: {
            today: components["schemas"]["AttendanceDay"];
            sections: components["schemas"]["DiarySectionOption"][];
        };
        /** @enum {string} */
        DiaryAttachmentType: "application/pdf" | "image/png" | "image/jpeg";
        DiaryAttachmentInfo: {
            file_name: string;
            content_type: components["schemas"]["DiaryAttachmentType"];
            /** Format: int32 */
            byte_size: number;
        };
        DiaryAttachmentUpload: {
            /** @description The file's name as shown to readers (no folders). */
            file_name: string;
            content_type: components["schemas"]["DiaryAttachmentType"];
            /** @description The file, base64 (at most 2 MiB of file). */
            data_base64: string;
        };
        DiaryAttachmentFile: {
            file_name: string;
            content_type: components["schemas"]["DiaryAttachmentType"];
            /** Format: int32 */
            byte_size: number;
            data_base64: string;
        };
        CalendarFeedState: {
            exists: boolean;
            /**
             * Format: date-time
             * @description When the current link was made; null without one.
             */
            created_at: string | null;
        };
        CalendarFeedLink: {
            /**
             * Format: uri
             * @description The private address; shown only this once.
             */
            url: string;
            /** Format: date-time */
            created_at: string;
        };
        DiaryPost: {
            id: components["schemas"]["Id"];
            section_id: components["schemas"]["Id"];
            day: components["schemas"]["AttendanceDay"];
            subject_id: components["schemas"]["Id"];
            subject_name: string;
            author_id: components["schemas"]["Id"];
            author_name: string;
            body: string;
            due_date: components["schemas"]["AttendanceDay"] | null;
            attachment: components["schemas"]["DiaryAttachmentInfo"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The caller wrote it (and may edit it). */
            mine: boolean;
        };
        DiaryPostCreate: {
            subject_id: components["schemas"]["Id"];
            day: components["schemas"]["AttendanceDay"];
            body: string;
            due_date?: components["schemas"]["AttendanceDay"] | null;
            attachment?: components["schemas"]["DiaryAttachmentUpload"];
            /**
             * Format: uuid
             * @description The device's id of this change when it was queued offline (a replay sends the same).
             */
            op_id?: string;
        };
        DiaryPostUpdate: {
            body?: string;
            due_date?: components["schemas"]["AttendanceDay"] | null;
            attachment?: components["schemas"]["DiaryAttachmentUpload"] | null;
            /**
             * Format: uuid
             * @description The device's id of this change when it was queued offline (a replay sends the same).
             */
            op_id?: string;
        };
        DiaryDay: {
            day: components["schemas"]["AttendanceDay"];
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            posts: components["schemas"]["DiaryPost"][];
        };
        DiaryReader: {
            student_id: components["schemas"]["Id"];
            student_name: string;
            reader_name: string;
            /**
             * @description The student themselves or one of their guardians.
             * @enum {string}
             */
            reader_kind: "student" | "guardian";
            /**
             * Format: date-time
             * @description The first time they opened it.
             */
            read_at: string;
        };
        DiaryPostReads: {
            post_id: components["schemas"]["Id"];
            /**
             * Format: int32
             * @description The section's students whose diary the student or a guardian opened.
             */
            read_families: number;
            /** @description Every read, by student name then time. */
            readers: components["schemas"]["DiaryReader"][];
        };
        DiaryReads: {
            day: components["schemas"]["AttendanceDay"];
            section_id: components["schemas"]["Id"];
            /**
             * Format: int32
             * @description The section's students this year (each one family for the count).
             */
            families: number;
            posts: components["schemas"]["DiaryPostReads"][];
        };
        MyDiaryGroup: {
            student_id: components["schemas"]["Id"];
            name: string;
            section_id: components["schemas"]["Id"] | null;
            class_name: string | null;
            section_name: string | null;
            posts: components["schemas"]["DiaryPost"][];
        };
        MyDiary: {
            day: components["schemas"]["AttendanceDay"];
            today: components["schemas"]["AttendanceDay"];
            groups: components["schemas"]["MyDiaryGroup"][];
        };
        /**
         * @description Roster order; `name` (last, then first name) by default.
         * @enum {string}
         */
        RosterSort: "name" | "progress" | "last_activity" | "enrolled_at";
        /** @enum {string} */
        SortOrder: "asc" | "desc";
        RosterQuiz: {
            id: components["schemas"]["Id"];
            title: string;
            /** Format: int32 */
            total_points: number;
        };
        RosterQuizScore: {
            assessment_id: components["schemas"]["Id"];
            /**
             * Format: int32
             * @description Submissions made.
             */
            attempts: number;
            /** @description Best score among graded submissions, percent; null when none is graded. */
            best_percentage: number | null;
            /** @description Score of the latest graded submission, percent; null when none is graded. */
            last_percentage: number | null;
            /** @description The latest submission waits for a teacher. */
            pending: boolean;
        };
        RosterEntry: {
            enrollment_id: components["schemas"]["Id"];
            user: components["schemas"]["UserSummary"];
            enrolled_at: components["schemas"]["Timestamp"];
            /** Format: int32 */
            lessons_completed: number;
            last_activity_at: components["schemas"]["Timestamp"] | null;
            /** @description One per quiz of `quizzes`, in that order. */
            quiz_scores: components["schemas"]["RosterQuizScore"][];
        };
        CourseRoster: {
            course: {
                id: components["schemas"]["Id"];
                title: string;
            };
            /**
             * Format: int32
             * @description Published lessons of the course.
             */
            lessons_total: number;
            /** @description Published quizzes of the course, in creation order. */
            quizzes: components["schemas"]["RosterQuiz"][];
            items: components["schemas"]["RosterEntry"][];
            /** Format: int32 */
            total: number;
        };
        /** @enum {string} */
        EnrollmentDecision: "approve" | "reject";
        EnrollmentDecisionRequest: {
            ids: components["schemas"]["Id"][];
            decision: components["schemas"]["EnrollmentDecision"];
            /** @description A reason for a rejection, kept on each rejected enrollment. */
            admin_notes?: string | null;
        };
        /** @enum {string} */
        EnrollmentDecisionOutcome: "decided" | "already_decided" | "forbidden" | "not_found";
        EnrollmentDecisionResult: {
            id: components["schemas"]["Id"];
            result: components["schemas"]["EnrollmentDecisionOutcome"];
            enrollment?: components["schemas"]["Enrollment"];
        };
        EnrollmentDecisionResults: {
            items: components["schemas"]["EnrollmentDecisionResult"][];
            /** Format: int32 */
            decided: number;
        };
        PaymentDetails: {
            bank_name: string | null;
            account_title: string | null;
            account_number: string | null;
            /** @description Without spaces, upper case. */
            iban: string | null;
            instructions: string | null;
        };
        PaymentDetailsUpdate: {
            bank_name?: string | null;
            account_title?: string | null;
            account_number?: string | null;
            iban?: string | null;
            instructions?: string | null;
        };
        /**
         * Format: int32
         * @description Whole Pakistani rupees (PKR).
         */
        Rupees: number;
        /** @description A month, `YYYY-MM`. */
        FeeMonth: string;
        /** @enum {string} */
        FeeHeadKind: "admission" | "tuition" | "annual" | "exam" | "transport" | "other";
        /** @enum {string} */
        FeeFrequency: "one_time" | "monthly" | "annual";
        FeeHead: {
            id: components["schemas"]["Id"];
            name: string;
            kind: components["schemas"]["FeeHeadKind"];
            frequency: components["schemas"]["FeeFrequency"];
            is_active: boolean;
        };
        FeeHeadList: {
            items: components["schemas"]["FeeHead"][];
        };
        FeeHeadInput: {
            name: string;
            kind: components["schemas"]["FeeHeadKind"];
            frequency: components["schemas"]["FeeFrequency"];
        };
        FeeHeadUpdate: {
            name?: string;
            kind?: components["schemas"]["FeeHeadKind"];
            frequency?: components["schemas"]["FeeFrequency"];
            is_active?: boolean;
        };
        FeeAmount: {
            fee_head_id: components["schemas"]["Id"];
            amount: components["schemas"]["Rupees"];
        };
        FeeStructure: {
            academic_year_id: components["schemas"]["Id"];
            heads: components["schemas"]["FeeHead"][];
            classes: {
                class_id: components["schemas"]["Id"];
                class_name: string;
                amounts: components["schemas"]["FeeAmount"][];
                monthly_total: components["schemas"]["Rupees"];
            }[];
        };
        ClassFeeStructureInput: {
            amounts: components["schemas"]["FeeAmount"][];
        };
        /** @enum {string} */
        LateFeeMode: "none" | "fixed" | "per_day";
        FeeSettings: {
            /**
             * Format: int32
             * @description Percent off every fee line of a family's second child (0 - none); kept when omitted.
             */
            sibling_second_percent?: number;
            /**
             * Format: int32
             * @description Percent off the third and every later child (0 - none); kept when omitted.
             */
            sibling_third_percent?: number;
            /**
             * @description When a voucher falls due: on `due_day` of its month, or `due_after_days` after it is
             *     issued. With the day of the month, a voucher issued on or after that day (a new
             *     pupil's, a late run) is due `due_after_days` after issue instead, never on the day it
             *     is issued. Kept when omitted; `day_of_month` by default.
             * @enum {string}
             */
            due_rule?: "day_of_month" | "days_after_issue";
            /**
             * Format: int32
             * @description Days from issue to due (see `due_rule`); kept when omitted; 10 by default.
             */
            due_after_days?: number;
            /**
             * Format: int32
             * @description Day of the month vouchers are due.
             */
            due_day: number;
            late_fee_mode: components["schemas"]["LateFeeMode"];
            /**
             * Format: int32
             * @description fixed: once; per_day: each day late.
             */
            late_fee_amount: number;
            /**
             * Format: int32
             * @description per_day: the most the late fee reaches.
             */
            late_fee_cap: number | null;
            bank_name: string | null;
            bank_branch: string | null;
            account_title: string | null;
            account_number: string | null;
            /** @description Stored without spaces, upper case. */
            iban: string | null;
        };
        /** @enum {string} */
        ConcessionKind: "sibling" | "scholarship" | "staff_child" | "other";
        Concession: {
            id: components["schemas"]["Id"];
            student_id: components["schemas"]["Id"];
            /**
             * Format: int32
             * @description null: every head.
             */
            fee_head_id: number | null;
            fee_head_name: string | null;
            kind: components["schemas"]["ConcessionKind"];
            /** @enum {string} */
            mode: "percent" | "fixed";
            /** Format: int64 */
            value: number;
            reason: string;
            created_at: components["schemas"]["Timestamp"];
        };
        ConcessionList: {
            items: components["schemas"]["Concession"][];
        };
        ConcessionInput: {
            /** Format: int32 */
            fee_head_id?: number | null;
            kind: components["schemas"]["ConcessionKind"];
            /** @enum {string} */
            mode: "percent" | "fixed";
            /** Format: int32 */
            value: number;
            reason: string;
        };
        VoucherRunInput: {
            month: components["schemas"]["FeeMonth"];
            /** @description null or absent: every class. */
            class_ids?: components["schemas"]["Id"][] | null;
            issue_date?: components["schemas"]["AttendanceDay"];
            due_date?: components["schemas"]["AttendanceDay"];
        };
        VoucherRun: {
            id: components["schemas"]["Id"];
            month: components["schemas"]["FeeMonth"];
            class_ids: number[] | null;
            issue_date: string;
            due_date: string;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            /** Format: int32 */
            students_total: number;
            /** Format: int32 */
            students_done: number;
            /** Format: int32 */
            vouchers_created: number;
            /** Format: int32 */
            vouchers_skipped: number;
            error: string | null;
            created_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            finished_at: string | null;
        };
        VoucherRunList: {
            items: components["schemas"]["VoucherRun"][];
            /** Format: int32 */
            total: number;
        };
        /** @enum {string} */
        VoucherStatus: "unpaid" | "partially_paid" | "paid" | "cancelled";
        /**
         * @description How a payment was made; `sandbox` is the demo checkout's test money (never real).
         * @enum {string}
         */
        PaymentMethod: "cash" | "bank_deposit" | "cheque" | "jazzcash" | "easypaisa" | "sandbox" | "1bill" | "kuickpay";
        /**
         * @description How the office records a payment it received (the sandbox is only online).
         * @enum {string}
         */
        OfficePaymentMethod: "cash" | "bank_deposit" | "cheque" | "jazzcash" | "easypaisa";
        Voucher: {
            id: components["schemas"]["Id"];
            voucher_no: string;
            student_id: components["schemas"]["Id"];
            student_name: string;
            admission_no: string;
            class_name: string;
            section_name: string | null;
            month: components["schemas"]["FeeMonth"];
            issue_date: string;
            due_date: string;
            /**
             * Format: int32
             * @description Payable within the due date (arrears included).
             */
            total: number;
            /** Format: int64 */
            arrears: number;
            /** Format: int64 */
            paid_amount: number;
            /**
             * Format: int64
             * @description The late fee the voucher prints for payment after the due date.
             */
            late_fee_after_due: number;
            /**
             * Format: int64
             * @description The late fee on this voucher as its own line: owed today on an open voucher, charged on a closed one (0 - none). An open voucher's balance is total + late_fee - paid_amount.
             */
            late_fee: number;
            /** @description The first day the late fee applies (the day after the due date); null without a late fee. */
            late_fee_from: string | null;
            /**
             * Format: int64
             * @description Owed today (the late fee of today included); 0 when paid, cancelled or carried forward.
             */
            balance: number;
            status: components["schemas"]["VoucherStatus"];
            /** @description The later voucher that took this balance as arrears. */
            carried_to_no: string | null;
            overdue: boolean;
        };
        VoucherList: {
            items: components["schemas"]["Voucher"][];
            /** Format: int32 */
            total: number;
        };
        FeePayment: {
            id: components["schemas"]["Id"];
            voucher_id: components["schemas"]["Id"];
            voucher_no: string;
            student_id: components["schemas"]["Id"];
            /** Format: int64 */
            amount: number;
            method: components["schemas"]["PaymentMethod"];
            reference: string | null;
            paid_on: string;
            receipt_no: string;
            /** @enum {string} */
            status: "recorded" | "refunded";
            refund_reason: string | null;
            voucher_status: components["schemas"]["VoucherStatus"];
        };
        VoucherDetail: components["schemas"]["Voucher"] & {
            /** @description The voucher's consumer numbers, one per aggregator the school has on. */
            consumer_numbers: components["schemas"]["ConsumerNumber"][];
            lines: {
                /** @description The line as stored: a fee head's name, or (for the other kinds) its English wording. */
                label: string;
                /**
                 * @description fee: a fee head of the school (the label is its name); arrears: carried from earlier vouchers; transport: a stop's monthly fee (route and stop in detail). A reader names the last two in their own language.
                 * @enum {string}
                 */
                kind: "fee" | "arrears" | "transport";
                /** @description transport: the route and the stop. */
                detail: string | null;
                /** Format: int64 */
                amount: number;
                /** Format: int64 */
                concession: number;
                /** Format: int64 */
                net: number;
            }[];
            payments: components["schemas"]["FeePayment"][];
            cancel_reason: string | null;
            school_name: string;
        };
        FeePaymentInput: {
            /** Format: int32 */
            amount: number;
            method: components["schemas"]["OfficePaymentMethod"];
            reference?: string | null;
            paid_on: components["schemas"]["AttendanceDay"];
        };
        FeeReason: {
            reason: string;
        };
        FeeDefaulter: {
            voucher_id: components["schemas"]["Id"];
            voucher_no: string;
            student_id: components["schemas"]["Id"];
            student_name: string;
            admission_no: string;
            class_name: string;
            section_name: string | null;
            month: components["schemas"]["FeeMonth"];
            due_date: string;
            /** Format: int32 */
            days_overdue: number;
            /** Format: int64 */
            balance: number;
            guardians: {
                name: string;
                relation: string;
                mobile: string | null;
            }[];
        };
        FeeDefaulterList: {
            items: components["schemas"]["FeeDefaulter"][];
            /** Format: int32 */
            total: number;
            /**
             * Format: int32
             * @description The overdue balance of every defaulter (all pages).
             */
            total_overdue: number;
        };
        FeeReminderResult: {
            /** Format: int32 */
            notified: number;
        };
        FamilyList: {
            items: {
                guardian_id: components["schemas"]["Id"];
                guardian_name: string;
                mobile: string | null;
                /** Format: int32 */
                children: number;
                /**
                 * Format: int32
                 * @description What the open vouchers owe before any late fee not yet charged.
                 */
                open_balance: number;
                /** Format: int32 */
                open_challan_id: number | null;
                open_challan_no: string | null;
            }[];
        };
        FamilyChallanInput: {
            due_date?: components["schemas"]["AttendanceDay"];
        };
        FamilyChallan: {
            id: components["schemas"]["Id"];
            challan_no: string;
            guardian_id: components["schemas"]["Id"];
            guardian_name: string;
            issue_date: string;
            due_date: string;
            /**
             * @description blocked: a voucher on it was cancelled or carried forward; replaced: a newer challan took its place.
             * @enum {string}
             */
            status: "unpaid" | "paid" | "blocked" | "replaced";
            /** Format: int32 */
            amount_within_due: number;
            /** Format: int32 */
            amount_after_due: number;
            lines: {
                voucher_id: components["schemas"]["Id"];
                voucher_no: string;
                student_id: components["schemas"]["Id"];
                student_name: string;
                class_name: string;
                month: string;
                due_date: string;
                /** Format: int32 */
                total: number;
                /** Format: int32 */
                paid_amount: number;
                /** Format: int32 */
                balance: number;
                status: components["schemas"]["VoucherStatus"];
            }[];
            consumer_numbers: {
                /** @enum {string} */
                aggregator: "1bill" | "kuickpay";
                number: string;
            }[];
            payments: components["schemas"]["FamilyPayment"][];
        };
        FamilyPayment: {
            id: components["schemas"]["Id"];
            family_challan_id: components["schemas"]["Id"];
            receipt_no: string;
            /** Format: int32 */
            amount: number;
            method: components["schemas"]["PaymentMethod"];
            reference: string | null;
            paid_on: string;
            parts: {
                payment_id: components["schemas"]["Id"];
                receipt_no: string;
                voucher_no: string;
                student_name: string;
                /** Format: int32 */
                amount: number;
            }[];
        };
        FeeRemindersInput: {
            class_id?: components["schemas"]["Id"];
            /** Format: int32 */
            min_days_overdue?: number;
        };
        FeeReminderPreview: {
            /** Format: int32 */
            vouchers: number;
            /** Format: int32 */
            guardians: number;
            /**
             * Format: int32
             * @description One per voucher and guardian (a guardian of two defaulting children gets two).
             */
            messages: number;
            audience: {
                /** Format: int32 */
                by_whatsapp: number;
                /** Format: int32 */
                by_sms: number;
                /**
                 * Format: int32
                 * @description Messages no phone channel carries (no mobile, no consent, channel off); the in-app inbox and e-mail still do.
                 */
                unreachable: number;
            };
            cost: {
                /** Format: int64 */
                sms_segments: number;
                /** Format: int32 */
                sms_rate_paisa: number | null;
                /** Format: int64 */
                whatsapp_messages: number;
                /** Format: int32 */
                whatsapp_rate_paisa: number | null;
                /**
                 * Format: int64
                 * @description Null when a channel in use has no price set.
                 */
                total_pkr: number | null;
            };
            /** @description The first defaulter's reminder in English and Urdu. */
            samples: {
                /** @enum {string} */
                language: "en" | "ur";
                title: string;
                body: string;
                sms: {
                    text: string;
                    /** @enum {string} */
                    encoding: "gsm7" | "ucs2";
                    /** Format: int32 */
                    characters: number;
                    /** Format: int32 */
                    segments: number;
                };
            }[];
        };
        FeeReminderRun: {
            id: components["schemas"]["Id"];
            /** Format: int32 */
            class_id: number | null;
            /** Format: int32 */
            min_days_overdue: number;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            /** Format: int32 */
            vouchers: number;
            /** Format: int32 */
            processed: number;
            /** Format: int32 */
            notified: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            finished_at: string | null;
        };
        BillerReport: {
            /** @enum {string} */
            aggregator: "1bill" | "kuickpay";
            date: string;
            paid: {
                /** Format: int32 */
                count: number;
                /** Format: int64 */
                amount: number;
            };
            items: {
                consumer_number: string;
                tran_auth_id: string;
                tran_date: string;
                tran_time: string;
                bank_mnemonic: string | null;
                /** Format: int32 */
                amount: number;
                receipt_no: string | null;
                bill_no: string | null;
                /** @description The consumer number was a family challan's. */
                family: boolean;
            }[];
        };
        FeeCollectionReport: {
            from: components["schemas"]["FeeMonth"];
            to: components["schemas"]["FeeMonth"];
            /** Format: int32 */
            total: number;
            by_month: {
                month: components["schemas"]["FeeMonth"];
                /** Format: int64 */
                amount: number;
                /** Format: int32 */
                payments: number;
            }[];
            by_class: {
                class_id: components["schemas"]["Id"];
                class_name: string;
                /** Format: int64 */
                amount: number;
                /** Format: int32 */
                payments: number;
            }[];
            by_method: {
                method: components["schemas"]["PaymentMethod"];
                /** Format: int64 */
                amount: number;
                /** Format: int32 */
                payments: number;
            }[];
        };
        FeeLedger: {
            student_id: components["schemas"]["Id"];
            student_name: string;
            entries: {
                date: string;
                /** @description The voucher's month, `YYYY-MM`. */
                month: string | null;
                /** @enum {string|null} */
                method: "cash" | "bank_deposit" | "cheque" | "jazzcash" | "easypaisa" | "sandbox" | "1bill" | "kuickpay" | null;
                /** @enum {string} */
                kind: "voucher" | "late_fee" | "payment" | "refund" | "cancelled";
                description: string;
                voucher_no: string | null;
                receipt_no: string | null;
                /** Format: int64 */
                debit: number;
                /** Format: int64 */
                credit: number;
                /** Format: int64 */
                balance: number;
            }[];
            /** Format: int64 */
            charged: number;
            /** Format: int64 */
            paid: number;
            /** Format: int64 */
            balance: number;
        };
        MyVoucherList: {
            items: (components["schemas"]["Voucher"] & {
                payments: components["schemas"]["FeePayment"][];
            })[];
        };
        /** @enum {string} */
        OnlineProviderId: "sandbox" | "jazzcash" | "easypaisa";
        OnlinePaymentProvider: {
            provider: components["schemas"]["OnlineProviderId"];
            enabled: boolean;
            /** @description Whether the credentials are complete (never shown). */
            configured: boolean;
            /** @description The last 4 characters of the merchant or store id. */
            merchant_hint: string | null;
            /** @description The provider's host in use. */
            base_url: string | null;
            /**
             * @description The address the school registers in the provider's merchant portal for its server-to-server
             *     notifications (JazzCash and Easypaisa do not take it per payment). Null for the sandbox.
             */
            ipn_url?: string | null;
            /**
             * @description Easypaisa: whether the inquiry API's username and password are set (returns and IPNs are then
             *     confirmed with `inquire-transaction`). JazzCash: always true once configured (its status
             *     inquiry uses the merchant's own credentials). The sandbox: true.
             */
            inquiry_configured?: boolean;
            /**
             * @description False when the service runs in production mode without PAYMENTS_SANDBOX=on: the sandbox can
             *     then be neither switched on nor paid with.
             */
            available?: boolean;
        };
        OnlinePaymentSettings: {
            items: components["schemas"]["OnlinePaymentProvider"][];
        };
        OnlinePaymentProviderUpdate: {
            enabled?: boolean;
            merchant_id?: string;
            password?: string;
            /** @description JazzCash's integrity salt or Easypaisa's hash key (16, 24 or 32 characters). */
            secret?: string;
            base_url?: string | null;
            /** @description Easypaisa's inquiry API username (sealed at rest, never returned). */
            api_username?: string;
            /** @description Easypaisa's inquiry API password (sealed at rest, never returned). */
            api_password?: string;
            /** @description Easypaisa's merchant account number sent with each inquiry (sealed at rest). */
            account_num?: string;
        };
        OnlineProviderList: {
            items: components["schemas"]["OnlineProviderId"][];
        };
        OnlineCheckoutRequest: {
            provider: components["schemas"]["OnlineProviderId"];
            voucher_id?: components["schemas"]["Id"];
            enrollment_id?: components["schemas"]["Id"];
            /**
             * @description The language the payer reads the site in, for a hosted page that can speak it (the
             *     sandbox's); the caller's preferred language when absent.
             * @enum {string}
             */
            language?: "en" | "ur";
        };
        OnlineCheckout: {
            txn_ref: string;
            /**
             * Format: int64
             * @description Whole rupees.
             */
            amount: number;
            /** @description Where the browser posts the fields. */
            action: string;
            /** @enum {string} */
            method: "POST";
            fields: {
                [key: string]: string;
            };
        };
        OnlinePayment: {
            id: components["schemas"]["Id"];
            txn_ref: string;
            provider: components["schemas"]["OnlineProviderId"];
            /** Format: int64 */
            amount: number;
            /** @enum {string} */
            status: "pending" | "confirmed" | "failed" | "cancelled";
            /** Format: int32 */
            voucher_id: number | null;
            /** Format: int32 */
            enrollment_id: number | null;
            bill_reference: string;
            /** @description Confirmed, but the voucher was paid meanwhile (at the office), so the school refunds it. */
            refund_due: boolean;
            /**
             * Format: int32
             * @description The fee payment it recorded (its receipt is GET /fees/payments/{payment_id}/receipt).
             */
            payment_id: number | null;
            created_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            confirmed_at: string | null;
            /** @description The provider's own code and what it means (e.g. JazzCash 112, cancelled by the payer). */
            status_detail?: string | null;
            /**
             * @description Easypaisa over the counter (OTC): the token the payer quotes at an Easypaisa shop, as the
             *     provider's inquiry states it.
             */
            payment_token?: string | null;
            /** @description Until when the OTC token can be paid, as Easypaisa wrote it. */
            payment_token_expiry?: string | null;
        };
        OnlinePaymentList: {
            items: components["schemas"]["OnlinePayment"][];
            /** Format: int32 */
            total: number;
        };
        OnlinePaymentTotal: {
            /** Format: int32 */
            count: number;
            /**
             * Format: int64
             * @description Whole rupees.
             */
            amount: number;
        };
        OnlinePaymentReport: {
            provider: components["schemas"]["OnlineProviderId"];
            date: string;
            confirmed: components["schemas"]["OnlinePaymentTotal"];
            failed: components["schemas"]["OnlinePaymentTotal"];
            cancelled: components["schemas"]["OnlinePaymentTotal"];
            pending: components["schemas"]["OnlinePaymentTotal"];
            /** Format: int32 */
            refund_due: number;
            /**
             * Format: int32
             * @description Refused notifications that named one of the school's payments that day.
             */
            unmatched_callbacks: number;
            items: components["schemas"]["OnlinePayment"][];
            /** Format: int32 */
            total?: number;
        };
        BillerSettings: {
            /** @enum {string} */
            aggregator: "1bill" | "kuickpay";
            name: string;
            enabled: boolean;
            prefix: string | null;
            /** Format: int32 */
            digits: number | null;
            username: string | null;
            password_configured: boolean;
            /** @description The consumer number of the school's first voucher, as a bank would type it. */
            example: string | null;
            inquiry_url: string;
            payment_url: string;
        };
        BillerSettingsList: {
            items: components["schemas"]["BillerSettings"][];
        };
        BillerSettingsInput: {
            enabled?: boolean;
            prefix?: string;
            /** Format: int32 */
            digits?: number;
            username?: string;
            password?: string;
        };
        ConsumerNumber: {
            /** @enum {string} */
            aggregator: "1bill" | "kuickpay";
            number: string;
        };
        /** @description As the aggregator sends it (public integrations; no official specification is public). */
        BillInquiryRequest: {
            consumer_number: string;
            bank_mnemonic?: string;
            reserved?: string;
        };
        BillInquiryResponse: {
            /** @enum {string} */
            response_Code: "00" | "01";
            consumer_Detail: string;
            /** @enum {string} */
            bill_status: "U" | "P" | "B" | "";
            /** @description YYYYMMDD */
            due_date: string;
            amount_within_dueDate: string;
            amount_after_dueDate: string;
            /** @description YYMM */
            billing_month: string;
            /** @description YYYYMMDD, when paid */
            date_paid: string;
            amount_paid: string;
            tran_auth_Id: string;
            reserved: string;
        };
        BillPaymentRequest: {
            consumer_number: string;
            tran_auth_id: string;
            /** @description Paisa, e.g. 000000186900 or +0000000186900 */
            transaction_amount: string;
            /** @description YYYYMMDD */
            tran_date: string;
            /** @description HHMMSS */
            tran_time: string;
            bank_mnemonic?: string;
            reserved?: string;
        };
        BillPaymentResponse: {
            /** @enum {string} */
            response_Code: "00" | "01" | "03";
            /** @description Our receipt number when 00. */
            Identification_parameter: string;
            reserved: string;
            /** @description Why, when refused. */
            detail?: string;
        };
        /**
         * @description The aggregator's refusal (code 04). The service's own malformed-request answers (a body that
         *     is not JSON, a NUL in the address) carry only `detail`.
         */
        BillerRefusal: {
            /** @enum {string} */
            response_Code?: "04";
            detail: string;
            reserved?: string;
        };
        /** @description A provider's fields as it sends them (names and string values). */
        ProviderFields: {
            [key: string]: string;
        };
        /**
         * @default en
         * @enum {string}
         */
        ReportCardLanguage: "en" | "ur";
        /** @description The end is `ends_at` or `duration_minutes` (one of them). */
        DatesheetPaperSave: {
            class_id: components["schemas"]["Id"];
            subject_id: components["schemas"]["Id"];
            paper_date: components["schemas"]["AttendanceDay"];
            starts_at: components["schemas"]["ClockTime"];
            ends_at?: components["schemas"]["ClockTime"];
            /** Format: int32 */
            duration_minutes?: number;
            room?: string | null;
        };
        DatesheetPaper: {
            id: components["schemas"]["Id"];
            class_id: components["schemas"]["Id"];
            class_name: string;
            subject_id: components["schemas"]["Id"];
            subject_name: string;
            paper_date: components["schemas"]["AttendanceDay"];
            starts_at: components["schemas"]["ClockTime"];
            ends_at: components["schemas"]["ClockTime"];
            /** Format: int32 */
            duration_minutes: number;
            room: string | null;
        };
        DatesheetClass: {
            class_id: components["schemas"]["Id"];
            class_name: string;
            papers: components["schemas"]["DatesheetPaper"][];
        };
        Datesheet: {
            exam_id: components["schemas"]["Id"];
            exam_name: string;
            term_name: string;
            /** Format: date-time */
            published_at: string | null;
            classes: components["schemas"]["DatesheetClass"][];
        };
        MyDatesheet: {
            exam_id: components["schemas"]["Id"];
            exam_name: string;
            term_name: string;
            student_id: components["schemas"]["Id"];
            student_name: string;
            class_id: components["schemas"]["Id"];
            class_name: string;
            papers: components["schemas"]["DatesheetPaper"][];
        };
        MyDatesheetList: {
            items: components["schemas"]["MyDatesheet"][];
        };
        /** @description The paper's date, `yyyy-mm-dd`, within the term. */
        ExamDate: string | null;
        ExamPaperInput: {
            subject_id: components["schemas"]["Id"];
            exam_date?: components["schemas"]["ExamDate"];
            /** Format: int32 */
            max_marks: number;
            /** Format: int32 */
            passing_marks: number;
        };
        ExamClassInput: {
            class_id: components["schemas"]["Id"];
            papers: components["schemas"]["ExamPaperInput"][];
        };
        ExamCreate: {
            term_id: components["schemas"]["Id"];
            name: string;
            classes: components["schemas"]["ExamClassInput"][];
        };
        ExamUpdate: {
            name?: string;
            classes?: components["schemas"]["ExamClassInput"][];
        };
        ExamPaper: {
            id: components["schemas"]["Id"];
            subject_id: components["schemas"]["Id"];
            subject_name: string;
            exam_date: components["schemas"]["ExamDate"];
            /** Format: int32 */
            max_marks: number;
            /** Format: int32 */
            passing_marks: number;
            /**
             * Format: int32
             * @description Students with marks or absent in this paper.
             */
            marks_entered: number;
        };
        ExamClass: {
            class_id: components["schemas"]["Id"];
            class_name: string;
            papers: components["schemas"]["ExamPaper"][];
        };
        Exam: {
            id: components["schemas"]["Id"];
            term_id: components["schemas"]["Id"];
            term_name: string;
            year_name: string;
            name: string;
            is_published: boolean;
            /** Format: date-time */
            published_at: string | null;
            created_at: components["schemas"]["Timestamp"];
            approval: components["schemas"]["ExamApproval"];
            classes: components["schemas"]["ExamClass"][];
        };
        ExamSummary: {
            id: components["schemas"]["Id"];
            term_id: components["schemas"]["Id"];
            term_name: string;
            year_name: string;
            name: string;
            is_published: boolean;
            /** Format: date-time */
            published_at: string | null;
            class_names: string[];
            /** Format: int32 */
            papers: number;
        };
        ExamList: {
            items: components["schemas"]["ExamSummary"][];
            /** Format: int32 */
            total: number;
        };
        MarkSheetRef: {
            section_id: components["schemas"]["Id"];
            class_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            subject_id: components["schemas"]["Id"];
            subject_name: string;
            /** Format: int32 */
            max_marks: number;
            exam_date: components["schemas"]["ExamDate"];
            /** Format: int32 */
            students: number;
            /** Format: int32 */
            entered: number;
        };
        MarkSheetList: {
            exam_id: components["schemas"]["Id"];
            exam_name: string;
            is_published: boolean;
            items: components["schemas"]["MarkSheetRef"][];
        };
        MarkEntry: {
            student_id: components["schemas"]["Id"];
            /** Format: int32 */
            roll_no: number;
            first_name: string;
            last_name: string;
            admission_no: string;
            /** Format: int32 */
            marks: number | null;
            absent: boolean;
            /**
             * Format: int64
             * @description The mark's version (0: nothing entered); an offline change sends it back as `base_version`.
             */
            version: number;
        };
        MarksSheet: {
            exam_id: components["schemas"]["Id"];
            exam_name: string;
            is_published: boolean;
            /** @description False while the exam is published. */
            editable: boolean;
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            subject_id: components["schemas"]["Id"];
            subject_name: string;
            /** Format: int32 */
            max_marks: number;
            /** Format: int32 */
            passing_marks: number;
            exam_date: components["schemas"]["ExamDate"];
            entries: components["schemas"]["MarkEntry"][];
        };
        MarkInput: {
            student_id: components["schemas"]["Id"];
            /**
             * Format: int32
             * @description Checked against 0 and the paper's maximum by the service (a 422 naming the student).
             */
            marks: number | null;
            absent: boolean;
            /**
             * Format: uuid
             * @description The device's id of this change; a replay sends the same and nothing is applied twice.
             */
            op_id?: string;
            /**
             * Format: int64
             * @description The version of the student's mark the change was typed on (0: nothing entered). Sent, a mark changed meanwhile by someone else is kept and reported in `conflicts`; left out, the entry overwrites as before.
             */
            base_version?: number;
        };
        MarksSave: {
            entries: components["schemas"]["MarkInput"][];
        };
        MarksSaved: {
            /**
             * Format: int32
             * @description Entries stored.
             */
            saved: number;
            /**
             * Format: int32
             * @description Entries that differed from what was stored.
             */
            changed: number;
            /** @description The entries stored, as the server now holds them. */
            entries: {
                student_id: components["schemas"]["Id"];
                /** Format: int32 */
                marks: number | null;
                absent: boolean;
                /**
                 * Format: int64
                 * @description The mark's version now (0: cleared).
                 */
                version: number;
            }[];
            /** @description The entries not stored, each with its sentence; the others were stored. */
            refused: components["schemas"]["MarkRefusal"][];
            /** @description Entries not applied because the student's mark changed since their `base_version` (someone else's newer mark is kept), or replays of such entries. */
            conflicts: components["schemas"]["MarkConflict"][];
            /** @description Operation ids handled before; nothing was applied for them now. */
            replayed: string[];
        };
        /**
         * @description Where the results stand: `draft` (being entered), `submitted` (awaiting the head),
         *     `returned` (sent back with `returned_reason`), `published` (approved and out).
         *     `can_approve` says whether the caller may approve them now (holds results.approve and did
         *     not submit them).
         */
        ExamApproval: {
            /** @enum {string} */
            state: "draft" | "submitted" | "returned" | "published";
            /** Format: date-time */
            submitted_at: string | null;
            submitted_by_name: string | null;
            /** Format: date-time */
            returned_at: string | null;
            returned_reason: string | null;
            can_approve: boolean;
        };
        ExamReturn: {
            reason: string;
        };
        ExamCompleteness: {
            exam_id: components["schemas"]["Id"];
            complete: boolean;
            /** Format: int32 */
            missing_total: number;
            gaps: {
                class_name: string;
                section_id: components["schemas"]["Id"];
                section_name: string;
                subject_id: components["schemas"]["Id"];
                subject_name: string;
                /** Format: int32 */
                missing: number;
                students: {
                    student_id: components["schemas"]["Id"];
                    /** Format: int32 */
                    roll_no: number;
                    name: string;
                }[];
            }[];
        };
        ExamGapsFill: {
            section_id: components["schemas"]["Id"];
            subject_id: components["schemas"]["Id"];
            /** @enum {string} */
            status: "absent" | "exempt";
            student_ids?: components["schemas"]["Id"][];
        };
        MarkConflict: {
            student_id: components["schemas"]["Id"];
            /** Format: int32 */
            roll_no: number;
            student_name: string;
            /** Format: uuid */
            op_id: string | null;
            detail: string;
            /** @description The mark the server keeps (someone else's newer change). */
            current: {
                /** Format: int32 */
                marks: number | null;
                absent: boolean;
                exempt: boolean;
                /**
                 * Format: int64
                 * @description 0: nothing entered now.
                 */
                version: number;
                changed_by: string | null;
                /** Format: date-time */
                changed_at: string | null;
            };
        };
        MarkRefusal: {
            student_id: components["schemas"]["Id"];
            /**
             * Format: int32
             * @description Null when the student is not in the section.
             */
            roll_no: number | null;
            student_name: string | null;
            /** @enum {string} */
            reason: "above_max" | "below_zero" | "absent_with_marks" | "not_in_section";
            detail: string;
        };
        /** @enum {string} */
        ResultOutcome: "pass" | "fail" | "incomplete";
        ResultSubject: {
            subject_id: components["schemas"]["Id"];
            subject_name: string;
            /** Format: int32 */
            max_marks: number;
            /** Format: int32 */
            passing_marks: number;
            /** Format: int32 */
            marks: number | null;
            absent: boolean;
            /** @description Null while no marks are entered. */
            passed: boolean | null;
        };
        ResultRow: {
            student_id: components["schemas"]["Id"];
            /** Format: int32 */
            roll_no: number;
            first_name: string;
            last_name: string;
            admission_no: string;
            subjects: components["schemas"]["ResultSubject"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            max_total: number;
            /** @description Two decimals. */
            percentage: number;
            grade: string;
            /**
             * Format: int32
             * @description Rank by total in the section; equal totals share it (1, 1, 3). Null when incomplete.
             */
            position: number | null;
            outcome: components["schemas"]["ResultOutcome"];
            remarks: string | null;
        };
        SectionResults: {
            /** @description The caller is the section's class teacher or an admin. */
            can_edit_remarks: boolean;
            exam_id: components["schemas"]["Id"];
            exam_name: string;
            is_published: boolean;
            /** Format: date-time */
            published_at: string | null;
            section_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            subjects: {
                subject_id: components["schemas"]["Id"];
                subject_name: string;
                /** Format: int32 */
                max_marks: number;
                /** Format: int32 */
                passing_marks: number;
            }[];
            rows: components["schemas"]["ResultRow"][];
            summary: {
                /** Format: int32 */
                students: number;
                /** Format: int32 */
                passed: number;
                /** Format: int32 */
                failed: number;
                /** Format: int32 */
                incomplete: number;
                average_percentage: number | null;
            };
        };
        StudentResult: {
            exam_id: components["schemas"]["Id"];
            exam_name: string;
            term_name: string;
            year_name: string;
            is_published: boolean;
            /** Format: date-time */
            published_at: string | null;
            student_id: components["schemas"]["Id"];
            first_name: string;
            last_name: string;
            admission_no: string;
            /** Format: int32 */
            roll_no: number;
            class_name: string;
            section_name: string;
            /** Format: int32 */
            section_size: number;
            subjects: components["schemas"]["ResultSubject"][];
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            max_total: number;
            percentage: number;
            grade: string;
            /** Format: int32 */
            position: number | null;
            outcome: components["schemas"]["ResultOutcome"];
            remarks: string | null;
            /** @description The term's attendance (null when the attendance module is off or nothing was marked). */
            attendance_percentage: number | null;
        };
        MyResult: {
            exam_id: components["schemas"]["Id"];
            exam_name: string;
            term_name: string;
            year_name: string;
            /** Format: date-time */
            published_at: string | null;
            student_id: components["schemas"]["Id"];
            student_name: string;
            class_name: string;
            section_name: string;
            /** Format: int32 */
            total: number;
            /** Format: int32 */
            max_total: number;
            percentage: number;
            grade: string;
            /** Format: int32 */
            position: number | null;
            outcome: components["schemas"]["ResultOutcome"];
        };
        MyResultList: {
            items: components["schemas"]["MyResult"][];
        };
        RemarksSave: {
            remarks: string;
        };
        GradingBand: {
            grade: string;
            /** Format: int32 */
            min_percent: number;
            /** Format: int32 */
            max_percent: number;
        };
        GradingScale: {
            bands: components["schemas"]["GradingBand"][];
            /** @description True while the school has not saved its own scale. */
            is_default: boolean;
        };
        GradingScaleUpdate: {
            bands: components["schemas"]["GradingBand"][];
        };
        StudentPhotoUpload: {
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg";
            /** @description The file, base64 (at most 2 MiB of file). */
            data_base64: string;
        };
        StudentPhoto: {
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg";
            /** Format: int32 */
            width: number;
            /** Format: int32 */
            height: number;
            /** Format: int32 */
            byte_size: number;
            /** Format: date-time */
            updated_at: string;
            /** @description The stored (re-encoded) file, base64. */
            data_base64: string;
        };
        StudentPhotoState: {
            photo: components["schemas"]["StudentPhoto"] | null;
        };
        SchoolLogoUpload: {
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg";
            /** @description The file, base64 (at most 512 KiB of file). */
            data_base64: string;
        };
        SchoolLogo: {
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg";
            /** Format: int32 */
            width: number;
            /** Format: int32 */
            height: number;
            /** Format: int32 */
            byte_size: number;
            /** Format: date-time */
            updated_at: string;
            /** @description The stored (re-encoded) file, base64. */
            data_base64: string;
        };
        SchoolLogoState: {
            logo: components["schemas"]["SchoolLogo"] | null;
        };
        PrintJobCreate: {
            /** @enum {string} */
            kind: "report_cards" | "vouchers" | "payslips";
            /** @enum {string} */
            scope: "section" | "class" | "school";
            /** @description Report cards only, the exam. */
            exam_id?: components["schemas"]["Id"];
            /** @description Vouchers: the month issued; payslips: the payroll month (scope school). */
            month?: components["schemas"]["FeeMonth"];
            /** @description Scope class. */
            class_id?: components["schemas"]["Id"];
            /** @description Scope section. */
            section_id?: components["schemas"]["Id"];
            language?: components["schemas"]["ReportCardLanguage"];
        };
        PrintJob: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "report_cards" | "vouchers" | "payslips";
            /** @enum {string} */
            scope: "section" | "class" | "school";
            /** Format: int32 */
            exam_id: number | null;
            month: string | null;
            /** Format: int32 */
            class_id: number | null;
            /** Format: int32 */
            section_id: number | null;
            /** @enum {string} */
            language: "en" | "ur";
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            /**
             * Format: int32
             * @description Pages to print.
             */
            total: number;
            /**
             * Format: int32
             * @description Pages printed so far.
             */
            done: number;
            error: string | null;
            /** @enum {string|null} */
            file_type: "pdf" | "zip" | null;
            file_name: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            finished_at: string | null;
            /**
             * Format: date-time
             * @description The file is removed after this.
             */
            expires_at: string | null;
        };
        PrintJobList: {
            items: components["schemas"]["PrintJob"][];
        };
        ReportCardRunCreate: {
            class_id: components["schemas"]["Id"];
            language?: components["schemas"]["ReportCardLanguage"];
        };
        ReportCardRun: {
            id: components["schemas"]["Id"];
            exam_id: components["schemas"]["Id"];
            class_id: components["schemas"]["Id"];
            class_name: string;
            /** @enum {string} */
            language: "en" | "ur";
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            /**
             * Format: int32
             * @description Students to render.
             */
            total: number;
            /**
             * Format: int32
             * @description Students rendered so far.
             */
            done: number;
            error: string | null;
            created_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            finished_at: string | null;
            files: {
                section_id: components["schemas"]["Id"];
                section_name: string;
                /** Format: int32 */
                students: number;
            }[];
        };
        SectionGradebook: {
            section_id: components["schemas"]["Id"];
            class_id: components["schemas"]["Id"];
            class_name: string;
            section_name: string;
            /** Format: int32 */
            term_id: number | null;
            /** @description One per exam paper (exam × subject), in exam then subject order. */
            columns: {
                exam_id: components["schemas"]["Id"];
                exam_name: string;
                subject_id: components["schemas"]["Id"];
                subject_name: string;
                /** Format: int32 */
                max_marks: number;
            }[];
            courses: {
                course_id: components["schemas"]["Id"];
                title: string;
                /** Format: int32 */
                quizzes: number;
            }[];
            rows: {
                student_id: components["schemas"]["Id"];
                /** Format: int32 */
                roll_no: number;
                first_name: string;
                last_name: string;
                /** @description Same order as `columns`. */
                cells: {
                    /** Format: int32 */
                    marks: number | null;
                    absent: boolean;
                }[];
                /** @description Same order as `courses`: the average percentage, null when no quiz was taken. */
                quiz_averages: (number | null)[];
            }[];
        };
        ClassCourses: {
            class_id: components["schemas"]["Id"];
            items: {
                course_id: components["schemas"]["Id"];
                title: string;
            }[];
        };
        ClassCoursesUpdate: {
            course_ids: components["schemas"]["Id"][];
        };
        /**
         * Format: int64
         * @description Whole Pakistani rupees (PKR), a total over many payslips.
         */
        PayrollMoney: number;
        PayrollRunCreate: {
            month: components["schemas"]["FeeMonth"];
        };
        PayrollRun: {
            id: components["schemas"]["Id"];
            month: components["schemas"]["FeeMonth"];
            /** @enum {string} */
            status: "draft" | "approved";
            /** Format: int32 */
            staff_count: number;
            total_gross: components["schemas"]["PayrollMoney"];
            /** @description Unpaid days, deductions, income tax and advance instalments together. */
            total_deductions: components["schemas"]["PayrollMoney"];
            total_net: components["schemas"]["PayrollMoney"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            computed_at: string;
            /** Format: date-time */
            approved_at: string | null;
            approved_by_name: string | null;
        };
        PayrollRunList: {
            items: components["schemas"]["PayrollRun"][];
            /** Format: int32 */
            total: number;
        };
        PayslipLine: {
            /** @enum {string} */
            kind: "basic" | "allowance" | "deduction" | "unpaid" | "tax" | "advance";
            /** @description The school's name of an allowance or deduction; for the other kinds an English label the screens translate by `kind`. */
            name: string;
            amount: components["schemas"]["Rupees"];
        };
        Payslip: {
            id: components["schemas"]["Id"];
            run_id: components["schemas"]["Id"];
            month: components["schemas"]["FeeMonth"];
            /** @enum {string} */
            status: "draft" | "approved";
            user_id: components["schemas"]["Id"];
            staff_name: string;
            employee_number: string | null;
            designation: string | null;
            basic_salary: components["schemas"]["Rupees"];
            allowances: components["schemas"]["Rupees"];
            deductions: components["schemas"]["Rupees"];
            /** Format: int32 */
            unpaid_days: number;
            unpaid_deduction: components["schemas"]["Rupees"];
            advance_recovery: components["schemas"]["Rupees"];
            income_tax: components["schemas"]["Rupees"];
            gross: components["schemas"]["Rupees"];
            net: components["schemas"]["Rupees"];
            bank_name: string | null;
            bank_account_title: string | null;
            bank_account_number: string | null;
            lines: components["schemas"]["PayslipLine"][];
        };
        PayslipList: {
            items: components["schemas"]["Payslip"][];
            /** Format: int32 */
            total: number;
        };
        PayrollRunDetail: {
            run: components["schemas"]["PayrollRun"];
            payslips: components["schemas"]["Payslip"][];
        };
        PayrollStaff: {
            user_id: components["schemas"]["Id"];
            name: string;
            employee_number: string | null;
            designation: string;
            basic_salary: components["schemas"]["Rupees"];
            /** @enum {string} */
            status: "active" | "left";
        };
        PayrollStaffList: {
            items: components["schemas"]["PayrollStaff"][];
            /** Format: int32 */
            total: number;
        };
        StaffAdvanceCreate: {
            user_id: components["schemas"]["Id"];
            /** Format: int32 */
            amount: number;
            /**
             * Format: int32
             * @description Taken from each approved month's pay; at most the amount.
             */
            instalment: number;
            /** Format: date */
            taken_on: string;
            note?: string | null;
        };
        StaffAdvance: {
            id: components["schemas"]["Id"];
            user_id: components["schemas"]["Id"];
            staff_name: string;
            amount: components["schemas"]["Rupees"];
            instalment: components["schemas"]["Rupees"];
            /** Format: date */
            taken_on: string;
            note: string | null;
            recovered: components["schemas"]["Rupees"];
            remaining: components["schemas"]["Rupees"];
        };
        StaffAdvanceList: {
            items: components["schemas"]["StaffAdvance"][];
            /** Format: int32 */
            total: number;
        };
        IncomeTaxSlab: {
            /** Format: int32 */
            from_amount: number;
            /** Format: int32 */
            to_amount: number | null;
            /** Format: int32 */
            fixed_amount: number;
            rate_percent: number;
        };
        IncomeTaxSlabs: {
            items: components["schemas"]["IncomeTaxSlab"][];
            is_default: boolean;
            tax_year_of_default: string;
        };
        IncomeTaxSlabsSave: {
            items: components["schemas"]["IncomeTaxSlab"][];
        };
    };
    responses: {
        /** @description A filter, sort or field selection the service cannot apply (imsx_StatusInfo, code minor `invalid_filter_field` or `invalid_selection_field`). */
        OneRosterBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OneRosterStatusInfo"] | components["schemas"]["Error"];
            };
        };
        /** @description No token, or an unknown, expired or revoked one (imsx_StatusInfo, code minor `unauthorisedrequest`). */
        OneRosterUnauthorized: {
            headers: {
                /** @description `Bearer realm="oneroster"` with `error="invalid_token"` when a token was sent (RFC 6750). */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OneRosterStatusInfo"] | components["schemas"]["Error"];
            };
        };
        /** @description No such record in the token's school (imsx_StatusInfo, code minor `unknownobject`). */
        OneRosterNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OneRosterStatusInfo"] | components["schemas"]["Error"];
            };
        };
        /**
         * @description The file, named `<list>-<the school's date, Pakistan time>.csv|xlsx` in Content-Disposition.
         *     The columns of the list it exports; money in whole rupees (PKR) as numbers, dates as the
         *     school's days (`YYYY-MM-DD`, Pakistan time), names as written (Urdu kept, UTF-8). A CSV cell
         *     that would start a spreadsheet formula (=, +, -, @, tab, carriage return) begins with an
         *     apostrophe; an Excel cell is always text or a number, never a formula.
         */
        ExportFile: {
            headers: {
                /** @description `attachment; filename="students-2026-11-27.csv"` and the same as `filename*`. */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "text/csv": string;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
            };
        };
        /**
         * @description The request is malformed (a body that is not valid JSON or is empty, a Content-Length that
         *     does not match the body, a malformed %-encoding in the address) or cannot be carried out as
         *     sent (for example an expired reset token).
         */
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
        /**
         * @description The request body is larger than the service accepts: 1 MiB for JSON bodies, 12 MiB for the
         *     student import and the OneRoster package. Refused before the body is read; nothing is changed.
         */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is in a media type the operation does not take (most take only `application/json`); nothing is changed. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Rate limited; nothing is changed. The service counts sign-in (per client address and, for
         *     failed attempts, per email), registration, password reset and parent invitations, the
         *     contact form, token refresh and sign-out (per client address), and refused user creations
         *     per admin (docs/security.md); a deployment may limit other operations in front of it.
         *     The service sends no `RateLimit-*` headers: `Retry-After` is the whole of what it tells.
         */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
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
        /**
         * @description An unexpected failure of the service. The body is always the sentence
         *     `Internal server error` (no stack trace or internal detail); the failure is logged.
         */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A payment provider could not be reached or did not answer as expected (nothing changed). */
        ProviderUnreachable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The registration's public key in the tool URLs. */
        LtiPublicId: string;
        /** @description The most records in one page (the binding's default 100; at most 1000 here). */
        OneRosterLimit: number;
        /** @description The number of records before the page's first. */
        OneRosterOffset: number;
        /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
        OneRosterSort: string;
        /** @description With sort, ascending or descending. */
        OneRosterOrderBy: "asc" | "desc";
        /**
         * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
         *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
         *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
         *     own modification time) is compared as an ISO 8601 date-time, so
         *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
         *     else is 400 with code minor `invalid_filter_field`.
         */
        OneRosterFilter: string;
        /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
        OneRosterFields: string;
        /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
        OneRosterSourcedId: string;
        /** @description The school's sourcedId (`org-<school id>`). */
        OneRosterSchoolSourcedId: string;
        /** @description The class's sourcedId (`section-<id>`). */
        OneRosterClassSourcedId: string;
        /** @description The course's sourcedId (`class-<id>`). */
        OneRosterCourseSourcedId: string;
        /** @description The student's sourcedId (`student-<id>`). */
        OneRosterStudentSourcedId: string;
        /** @description The teacher's sourcedId (`teacher-<user id>`). */
        OneRosterTeacherSourcedId: string;
        /** @description The user's sourcedId (`student-`, `guardian-` or `teacher-<id>`). */
        OneRosterUserSourcedId: string;
        /** @description The term's sourcedId (`term-<id>`). */
        OneRosterTermSourcedId: string;
        /** @description The school whose provider reports (its slug); each school signs with its own key. */
        WebhookTenantSlug: string;
        /** @description The bill-payment aggregator: `1bill` (1LINK's 1Bill) or `kuickpay`. */
        Aggregator: "1bill" | "kuickpay";
        /** @description The username the school gave the aggregator. */
        BillerUsername: string;
        /** @description The password the school gave the aggregator. */
        BillerPassword: string;
        OnlineProvider: "sandbox" | "jazzcash" | "easypaisa";
        /** @description `csv` (UTF-8 with a byte-order mark, CRLF) or `xlsx` (an Excel workbook of one sheet). */
        ExportFormat: "csv" | "xlsx";
        /** @description Number of items to skip. */
        Skip: number;
        /** @description Largest number of items to return. */
        Limit: number;
        /** @description User id. */
        UserId: components["schemas"]["Id"];
        /** @description Organisation (tenant) id. */
        OrganisationId: components["schemas"]["Id"];
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
        /** @description Attempt id. */
        AttemptId: components["schemas"]["Id"];
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
        /** @description Fee voucher id. */
        VoucherId: components["schemas"]["Id"];
        /** @description Family challan id. */
        FamilyChallanId: components["schemas"]["Id"];
        /** @description Fee payment id. */
        PaymentId: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: {
        /** @description The number of records the filter matches (all pages). */
        OneRosterTotalCount: number;
        /** @description RFC 8288 links to the `first`, `prev`, `next` and `last` pages (prev and next only when they exist). */
        OneRosterLink: string;
        /** @description Whole seconds to wait before trying again (the rest of the counting window). */
        RetryAfter: number;
    };
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
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPasswordWithCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordCodeRequest"];
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBankQuestions: {
        parameters: {
            query?: {
                tag?: string;
                q?: string;
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
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
            /** @description One page of the bank. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankQuestionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBankQuestion: {
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
                "application/json": components["schemas"]["BankQuestionCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewBankImport: {
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
                "application/json": components["schemas"]["BankImportRequest"];
            };
        };
        responses: {
            /** @description The questions read and the problems found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankImportPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importBankQuestions: {
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
                "application/json": components["schemas"]["BankImportRequest"];
            };
        };
        responses: {
            /** @description The questions created, counted by type. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportBankQuestions: {
        parameters: {
            query: {
                format: components["schemas"]["QuestionFileFormat"];
                tag?: string;
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
            /** @description The file. */
            200: {
                headers: {
                    /** @description `attachment; filename="question-bank-physics-2026-11-27.gift.txt"` and the same as `filename*`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBankQuestion: {
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
                "application/json": components["schemas"]["BankQuestionUpdate"];
            };
        };
        responses: {
            /** @description The updated question. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBankQuestion: {
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyAttempts: {
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
            /** @description The caller's state and attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyAttempts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAttemptResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Assessment id. */
                id: components["parameters"]["AssessmentId"];
                /** @description Attempt id. */
                attemptId: components["parameters"]["AttemptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt's result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttemptResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's certificates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadCertificate: {
        parameters: {
            query?: {
                lang?: "en" | "ur";
            };
            header?: never;
            path: {
                /** @description Certificate id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The verification code printed on the certificate. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrganisations: {
        parameters: {
            query?: {
                search?: string;
                status?: components["schemas"]["OrganisationStatus"];
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
            /** @description A page of organisations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suspendOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation (tenant) id. */
                tenantId: components["parameters"]["OrganisationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuspendRequest"];
            };
        };
        responses: {
            /** @description The suspended organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organisation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reactivateOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organisation (tenant) id. */
                tenantId: components["parameters"]["OrganisationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReactivateRequest"];
            };
        };
        responses: {
            /** @description The reactivated organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organisation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    declinePendingUser: {
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
                "application/json": components["schemas"]["DeclineRequest"];
            };
        };
        responses: {
            /** @description Declined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAwaitingApproval: {
        parameters: {
            query?: {
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
            /** @description A page of applicants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicantList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveRegistration: {
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
            /** @description The approved user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectRegistration: {
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
                "application/json": components["schemas"]["RejectRegistrationRequest"];
            };
        };
        responses: {
            /** @description Rejected. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSchoolLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolLogoState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadSchoolLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolLogoUpload"];
            };
        };
        responses: {
            /** @description The stored logo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolLogoState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSchoolLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (or there was none). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    regenerateJoinCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved settings with the new code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGradingQueue: {
        parameters: {
            query?: {
                /** @description Superusers only (ignored for others) - narrow to one tenant. */
                tenant_id?: components["parameters"]["TenantFilter"];
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingQueue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countGradingQueue: {
        parameters: {
            query?: {
                /** @description Superusers only (ignored for others) - narrow to one tenant. */
                tenant_id?: components["parameters"]["TenantFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingQueueCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyEnrollmentStates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The states. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentStateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportStudents: {
        parameters: {
            query?: {
                /** @description `csv` (UTF-8 with a byte-order mark, CRLF) or `xlsx` (an Excel workbook of one sheet). */
                format?: components["parameters"]["ExportFormat"];
                search?: string;
                class_id?: components["schemas"]["Id"];
                section_id?: components["schemas"]["Id"];
                academic_year_id?: components["schemas"]["Id"];
                status?: components["schemas"]["StudentStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listStudentCertificates: {
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
            /** @description The certificates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolCertificateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    issueStudentCertificate: {
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
                "application/json": components["schemas"]["SchoolCertificateIssue"];
            };
        };
        responses: {
            /** @description The certificate. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolCertificate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeStudentCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
                /** @description School certificate id. */
                certificateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolCertificateRevoke"];
            };
        };
        responses: {
            /** @description The revoked certificate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolCertificate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadStudentCertificate: {
        parameters: {
            query?: {
                lang?: "en" | "ur";
            };
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
                /** @description School certificate id. */
                certificateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStudentPhoto: {
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
            /** @description The photo, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentPhotoState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadStudentPhoto: {
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
                "application/json": components["schemas"]["StudentPhotoUpload"];
            };
        };
        responses: {
            /** @description The stored photo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentPhotoState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeStudentPhoto: {
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
            /** @description Removed (or there was none). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadSectionIdCards: {
        parameters: {
            query?: {
                lang?: "en" | "ur";
            };
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportOneRoster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The package, named `oneroster-<school date>.zip` in Content-Disposition. */
            200: {
                headers: {
                    /** @description `attachment; filename="oneroster-2026-11-28.zip"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewOneRosterImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OneRosterPackage"];
            };
        };
        responses: {
            /** @description The check of every file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importOneRoster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OneRosterPackage"];
            };
        };
        responses: {
            /** @description What was created, kept and skipped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clients, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterClientList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOneRosterClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OneRosterClientCreate"];
            };
        };
        responses: {
            /** @description The client and its secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterClientCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeOneRosterClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The client's id (not its client_id). */
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLtiPlatforms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registrations, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LtiPlatformList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLtiPlatform: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LtiPlatformCreate"];
            };
        };
        responses: {
            /** @description The registration with the tool's URLs. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LtiPlatform"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLtiPlatform: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's id. */
                platformId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLtiToolJwks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's public key in the tool URLs. */
                publicId: components["parameters"]["LtiPublicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LtiJwks"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateLtiLogin: {
        parameters: {
            query: {
                iss: string;
                login_hint: string;
                target_link_uri: string;
                lti_message_hint?: string;
                lti_deployment_id?: string;
                client_id?: string;
            };
            header?: never;
            path: {
                /** @description The registration's public key in the tool URLs. */
                publicId: components["parameters"]["LtiPublicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the platform's authorization URL. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateLtiLoginPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's public key in the tool URLs. */
                publicId: components["parameters"]["LtiPublicId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LtiLoginInitiation"];
            };
        };
        responses: {
            /** @description To the platform's authorization URL. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    launchLti: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's public key in the tool URLs. */
                publicId: components["parameters"]["LtiPublicId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LtiLaunchForm"];
            };
        };
        responses: {
            /** @description To the site's LTI continue page. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exchangeLtiSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LtiSignInRequest"];
            };
        };
        responses: {
            /** @description The session and the target path. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LtiSignIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    issueOneRosterToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OneRosterTokenRequest"];
            };
        };
        responses: {
            /** @description The token. */
            200: {
                headers: {
                    /** @description `no-store` (RFC 6749 section 5.1). */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterToken"];
                };
            };
            /** @description `invalid_request`, `unsupported_grant_type` or `invalid_scope`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterTokenError"] | components["schemas"]["Error"];
                };
            };
            /** @description `invalid_client`: unknown client, wrong secret, revoked client or suspended school. */
            401: {
                headers: {
                    /** @description `Basic realm="oneroster"`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterTokenError"] | components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterOrgs: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orgs. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterOrgSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterOrg: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The org. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterOrgSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterAcademicSessions: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of academicSessions. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterAcademicSessionSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterAcademicSession: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The academicSession. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterAcademicSessionSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterCourses: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of courses. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterCourseSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterCourse: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
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
                    "application/json": components["schemas"]["OneRosterCourseSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterClasses: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of classes. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterClassSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterClass: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The class. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterClassSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterUsers: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterUserSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterUser: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
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
                    "application/json": components["schemas"]["OneRosterUserSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterEnrollments: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of enrollments. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterEnrollmentSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterEnrollment: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enrollment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterEnrollmentSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterSchools: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of orgs. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterOrgSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterStudents: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterUserSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterTeachers: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterUserSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterTerms: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of academicSessions. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterAcademicSessionSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterGradingPeriods: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of academicSessions. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterAcademicSessionSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterClassesForSchool: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The school's sourcedId (`org-<school id>`). */
                schoolSourcedId: components["parameters"]["OneRosterSchoolSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of classes. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterClassSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterEnrollmentsForClassInSchool: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The school's sourcedId (`org-<school id>`). */
                schoolSourcedId: components["parameters"]["OneRosterSchoolSourcedId"];
                /** @description The class's sourcedId (`section-<id>`). */
                classSourcedId: components["parameters"]["OneRosterClassSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of enrollments. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterEnrollmentSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterStudentsForClassInSchool: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The school's sourcedId (`org-<school id>`). */
                schoolSourcedId: components["parameters"]["OneRosterSchoolSourcedId"];
                /** @description The class's sourcedId (`section-<id>`). */
                classSourcedId: components["parameters"]["OneRosterClassSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterUserSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterTeachersForClassInSchool: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The school's sourcedId (`org-<school id>`). */
                schoolSourcedId: components["parameters"]["OneRosterSchoolSourcedId"];
                /** @description The class's sourcedId (`section-<id>`). */
                classSourcedId: components["parameters"]["OneRosterClassSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterUserSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterCoursesForSchool: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The school's sourcedId (`org-<school id>`). */
                schoolSourcedId: components["parameters"]["OneRosterSchoolSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of courses. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterCourseSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterEnrollmentsForSchool: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The school's sourcedId (`org-<school id>`). */
                schoolSourcedId: components["parameters"]["OneRosterSchoolSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of enrollments. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterEnrollmentSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterStudentsForSchool: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The school's sourcedId (`org-<school id>`). */
                schoolSourcedId: components["parameters"]["OneRosterSchoolSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterUserSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterTeachersForSchool: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The school's sourcedId (`org-<school id>`). */
                schoolSourcedId: components["parameters"]["OneRosterSchoolSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterUserSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterTermsForSchool: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The school's sourcedId (`org-<school id>`). */
                schoolSourcedId: components["parameters"]["OneRosterSchoolSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of academicSessions. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterAcademicSessionSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterStudentsForClass: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The class's sourcedId (`section-<id>`). */
                classSourcedId: components["parameters"]["OneRosterClassSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterUserSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterTeachersForClass: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The class's sourcedId (`section-<id>`). */
                classSourcedId: components["parameters"]["OneRosterClassSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterUserSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterClassesForCourse: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The course's sourcedId (`class-<id>`). */
                courseSourcedId: components["parameters"]["OneRosterCourseSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of classes. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterClassSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterClassesForStudent: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The student's sourcedId (`student-<id>`). */
                studentSourcedId: components["parameters"]["OneRosterStudentSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of classes. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterClassSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterClassesForTeacher: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The teacher's sourcedId (`teacher-<user id>`). */
                teacherSourcedId: components["parameters"]["OneRosterTeacherSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of classes. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterClassSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterClassesForTerm: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The term's sourcedId (`term-<id>`). */
                termSourcedId: components["parameters"]["OneRosterTermSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of classes. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterClassSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterGradingPeriodsForTerm: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The term's sourcedId (`term-<id>`). */
                termSourcedId: components["parameters"]["OneRosterTermSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of academicSessions. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterAcademicSessionSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOneRosterClassesForUser: {
        parameters: {
            query?: {
                /** @description The most records in one page (the binding's default 100; at most 1000 here). */
                limit?: components["parameters"]["OneRosterLimit"];
                /** @description The number of records before the page's first. */
                offset?: components["parameters"]["OneRosterOffset"];
                /** @description A field to sort by (a field, or a path such as `class.sourcedId` or `roles.role`), in Unicode code point order; the export's order by default. An unknown field is 400 with `invalid_selection_field`. */
                sort?: components["parameters"]["OneRosterSort"];
                /** @description With sort, ascending or descending. */
                orderBy?: components["parameters"]["OneRosterOrderBy"];
                /**
                 * @description The binding's filter: `field<predicate>'value'`, predicates `=`, `!=`, `>`, `>=`, `<`,
                 *     `<=` and `~` (contains), joined by ` AND ` or ` OR ` (not both in one filter); at most 5;
                 *     no parentheses (the binding's grammar has no grouping). `dateLastModified` (each record's
                 *     own modification time) is compared as an ISO 8601 date-time, so
                 *     `dateLastModified>'<last sync>'` reads what changed since. Fields as for sort. Anything
                 *     else is 400 with code minor `invalid_filter_field`.
                 */
                filter?: components["parameters"]["OneRosterFilter"];
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The user's sourcedId (`student-`, `guardian-` or `teacher-<id>`). */
                userSourcedId: components["parameters"]["OneRosterUserSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of classes. */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["OneRosterTotalCount"];
                    Link: components["headers"]["OneRosterLink"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterClassSet"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterSchool: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The org. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterOrgSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterStudent: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
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
                    "application/json": components["schemas"]["OneRosterUserSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterTeacher: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
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
                    "application/json": components["schemas"]["OneRosterUserSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterTerm: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The academicSession. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterAcademicSessionSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneRosterGradingPeriod: {
        parameters: {
            query?: {
                /** @description Comma-separated fields to return (the rest are left out); an unknown field is 400 with `invalid_selection_field`. */
                fields?: components["parameters"]["OneRosterFields"];
            };
            header?: never;
            path: {
                /** @description The record's sourcedId (`<kind>-<Watni id>`, docs/oneroster.md). */
                sourcedId: components["parameters"]["OneRosterSourcedId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The academicSession. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneRosterAcademicSessionSingle"];
                };
            };
            400: components["responses"]["OneRosterBadRequest"];
            401: components["responses"]["OneRosterUnauthorized"];
            404: components["responses"]["OneRosterNotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                unread_only?: boolean;
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
            /** @description A page of the inbox and the unread count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    countUnreadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count afterwards (0). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                notificationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                status?: components["schemas"]["DeliveryStatus"];
                channel?: components["schemas"]["DeliveryChannel"];
                announcement_id?: components["schemas"]["Id"];
                /** @description The deliveries of one notification (one recipient of an event). */
                notification_id?: components["schemas"]["Id"];
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
            /** @description A page of deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotificationChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationChannels"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationChannelsUpdate"];
            };
        };
        responses: {
            /** @description The channels afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationChannels"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    testNotificationChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: components["schemas"]["DeliveryChannel"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChannelTest"];
            };
        };
        responses: {
            /** @description The provider's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeadLetters: {
        parameters: {
            query?: {
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
            /** @description A page of dead letters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeadLetterList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryDeadLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was queued again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeadLetterRetried"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveSmsDeliveryReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school whose provider reports (its slug); each school signs with its own key. */
                tenantSlug: components["parameters"]["WebhookTenantSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderReport"];
            };
        };
        responses: {
            /** @description Taken (or known already, or unknown and ignored). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTaken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveTwilioStatusCallback: {
        parameters: {
            query?: {
                /** @description Our reference for the message (set in the StatusCallback we gave Twilio). */
                ref?: string;
            };
            header?: never;
            path: {
                /** @description The school whose provider reports (its slug); each school signs with its own key. */
                tenantSlug: components["parameters"]["WebhookTenantSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ProviderFields"];
                "application/json": components["schemas"]["ProviderFields"];
            };
        };
        responses: {
            /** @description Taken (or known already, or unknown and ignored). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTaken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveSmsProviderReport: {
        parameters: {
            query?: {
                fields?: components["schemas"]["ProviderFields"];
            };
            header?: never;
            path: {
                /** @description The school whose provider reports (its slug); each school signs with its own key. */
                tenantSlug: components["parameters"]["WebhookTenantSlug"];
                /** @description The school's SMS callback secret (the proof a gateway without signatures gives). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Taken (or known already, or unknown and ignored). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTaken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveSmsProviderReportPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school whose provider reports (its slug); each school signs with its own key. */
                tenantSlug: components["parameters"]["WebhookTenantSlug"];
                /** @description The school's SMS callback secret (the proof a gateway without signatures gives). */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ProviderFields"];
                "application/json": components["schemas"]["ProviderFields"];
            };
        };
        responses: {
            /** @description Taken (or known already, or unknown and ignored). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTaken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyWhatsappWebhook: {
        parameters: {
            query: {
                "hub.mode": string;
                "hub.verify_token": string;
                "hub.challenge": string;
            };
            header?: never;
            path: {
                /** @description The school whose provider reports (its slug); each school signs with its own key. */
                tenantSlug: components["parameters"]["WebhookTenantSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, echoed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveWhatsappWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school whose provider reports (its slug); each school signs with its own key. */
                tenantSlug: components["parameters"]["WebhookTenantSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhatsappWebhook"];
            };
        };
        responses: {
            /** @description Taken. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportTaken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAnnouncements: {
        parameters: {
            query?: {
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
            /** @description A page of announcements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementCreate"];
            };
        };
        responses: {
            /** @description The announcement (scheduled until the queue has sent it). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Announcement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementCreate"];
            };
        };
        responses: {
            /** @description The preview and the estimate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnouncementPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                announcementId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled announcement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Announcement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAttendanceToday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today's sections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceToday"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSectionRegister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The date, `yyyy-mm-dd` (Pakistan). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The register. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectionRegister"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveSectionRegister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The date, `yyyy-mm-dd` (Pakistan). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterSave"];
            };
        };
        responses: {
            /** @description The saved register. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectionRegister"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    mergeRegisterChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The date, `yyyy-mm-dd` (Pakistan). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterChanges"];
            };
        };
        responses: {
            /** @description The outcome of each change and the register as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterMerge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSectionMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The month, `yyyy-mm`. */
                month: components["schemas"]["AttendanceMonthKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month register. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectionMonth"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportSectionMonth: {
        parameters: {
            query?: {
                /** @description `csv` (UTF-8 with a byte-order mark, CRLF) or `xlsx` (an Excel workbook of one sheet). */
                format?: components["parameters"]["ExportFormat"];
            };
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The month, `yyyy-mm`. */
                month: components["schemas"]["AttendanceMonthKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStudentMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
                /** @description The month, `yyyy-mm`. */
                month: components["schemas"]["AttendanceMonthKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's month. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentMonth"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyAttendanceMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The month, `yyyy-mm`. */
                month: components["schemas"]["AttendanceMonthKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's month. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentMonth"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAttendanceAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alerts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceAlertList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAttendanceSettings: {
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
                    "application/json": components["schemas"]["AttendanceSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAttendanceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceSettings"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttendanceSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStaffRegister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The date, `yyyy-mm-dd` (Pakistan). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff register. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRegister"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveStaffRegister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The date, `yyyy-mm-dd` (Pakistan). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRegisterSave"];
            };
        };
        responses: {
            /** @description The saved staff register. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRegister"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCourseRoster: {
        parameters: {
            query?: {
                sort?: components["schemas"]["RosterSort"];
                order?: components["schemas"]["SortOrder"];
                search?: string;
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
            /** @description A page of the roster. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseRoster"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportCourseRoster: {
        parameters: {
            query?: {
                sort?: components["schemas"]["RosterSort"];
                order?: components["schemas"]["SortOrder"];
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
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideEnrollments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrollmentDecisionRequest"];
            };
        };
        responses: {
            /** @description One result per id, in the order sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrollmentDecisionResults"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePaymentDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentDetailsUpdate"];
            };
        };
        responses: {
            /** @description The saved payment details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFeeHeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The heads, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeHeadList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFeeHead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeHeadInput"];
            };
        };
        responses: {
            /** @description The new head. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeHead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateFeeHead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee head id. */
                headId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeHeadUpdate"];
            };
        };
        responses: {
            /** @description The head. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeHead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFeeStructure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Academic year id. */
                yearId: components["parameters"]["YearId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every class of the school with its amounts (0 where none is set). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeStructure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveClassFeeStructure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Academic year id. */
                yearId: components["parameters"]["YearId"];
                /** @description Class id. */
                classId: components["parameters"]["ClassId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassFeeStructureInput"];
            };
        };
        responses: {
            /** @description The year's structure. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeStructure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFeeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings (defaults until first saved). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateFeeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeSettings"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listConcessions: {
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
            /** @description The concessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConcessionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createConcession: {
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
                "application/json": components["schemas"]["ConcessionInput"];
            };
        };
        responses: {
            /** @description The concession. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Concession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteConcession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Concession id. */
                concessionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVoucherRuns: {
        parameters: {
            query?: {
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
            /** @description A page of runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherRunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startVoucherRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoucherRunInput"];
            };
        };
        responses: {
            /** @description The queued run. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVoucherRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Voucher run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVouchers: {
        parameters: {
            query?: {
                /** @description `YYYY-MM`. */
                month?: components["schemas"]["FeeMonth"];
                /** @description Class id. */
                class_id?: components["schemas"]["Id"];
                /** @description Voucher status. */
                status?: components["schemas"]["VoucherStatus"];
                /** @description Student id. */
                student_id?: components["schemas"]["Id"];
                /** @description Voucher number, admission number or name. */
                q?: string;
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
            /** @description A page of vouchers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee voucher id. */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voucher. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadVoucher: {
        parameters: {
            query?: {
                /** @description English or Urdu (default the caller's language). */
                lang?: "en" | "ur";
            };
            header?: never;
            path: {
                /** @description Fee voucher id. */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee voucher id. */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeReason"];
            };
        };
        responses: {
            /** @description The cancelled voucher. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoucherDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordFeePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee voucher id. */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeePaymentInput"];
            };
        };
        responses: {
            /** @description The payment and its receipt number. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeePayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refundFeePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee payment id. */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeReason"];
            };
        };
        responses: {
            /** @description The refunded payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeePayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadFeeReceipt: {
        parameters: {
            query?: {
                /** @description English or Urdu (default the caller's language). */
                lang?: "en" | "ur";
            };
            header?: never;
            path: {
                /** @description Fee payment id. */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFeeDefaulters: {
        parameters: {
            query?: {
                /** @description Class id. */
                class_id?: components["schemas"]["Id"];
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
            /** @description A page of overdue vouchers, largest balance first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeDefaulterList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportFeeDefaulters: {
        parameters: {
            query?: {
                /** @description `csv` (UTF-8 with a byte-order mark, CRLF) or `xlsx` (an Excel workbook of one sheet). */
                format?: components["parameters"]["ExportFormat"];
                /** @description Class id. */
                class_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    remindFeeDefaulter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Fee voucher id. */
                voucherId: components["parameters"]["VoucherId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many guardians were notified now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeReminderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFamilies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Largest open balance first (at most 200). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    issueFamilyChallan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The family's primary guardian. */
                guardianId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FamilyChallanInput"];
            };
        };
        responses: {
            /** @description The family challan. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyChallan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFamilyChallan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Family challan id. */
                challanId: components["parameters"]["FamilyChallanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The family challan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyChallan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadFamilyChallan: {
        parameters: {
            query?: {
                /** @description English or Urdu (default the caller's language). */
                lang?: "en" | "ur";
            };
            header?: never;
            path: {
                /** @description Family challan id. */
                challanId: components["parameters"]["FamilyChallanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordFamilyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Family challan id. */
                challanId: components["parameters"]["FamilyChallanId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeePaymentInput"];
            };
        };
        responses: {
            /** @description The family payment with its parts. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadFamilyReceipt: {
        parameters: {
            query?: {
                /** @description English or Urdu (default the caller's language). */
                lang?: "en" | "ur";
            };
            header?: never;
            path: {
                /** @description Family payment id. */
                familyPaymentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewFeeReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeRemindersInput"];
            };
        };
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeReminderPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startFeeReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeRemindersInput"];
            };
        };
        responses: {
            /** @description The run, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeReminderRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFeeReminderRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reminder run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeReminderRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBillerReport: {
        parameters: {
            query: {
                aggregator: "1bill" | "kuickpay";
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillerReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFeeCollectionReport: {
        parameters: {
            query: {
                /** @description First month, `YYYY-MM` (payment date). */
                from: components["schemas"]["FeeMonth"];
                /** @description Last month, `YYYY-MM`. */
                to: components["schemas"]["FeeMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection (refunded payments left out). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeCollectionReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportFeeCollection: {
        parameters: {
            query: {
                /** @description `csv` (UTF-8 with a byte-order mark, CRLF) or `xlsx` (an Excel workbook of one sheet). */
                format?: components["parameters"]["ExportFormat"];
                /** @description First month, `YYYY-MM` (payment date). */
                from: components["schemas"]["FeeMonth"];
                /** @description Last month, `YYYY-MM`. */
                to: components["schemas"]["FeeMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStudentFeeLedger: {
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
            /** @description The ledger, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeLedger"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportStudentFeeLedger: {
        parameters: {
            query?: {
                /** @description `csv` (UTF-8 with a byte-order mark, CRLF) or `xlsx` (an Excel workbook of one sheet). */
                format?: components["parameters"]["ExportFormat"];
            };
            header?: never;
            path: {
                /** @description Student record id. */
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vouchers, newest month first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyVoucherList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOnlinePaymentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOnlinePaymentProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["OnlineProvider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnlinePaymentProviderUpdate"];
            };
        };
        responses: {
            /** @description The provider as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentProvider"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOnlinePaymentProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers turned on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlineProviderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOnlineCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnlineCheckoutRequest"];
            };
        };
        responses: {
            /** @description The checkout form. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlineCheckout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOnlinePayments: {
        parameters: {
            query?: {
                /** @description Number of items to skip. */
                skip?: components["parameters"]["Skip"];
                /** @description Largest number of items to return. */
                limit?: components["parameters"]["Limit"];
                status?: "pending" | "confirmed" | "failed" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of online payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOnlinePaymentReport: {
        parameters: {
            query: {
                provider: components["schemas"]["OnlineProviderId"];
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOnlinePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                txnRef: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBillerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Both aggregators, configured or not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillerSettingsList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBillerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bill-payment aggregator: `1bill` (1LINK's 1Bill) or `kuickpay`. */
                aggregator: components["parameters"]["Aggregator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillerSettingsInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillerSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    billInquiry: {
        parameters: {
            query?: never;
            header?: {
                /** @description The username the school gave the aggregator. */
                username?: components["parameters"]["BillerUsername"];
                /** @description The password the school gave the aggregator. */
                password?: components["parameters"]["BillerPassword"];
            };
            path: {
                /** @description The bill-payment aggregator: `1bill` (1LINK's 1Bill) or `kuickpay`. */
                aggregator: components["parameters"]["Aggregator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillInquiryRequest"];
            };
        };
        responses: {
            /** @description The bill, or code 01. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillInquiryResponse"];
                };
            };
            /** @description Malformed data (code 04). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillerRefusal"];
                };
            };
            /** @description Wrong or missing credentials (code 04). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillerRefusal"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    billPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The username the school gave the aggregator. */
                username?: components["parameters"]["BillerUsername"];
                /** @description The password the school gave the aggregator. */
                password?: components["parameters"]["BillerPassword"];
            };
            path: {
                /** @description The bill-payment aggregator: `1bill` (1LINK's 1Bill) or `kuickpay`. */
                aggregator: components["parameters"]["Aggregator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillPaymentRequest"];
            };
        };
        responses: {
            /** @description Recorded (00) or refused (01, 03). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillPaymentResponse"];
                };
            };
            /** @description Malformed data (code 04). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillerRefusal"];
                };
            };
            /** @description Wrong or missing credentials (code 04). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillerRefusal"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveOnlinePaymentNotification: {
        parameters: {
            query: {
                url: string;
            };
            header?: never;
            path: {
                provider: components["parameters"]["OnlineProvider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted (or already known). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderFields"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveOnlinePaymentCallback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["OnlineProvider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ProviderFields"];
                "application/json": components["schemas"]["ProviderFields"];
            };
        };
        responses: {
            /** @description Accepted (or already known). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderFields"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            502: components["responses"]["ProviderUnreachable"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    returnFromOnlineCheckout: {
        parameters: {
            query?: {
                txn_ref?: string;
                merchant?: string;
                amount?: string;
                status?: string;
                sandbox_ref?: string;
                signature?: string;
                auth_token?: string;
                orderRefNumber?: string;
                desc?: string;
            };
            header?: never;
            path: {
                provider: components["parameters"]["OnlineProvider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Easypaisa's intermediate step (a page with a form to Confirm.jsf). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description To the site's return page. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    returnFromOnlineCheckoutPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["OnlineProvider"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ProviderFields"];
                "application/json": components["schemas"]["ProviderFields"];
            };
        };
        responses: {
            /** @description To the site's return page. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    showSandboxCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ProviderFields"];
                "application/json": components["schemas"]["ProviderFields"];
            };
        };
        responses: {
            /** @description The checkout page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The sandbox is not offered on this service (production mode). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed form is older than 30 minutes; nothing is paid. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    decideSandboxCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ProviderFields"];
                "application/json": components["schemas"]["ProviderFields"];
            };
        };
        responses: {
            /** @description To the merchant's return URL. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            /** @description The sandbox is not offered on this service (production mode). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The signed form is older than 30 minutes; nothing is paid. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listExams: {
        parameters: {
            query?: {
                /** @description Only this term's exams. */
                term_id?: components["schemas"]["Id"];
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
            /** @description The exams. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createExam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamCreate"];
            };
        };
        responses: {
            /** @description The exam. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exam. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateExam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamUpdate"];
            };
        };
        responses: {
            /** @description The exam. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishExam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published exam. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unpublishExam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unpublished exam. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitExamForApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exam, awaiting approval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    returnExamResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamReturn"];
            };
        };
        responses: {
            /** @description The exam, sent back. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exam"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExamCompleteness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gaps (none when complete). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamCompleteness"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    fillExamGaps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamGapsFill"];
            };
        };
        responses: {
            /** @description The gaps that remain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamCompleteness"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMarkSheets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheets with how many students have marks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkSheetList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMarksSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description Subject id. */
                subjectId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarksSheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveMarks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description Subject id. */
                subjectId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarksSave"];
            };
        };
        responses: {
            /** @description The saved entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarksSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSectionResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectionResults"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportSectionResults: {
        parameters: {
            query?: {
                /** @description `csv` (UTF-8 with a byte-order mark, CRLF) or `xlsx` (an Excel workbook of one sheet). */
                format?: components["parameters"]["ExportFormat"];
            };
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadSectionReportCards: {
        parameters: {
            query?: {
                lang?: components["schemas"]["ReportCardLanguage"];
            };
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStudentResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveReportCardRemarks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemarksSave"];
            };
        };
        responses: {
            /** @description The saved remarks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemarksSave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadReportCard: {
        parameters: {
            query?: {
                lang?: components["schemas"]["ReportCardLanguage"];
            };
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createReportCardRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportCardRunCreate"];
            };
        };
        responses: {
            /** @description The queued run. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCardRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPrintJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jobs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintJobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPrintJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrintJobCreate"];
            };
        };
        responses: {
            /** @description The identical job already pending. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintJob"];
                };
            };
            /** @description The queued job. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPrintJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Print job id. */
                jobId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadPrintJobFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Print job id. */
                jobId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReportCardRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportCardRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadReportCardRunFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Run id. */
                runId: components["schemas"]["Id"];
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyResultList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExamDatesheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The datesheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Datesheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addDatesheetPaper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DatesheetPaperSave"];
            };
        };
        responses: {
            /** @description The datesheet with the paper. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Datesheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDatesheetPaper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Datesheet paper id. */
                paperId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DatesheetPaperSave"];
            };
        };
        responses: {
            /** @description The datesheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Datesheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeDatesheetPaper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Datesheet paper id. */
                paperId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The datesheet without the paper. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Datesheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishDatesheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published datesheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Datesheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadDatesheet: {
        parameters: {
            query?: {
                lang?: components["schemas"]["ReportCardLanguage"];
            };
            header?: never;
            path: {
                /** @description Exam id. */
                examId: components["schemas"]["Id"];
                /** @description Class id. */
                classId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyDatesheets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The datesheets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyDatesheetList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGradingScale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scale, best grade first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingScale"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateGradingScale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradingScaleUpdate"];
            };
        };
        responses: {
            /** @description The saved scale. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingScale"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSectionGradebook: {
        parameters: {
            query?: {
                /** @description Only this term's exams. */
                term_id?: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gradebook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectionGradebook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportSectionGradebook: {
        parameters: {
            query?: {
                /** @description Only this term's exams. */
                term_id?: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getClassCourses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class id. */
                classId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The linked courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassCourses"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateClassCourses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Class id. */
                classId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassCoursesUpdate"];
            };
        };
        responses: {
            /** @description The linked courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassCourses"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBellSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bell schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BellSchedule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveBellScheduleDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 0 = Sunday … 6 = Saturday. */
                weekday: components["schemas"]["Weekday"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BellScheduleDaySave"];
            };
        };
        responses: {
            /** @description The day's periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BellScheduleDay"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSectionTimetable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The section's week. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectionTimetable"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setTimetableEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description 0 = Sunday … 6 = Saturday. */
                weekday: components["schemas"]["Weekday"];
                /** @description The period's number that day. */
                period: components["schemas"]["PeriodNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimetableEntrySave"];
            };
        };
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimetableEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTimetableEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description 0 = Sunday … 6 = Saturday. */
                weekday: components["schemas"]["Weekday"];
                /** @description The period's number that day. */
                period: components["schemas"]["PeriodNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period is empty. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTeacherTimetable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The teacher's user id. */
                teacherId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teacher's week. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherTimetable"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTimetableToday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimetableToday"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTransportRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The routes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRouteList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTransportRoute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportRouteSave"];
            };
        };
        responses: {
            /** @description The route. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRoute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTransportRoute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Route id. */
                routeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportRouteSave"];
            };
        };
        responses: {
            /** @description The route. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRoute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTransportRoute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Route id. */
                routeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTransportStop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Route id. */
                routeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportStopSave"];
            };
        };
        responses: {
            /** @description The route with its stops. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRoute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTransportRouteStudents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Route id. */
                routeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route's students. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRiderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadTransportRouteList: {
        parameters: {
            query?: {
                lang?: components["schemas"]["ReportCardLanguage"];
            };
            header?: never;
            path: {
                /** @description Route id. */
                routeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTransportStop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Stop id. */
                stopId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportStopSave"];
            };
        };
        responses: {
            /** @description The route with its stops. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportRoute"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTransportStop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Stop id. */
                stopId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    assignTransport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportAssignmentSave"];
            };
        };
        responses: {
            /** @description The assignment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportAssignment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unassignTransport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Student id. */
                studentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyTransport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each child's transport. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTransport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listHrStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HrStaffList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHrStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff member (user id). */
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HrStaffMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveHrStaffRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff member (user id). */
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HrStaffRecordSave"];
            };
        };
        responses: {
            /** @description The staff member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HrStaffMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setHrStaffLeaving: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff member (user id). */
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HrStaffLeavingSave"];
            };
        };
        responses: {
            /** @description The staff member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HrStaffMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSalaryComponent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff member (user id). */
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalaryComponentSave"];
            };
        };
        responses: {
            /** @description The staff member. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HrStaffMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSalaryComponent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Salary component id. */
                componentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalaryComponentSave"];
            };
        };
        responses: {
            /** @description The staff member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HrStaffMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSalaryComponent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Salary component id. */
                componentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadStaffDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The staff member (user id). */
                userId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffDocumentUpload"];
            };
        };
        responses: {
            /** @description The document. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStaffDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Staff document id. */
                documentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffDocumentFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteStaffDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Staff document id. */
                documentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLeaveTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The leave types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaveTypeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLeaveType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaveTypeSave"];
            };
        };
        responses: {
            /** @description The leave type. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaveType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLeaveType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Leave type id. */
                leaveTypeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaveTypeSave"];
            };
        };
        responses: {
            /** @description The leave type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaveType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLeaveType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Leave type id. */
                leaveTypeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaveTypeDeletion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaveBalances"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDiaryOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the caller may post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiaryOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSectionDiary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The school day (Pakistan's date). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiaryDay"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDiaryReads: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
                /** @description The school day (Pakistan's date). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's read receipts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiaryReads"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDiaryPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Section id. */
                sectionId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiaryPostCreate"];
            };
        };
        responses: {
            /** @description The post. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiaryPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDiaryPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Diary post id. */
                postId: components["schemas"]["Id"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDiaryPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Diary post id. */
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiaryPostUpdate"];
            };
        };
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiaryPost"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDiaryAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Diary post id. */
                postId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiaryAttachmentFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyDiary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school day (Pakistan's date). */
                day: components["schemas"]["AttendanceDay"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyDiary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new address (shown this once). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No feed any more. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCalendarFeedFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The private token followed by `.ics`. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPayrollRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollRunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    runPayrollMonth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayrollRunCreate"];
            };
        };
        responses: {
            /** @description The draft, computed again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollRunDetail"];
                };
            };
            /** @description The new draft. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollRunDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPayrollRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payroll run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollRunDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approvePayrollRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Payroll run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approved run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollRunDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportPayrollBankSheet: {
        parameters: {
            query?: {
                /** @description `csv` (UTF-8 with a byte-order mark, CRLF) or `xlsx` (an Excel workbook of one sheet). */
                format?: components["parameters"]["ExportFormat"];
            };
            header?: never;
            path: {
                /** @description Payroll run id. */
                runId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ExportFile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadPayslip: {
        parameters: {
            query?: {
                lang?: components["schemas"]["ReportCardLanguage"];
            };
            header?: never;
            path: {
                /** @description Payslip id. */
                payslipId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyPayslips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's payslips, newest month first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayslipList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPayrollStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Staff with their basic salary, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollStaffList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listStaffAdvances: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The advances, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAdvanceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createStaffAdvance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffAdvanceCreate"];
            };
        };
        responses: {
            /** @description The advance. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAdvance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getIncomeTaxSlabs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slabs, lowest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomeTaxSlabs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveIncomeTaxSlabs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IncomeTaxSlabsSave"];
            };
        };
        responses: {
            /** @description The saved slabs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomeTaxSlabs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
