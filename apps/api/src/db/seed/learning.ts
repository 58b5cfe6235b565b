// Learning seed: courses, lessons, quizzes, enrollments and a little progress in the
// platform tenant and in each demo school. Runs in platform scope after the identity seed; skips
// when any course exists (idempotent). No password hashing: it only reads the seeded users.
import { count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { tenants, users } from '../schema/identity.js';
import {
  assessments,
  courses,
  enrollments,
  lessonProgress,
  lessons,
  questions,
} from '../schema/learning.js';
import { DEMO_TENANTS } from './demo-accounts.js';

type Level = 'beginner' | 'intermediate' | 'advanced';
type Currency = 'PKR' | 'USD';
type LessonType = 'text' | 'video' | 'document' | 'quiz';

interface LessonSeed {
  title: string;
  description: string;
  content_type: LessonType;
  content_url?: string;
  content_body?: string;
  duration_minutes: number;
  is_published?: boolean;
  is_mandatory?: boolean;
}

interface QuestionSeed {
  question_text: string;
  question_type: 'multiple_choice' | 'true_false' | 'short_answer' | 'essay';
  options?: Record<string, string>;
  correct_answer?: string | null;
  accepted_answers?: string[];
  points: number;
  hints: string[];
}

interface QuizSeed {
  title: string;
  description: string;
  passing_score: number;
  time_limit_minutes: number | null;
  is_published: boolean;
  questions: QuestionSeed[];
}

interface CourseSeed {
  key: string;
  title: string;
  description: string;
  price: string;
  currency: Currency;
  level: Level;
  duration_hours: number | null;
  category: string;
  tags: string[];
  is_published: boolean;
  /** Created by the school's demo teacher (else no author: a catalogue course). */
  byTeacher?: boolean;
  lessons: LessonSeed[];
  quizzes?: QuizSeed[];
}

/** Real, embeddable sources (privacy-enhanced YouTube player; public PDFs). */
const SEED_MEDIA = {
  pythonVideo: 'https://www.youtube-nocookie.com/embed/rfscVS0vtbw',
  programmingVideo: 'https://www.youtube-nocookie.com/embed/zOjov-2OZ0E',
  javascriptVideo: 'https://www.youtube-nocookie.com/embed/PkZNo7MFNFg',
  thinkPythonPdf: 'https://greenteapress.com/thinkpython2/thinkpython2.pdf',
  arduinoUnoPdf: 'https://docs.arduino.cc/resources/datasheets/A000066-datasheet.pdf',
} as const;

const pythonLessons: LessonSeed[] = [
  {
    title: 'Welcome to Python',
    description:
      'What Python is, where it is used in Pakistan and around the world, and how this course works.',
    content_type: 'text',
    duration_minutes: 10,
    content_body: `<h2>Welcome to Python</h2>
<p>Python is a friendly, general-purpose programming language used by companies such as <strong>Careem</strong>, <strong>Systems Limited</strong> and thousands of freelancers on Fiverr and Upwork.</p>
<h3>In this course you will</h3>
<ul>
  <li>install Python and write your first program;</li>
  <li>work with numbers, text and lists;</li>
  <li>make decisions with <code>if</code> and repeat work with loops;</li>
  <li>write your own functions.</li>
</ul>
<blockquote>Tip: type every example yourself. Copy-paste teaches your clipboard, not you.</blockquote>`,
  },
  {
    title: 'Python in one video',
    description:
      'A complete walkthrough of the basics; watch the first hour before the next lesson.',
    content_type: 'video',
    content_url: SEED_MEDIA.pythonVideo,
    duration_minutes: 60,
  },
  {
    title: 'Reading: Think Python (chapters 1-3)',
    description: 'The free textbook by Allen B. Downey; read chapters 1 to 3.',
    content_type: 'document',
    content_url: SEED_MEDIA.thinkPythonPdf,
    duration_minutes: 45,
  },
  {
    title: 'Variables and data types',
    description: 'Numbers, strings and booleans, with examples in rupees.',
    content_type: 'text',
    duration_minutes: 25,
    content_body: `<h2>Variables and data types</h2>
<p>A <em>variable</em> is a name for a value:</p>
<pre><code>price = 2500          # int
fee = 2500.50         # float
city = "Lahore"       # str
is_enrolled = True    # bool</code></pre>
<h3>Try it</h3>
<ol>
  <li>Store your monthly bus fare in a variable.</li>
  <li>Multiply it by 12 to get the yearly cost.</li>
  <li>Print the result with <code>print()</code>.</li>
</ol>
<table>
  <thead><tr><th>Type</th><th>Example</th></tr></thead>
  <tbody>
    <tr><td>int</td><td>42</td></tr>
    <tr><td>str</td><td>"Karachi"</td></tr>
  </tbody>
</table>`,
  },
  {
    title: 'Checkpoint quiz',
    description: 'Test yourself on the first week: four kinds of question, with hints.',
    content_type: 'quiz',
    duration_minutes: 20,
  },
  {
    title: 'Bonus: working with files',
    description: 'Reading and writing text files (coming soon).',
    content_type: 'text',
    duration_minutes: 30,
    is_published: false,
    is_mandatory: false,
    content_body: '<h2>Working with files</h2><p>This lesson is being written.</p>',
  },
];

const pythonQuizzes: QuizSeed[] = [
  {
    title: 'Python Basics Checkpoint',
    description: 'Ten points, 60% to pass, 20 minutes.',
    passing_score: 60,
    time_limit_minutes: 20,
    is_published: true,
    questions: [
      {
        question_text: 'Which keyword defines a function in Python?',
        question_type: 'multiple_choice',
        options: { A: 'func', B: 'def', C: 'function', D: 'lambda' },
        correct_answer: 'B',
        points: 2,
        hints: ['It is a short form of the word "define".'],
      },
      {
        question_text: 'Python lists are immutable.',
        question_type: 'true_false',
        correct_answer: 'false',
        points: 1,
        hints: ['Think about what list.append() does.'],
      },
      {
        question_text: "What does len('Pakistan') return?",
        question_type: 'short_answer',
        accepted_answers: ['8', 'eight'],
        points: 2,
        hints: ['Count the letters.', 'Spaces would count too, but there are none.'],
      },
      {
        question_text:
          'Explain the difference between a list and a tuple, with one example of each.',
        question_type: 'essay',
        points: 5,
        hints: [
          'Mention mutability.',
          'Give a real use, such as a list of students or a (latitude, longitude) pair.',
        ],
      },
    ],
  },
  {
    title: 'Loops and Conditions Quiz',
    description: 'Draft: being prepared by the teacher.',
    passing_score: 50,
    time_limit_minutes: null,
    is_published: false,
    questions: [
      {
        question_text: 'Which loop repeats while a condition stays true?',
        question_type: 'multiple_choice',
        options: { A: 'for', B: 'while', C: 'repeat' },
        correct_answer: 'B',
        points: 1,
        hints: [],
      },
      {
        question_text: 'range(3) produces 0, 1 and 2.',
        question_type: 'true_false',
        correct_answer: 'true',
        points: 1,
        hints: ['The end of a range is excluded.'],
      },
    ],
  },
];

const textLesson = (
  title: string,
  minutes: number,
  heading: string,
  points: string[],
): LessonSeed => ({
  title,
  description: `${heading}.`,
  content_type: 'text',
  duration_minutes: minutes,
  content_body: `<h2>${heading}</h2>\n<ul>\n${points.map((point) => `  <li>${point}</li>`).join('\n')}\n</ul>`,
});

const pythonCourse = (price: string, currency: Currency, byTeacher: boolean): CourseSeed => ({
  key: 'python',
  title: 'Python for Beginners',
  description:
    'Learn programming from zero with Python: variables, decisions, loops and functions, with small projects drawn from everyday life in Pakistan.',
  price,
  currency,
  level: 'beginner',
  duration_hours: 20,
  category: 'Programming',
  tags: ['python', 'programming', 'beginners'],
  is_published: true,
  byTeacher,
  lessons: pythonLessons,
  quizzes: pythonQuizzes,
});

const arduinoCourse = (price: string, currency: Currency, byTeacher: boolean): CourseSeed => ({
  key: 'arduino',
  title: 'Robotics with Arduino',
  description:
    'Build a line-following robot: circuits, sensors, motors and Arduino programming, step by step with a starter kit available in Hall Road and Saddar markets.',
  price,
  currency,
  level: 'intermediate',
  duration_hours: 24,
  category: 'Robotics',
  tags: ['arduino', 'robotics', 'stem'],
  is_published: true,
  byTeacher,
  lessons: [
    textLesson('Your starter kit', 15, 'What is in the kit', [
      'Arduino UNO board and USB cable',
      'Breadboard, jumper wires and resistors',
      'Two DC motors with an L298N driver',
      'IR line sensors',
    ]),
    {
      title: 'Arduino UNO datasheet',
      description: 'Pins, power and specifications of the board we use.',
      content_type: 'document',
      content_url: SEED_MEDIA.arduinoUnoPdf,
      duration_minutes: 20,
    },
    textLesson('Blink: your first sketch', 30, 'Blink an LED', [
      'Open the Arduino IDE and choose the UNO board',
      'Write setup() and loop()',
      'Upload and watch pin 13 blink',
    ]),
  ],
});

const PLATFORM_COURSES: CourseSeed[] = [
  pythonCourse('2500', 'PKR', false),
  arduinoCourse('15', 'USD', false),
  {
    key: 'ai',
    title: 'AI and Machine Learning Foundations',
    description:
      'From data to models: NumPy, pandas, scikit-learn and a first neural network, with projects on Pakistani datasets such as crop yields and cricket scores.',
    price: '49',
    currency: 'USD',
    level: 'advanced',
    duration_hours: 40,
    category: 'Artificial Intelligence',
    tags: ['ai', 'machine learning', 'python'],
    is_published: true,
    lessons: [
      textLesson('What machine learning is', 20, 'Machine learning in one page', [
        'Learning from examples instead of rules',
        'Supervised and unsupervised learning',
        'Training, validation and test data',
      ]),
      {
        title: 'How computers learn (video)',
        description: 'An introduction to programming and computer science concepts.',
        content_type: 'video',
        content_url: SEED_MEDIA.programmingVideo,
        duration_minutes: 90,
      },
    ],
  },
  {
    key: 'digital',
    title: 'Digital Literacy for Everyone',
    description:
      'Email, online safety, mobile banking and government e-services (NADRA, FBR) explained in simple steps. Free for everyone.',
    price: '0',
    currency: 'PKR',
    level: 'beginner',
    duration_hours: 6,
    category: 'Digital Skills',
    tags: ['digital literacy', 'free'],
    is_published: true,
    lessons: [
      textLesson('Staying safe online', 15, 'Five rules for online safety', [
        'Never share your OTP or PIN, even with "bank staff"',
        'Use a different password for each account',
        'Check links before you click them',
        'Keep your phone updated',
        'Report fraud to the FIA cybercrime wing',
      ]),
    ],
  },
  {
    key: 'cloud',
    title: 'Cloud Computing Essentials',
    description:
      'Virtual machines, storage and deployment on the major clouds. Draft, coming soon.',
    price: '25',
    currency: 'USD',
    level: 'intermediate',
    duration_hours: 16,
    category: 'Cloud',
    tags: ['cloud', 'devops'],
    is_published: false,
    lessons: [
      textLesson('What the cloud is', 15, 'The cloud in plain words', [
        'Renting computers by the hour',
      ]),
    ],
  },
];

const SCHOOL_COURSES: Record<string, CourseSeed[]> = {
  'iqbal-public-school': [
    pythonCourse('2500', 'PKR', true),
    {
      key: 'physics',
      title: 'Matric Physics Crash Course',
      description:
        'The whole Matric physics syllabus (Punjab board) in eight weeks: motion, forces, energy, waves, electricity, with past-paper practice.',
      price: '3000',
      currency: 'PKR',
      level: 'intermediate',
      duration_hours: 30,
      category: 'Science',
      tags: ['matric', 'physics', 'board exams'],
      is_published: true,
      byTeacher: true,
      lessons: [
        textLesson('Kinematics', 40, 'Equations of motion', [
          'v = u + at',
          's = ut + ½at²',
          'v² = u² + 2as',
        ]),
        textLesson("Newton's laws", 40, "Newton's three laws", [
          'Inertia',
          'F = ma',
          'Action and reaction',
        ]),
      ],
    },
    {
      key: 'olevel-cs',
      title: 'O Level Computer Science (2210)',
      description:
        'Algorithms, pseudocode, data representation and networks for the Cambridge 2210 paper.',
      price: '20',
      currency: 'USD',
      level: 'advanced',
      duration_hours: 36,
      category: 'Computer Science',
      tags: ['o level', 'cambridge', 'computer science'],
      is_published: true,
      lessons: [
        {
          title: 'Programming concepts (video)',
          description: 'Core programming ideas used throughout paper 2.',
          content_type: 'video',
          content_url: SEED_MEDIA.programmingVideo,
          duration_minutes: 60,
        },
        textLesson('Binary and hexadecimal', 30, 'Number systems', [
          'Binary',
          'Denary',
          'Hexadecimal',
        ]),
      ],
    },
    {
      key: 'urdu',
      title: 'Urdu Adab: Poetry of Allama Iqbal',
      description:
        'Reading and understanding selected poems of Allama Iqbal, from Bang-e-Dra to Bal-e-Jibril. Free for our students.',
      price: '0',
      currency: 'PKR',
      level: 'beginner',
      duration_hours: 8,
      category: 'Languages',
      tags: ['urdu', 'poetry'],
      is_published: true,
      lessons: [
        textLesson('Lab pe aati hai dua', 20, 'A prayer for children', [
          'Background',
          'Meaning',
          'Recitation',
        ]),
      ],
    },
    {
      key: 'mdcat',
      title: 'MDCAT Entry Test Preparation',
      description:
        'Biology, chemistry, physics and English practice for the MDCAT. Draft, being prepared.',
      price: '6500',
      currency: 'PKR',
      level: 'advanced',
      duration_hours: 60,
      category: 'Test Preparation',
      tags: ['mdcat', 'entry test'],
      is_published: false,
      byTeacher: true,
      lessons: [
        textLesson('Test pattern', 15, 'How the MDCAT is marked', [
          '200 MCQs',
          'No negative marking',
        ]),
      ],
    },
  ],
  'quaid-academy': [
    pythonCourse('15', 'USD', false),
    arduinoCourse('5000', 'PKR', true),
    {
      key: 'english',
      title: 'Spoken English and Communication',
      description:
        'Speak with confidence at interviews and in class: pronunciation, everyday conversation and presentations. Free.',
      price: '0',
      currency: 'PKR',
      level: 'beginner',
      duration_hours: 12,
      category: 'Languages',
      tags: ['english', 'communication', 'free'],
      is_published: true,
      lessons: [
        textLesson('Introducing yourself', 20, 'Tell me about yourself', [
          'Name and city',
          'Studies',
          'Goals',
        ]),
      ],
    },
    {
      key: 'data-science',
      title: 'Data Science with Python',
      description:
        'pandas, charts and statistics on real data: PSL scores, weather in Karachi and mobile sales.',
      price: '30',
      currency: 'USD',
      level: 'advanced',
      duration_hours: 32,
      category: 'Data Science',
      tags: ['data science', 'python', 'pandas'],
      is_published: true,
      byTeacher: true,
      lessons: [
        {
          title: 'JavaScript for data dashboards (video)',
          description: 'The language of interactive charts on the web.',
          content_type: 'video',
          content_url: SEED_MEDIA.javascriptVideo,
          duration_minutes: 60,
        },
        textLesson('DataFrames', 35, 'Working with DataFrames', [
          'read_csv',
          'filtering rows',
          'groupby',
        ]),
      ],
    },
    {
      key: 'canva',
      title: 'Graphic Design with Canva',
      description: 'Posters, social media posts and a personal brand kit. Draft, coming soon.',
      price: '1800',
      currency: 'PKR',
      level: 'beginner',
      duration_hours: 10,
      category: 'Design',
      tags: ['design', 'canva'],
      is_published: false,
      byTeacher: true,
      lessons: [
        textLesson('Design basics', 20, 'Contrast, alignment, repetition', [
          'Contrast',
          'Alignment',
          'Repetition',
        ]),
      ],
    },
  ],
};

async function seedCourses(
  tx: Tx,
  tenantId: number,
  specs: readonly CourseSeed[],
  teacherId: number | null,
): Promise<Map<string, { id: number; lessonIds: number[] }>> {
  const created = new Map<string, { id: number; lessonIds: number[] }>();
  const now = Date.now();
  const courseRows = await tx
    .insert(courses)
    .values(
      specs.map((spec, index) => ({
        tenant_id: tenantId,
        title: spec.title,
        description: spec.description,
        price: Number(spec.price).toFixed(2),
        currency: spec.currency,
        level: spec.level,
        duration_hours: spec.duration_hours,
        category: spec.category,
        tags: spec.tags,
        is_published: spec.is_published,
        created_by: spec.byTeacher ? teacherId : null,
        // Distinct timestamps keep "newest first" stable: the first spec is the newest.
        created_at: new Date(now - index * 60_000),
      })),
    )
    .returning({ id: courses.id });
  const lessonValues = specs.flatMap((spec, courseIndex) =>
    spec.lessons.map((lesson, index) => ({
      tenant_id: tenantId,
      course_id: courseRows[courseIndex]!.id,
      title: lesson.title,
      description: lesson.description,
      content_type: lesson.content_type,
      content_url: lesson.content_url ?? null,
      content_body: lesson.content_body ?? null,
      order_index: index,
      duration_minutes: lesson.duration_minutes,
      is_published: lesson.is_published ?? true,
      is_mandatory: lesson.is_mandatory ?? true,
    })),
  );
  const lessonRows = await tx
    .insert(lessons)
    .values(lessonValues)
    .returning({ id: lessons.id, course_id: lessons.course_id });
  specs.forEach((spec, index) => {
    const courseId = courseRows[index]!.id;
    created.set(spec.key, {
      id: courseId,
      lessonIds: lessonRows.filter((row) => row.course_id === courseId).map((row) => row.id),
    });
  });

  for (const [index, spec] of specs.entries()) {
    for (const quiz of spec.quizzes ?? []) {
      const [assessment] = await tx
        .insert(assessments)
        .values({
          tenant_id: tenantId,
          course_id: courseRows[index]!.id,
          title: quiz.title,
          description: quiz.description,
          assessment_type: 'quiz',
          passing_score: quiz.passing_score,
          time_limit_minutes: quiz.time_limit_minutes,
          is_published: quiz.is_published,
          created_by: spec.byTeacher ? teacherId : null,
        })
        .returning({ id: assessments.id });
      await tx.insert(questions).values(
        quiz.questions.map((question, order) => ({
          tenant_id: tenantId,
          assessment_id: assessment!.id,
          question_text: question.question_text,
          question_type: question.question_type,
          options: question.options ?? {},
          correct_answer: question.correct_answer ?? null,
          accepted_answers: question.accepted_answers ?? [],
          points: question.points,
          hints: question.hints,
          order_index: order,
        })),
      );
    }
  }
  return created;
}

/** Seeds the learning demo data; returns the number of courses created (0 when it skipped). */
export async function seedLearning(tx: Tx): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(courses);
  if ((existing?.n ?? 0) > 0) return 0;

  let total = PLATFORM_COURSES.length;
  await seedCourses(tx, 1, PLATFORM_COURSES, null);

  const slugs = DEMO_TENANTS.map((tenant) => tenant.slug);
  const tenantRows = await tx
    .select({ id: tenants.id, slug: tenants.slug })
    .from(tenants)
    .where(inArray(tenants.slug, slugs));
  const domains: Record<string, string> = {
    'iqbal-public-school': 'iqbal.edu.pk',
    'quaid-academy': 'quaid.edu.pk',
  };
  for (const tenant of tenantRows) {
    const specs = SCHOOL_COURSES[tenant.slug];
    const domain = domains[tenant.slug];
    if (!specs || !domain) continue;
    const people = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.tenant_id, tenant.id));
    const idOf = (local: string) => people.find((user) => user.email === `${local}@${domain}`)?.id;
    const teacher = idOf('teacher') ?? null;
    const created = await seedCourses(tx, tenant.id, specs, teacher);
    total += specs.length;

    const student = idOf('student');
    const student2 = idOf('student2');
    const student3 = idOf('student3');
    const admin = idOf('admin') ?? null;
    const python = created.get('python')!;
    const second = created.get(tenant.slug === 'iqbal-public-school' ? 'physics' : 'arduino')!;
    const free = created.get(tenant.slug === 'iqbal-public-school' ? 'urdu' : 'english')!;
    const decidedAt = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const rows: (typeof enrollments.$inferInsert)[] = [];
    const approved = (userId: number | undefined, courseId: number) => {
      if (userId) {
        rows.push({
          tenant_id: tenant.id,
          course_id: courseId,
          user_id: userId,
          payment_status: 'paid',
          admin_approved: true,
          status: 'active',
          decided_by: admin,
          decided_at: decidedAt,
        });
      }
    };
    approved(student, python.id);
    approved(student3, python.id);
    approved(student2, free.id);
    if (student) {
      rows.push({
        tenant_id: tenant.id,
        course_id: second.id,
        user_id: student,
        payment_status: 'pending',
      });
    }
    if (student2) {
      rows.push({
        tenant_id: tenant.id,
        course_id: python.id,
        user_id: student2,
        payment_status: 'pending',
      });
    }
    if (student3) {
      rows.push({
        tenant_id: tenant.id,
        course_id: second.id,
        user_id: student3,
        payment_status: 'rejected',
        admin_approved: false,
        status: 'dropped',
        admin_notes: 'Payment receipt could not be verified. Please resend it to the office.',
        decided_by: admin,
        decided_at: decidedAt,
      });
    }
    if (rows.length) await tx.insert(enrollments).values(rows);

    // A little progress: the first student finished the first two Python lessons.
    if (student) {
      await tx.insert(lessonProgress).values(
        python.lessonIds.slice(0, 2).map((lessonId, index) => ({
          tenant_id: tenant.id,
          lesson_id: lessonId,
          user_id: student,
          completed: true,
          time_spent_seconds: 600 + index * 1800,
          progress_percentage: 100,
          completed_at: decidedAt,
        })),
      );
    }
  }
  return total;
}
