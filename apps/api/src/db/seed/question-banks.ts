// Demo data of question banks: the physics and MDCAT courses keep tagged questions,
// and the physics course has a draft practice quiz that draws from them (a draft, so the demo
// learners' courses and certificates stay as the other demo data expects).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { assessments, bankQuestions, courses } from '../schema/learning.js';

interface Seeded {
  text: string;
  options: Record<string, string>;
  correct: string;
  tags: string[];
  points?: number;
}

const mcq = (text: string, options: string[], correct: number, tags: string[]): Seeded => ({
  text,
  options: Object.fromEntries(options.map((option, i) => [String.fromCharCode(65 + i), option])),
  correct: String.fromCharCode(65 + correct),
  tags,
});

const BANKS: Record<string, Seeded[]> = {
  'Matric Physics Crash Course': [
    mcq(
      'A car starts from rest and accelerates at 2 m/s². Its speed after 5 s is:',
      ['5 m/s', '10 m/s', '20 m/s', '2.5 m/s'],
      1,
      ['kinematics'],
    ),
    mcq(
      'Which equation gives distance from initial speed, acceleration and time?',
      ['v = u + at', 's = ut + ½at²', 'v² = u² + 2as', 'F = ma'],
      1,
      ['kinematics'],
    ),
    mcq(
      'The slope of a speed–time graph gives:',
      ['Distance', 'Acceleration', 'Force', 'Momentum'],
      1,
      ['kinematics', 'graphs'],
    ),
    mcq(
      'The area under a speed–time graph gives:',
      ['Distance', 'Acceleration', 'Power', 'Mass'],
      0,
      ['kinematics', 'graphs'],
    ),
    mcq(
      'A stone dropped from rest falls for 2 s (g = 10 m/s²). It falls:',
      ['10 m', '20 m', '40 m', '5 m'],
      1,
      ['kinematics'],
    ),
    mcq(
      'Newton’s first law is also called the law of:',
      ['Acceleration', 'Inertia', 'Gravitation', 'Action and reaction'],
      1,
      ['forces'],
    ),
    mcq('A 2 kg mass accelerates at 3 m/s². The net force is:', ['5 N', '6 N', '1.5 N', '9 N'], 1, [
      'forces',
    ]),
    mcq('The SI unit of force is the:', ['Joule', 'Watt', 'Newton', 'Pascal'], 2, ['forces']),
    mcq(
      'Action and reaction forces act on:',
      ['The same body', 'Different bodies', 'Only moving bodies', 'Only bodies at rest'],
      1,
      ['forces'],
    ),
  ],
  'MDCAT Entry Test Preparation': [
    mcq(
      'The powerhouse of the cell is the:',
      ['Nucleus', 'Mitochondrion', 'Ribosome', 'Golgi body'],
      1,
      ['biology'],
    ),
    mcq('DNA replication is:', ['Conservative', 'Semi-conservative', 'Dispersive', 'Random'], 1, [
      'biology',
    ]),
    mcq('The pH of pure water at 25 °C is:', ['0', '7', '14', '1'], 1, ['chemistry']),
    mcq('Avogadro’s number is about:', ['6.02 × 10²³', '3.0 × 10⁸', '9.8', '1.6 × 10⁻¹⁹'], 0, [
      'chemistry',
    ]),
  ],
};

export async function seedQuestionBanks(tx: Tx): Promise<void> {
  const rows = await tx
    .select({
      id: courses.id,
      tenant_id: courses.tenant_id,
      title: courses.title,
      by: courses.created_by,
    })
    .from(courses)
    .where(inArray(courses.title, Object.keys(BANKS)));
  for (const course of rows) {
    const bank = BANKS[course.title] ?? [];
    await tx.insert(bankQuestions).values(
      bank.map((question) => ({
        tenant_id: course.tenant_id,
        course_id: course.id,
        question_text: question.text,
        question_type: 'multiple_choice' as const,
        options: question.options,
        correct_answer: question.correct,
        points: question.points ?? 1,
        tags: question.tags,
        created_by: course.by,
      })),
    );
    if (course.title !== 'Matric Physics Crash Course') continue;
    const [existing] = await tx
      .select({ id: assessments.id })
      .from(assessments)
      .where(
        and(
          eq(assessments.tenant_id, course.tenant_id),
          eq(assessments.title, 'Practice: motion and forces (random)'),
        ),
      );
    if (existing) continue;
    await tx.insert(assessments).values({
      tenant_id: course.tenant_id,
      course_id: course.id,
      title: 'Practice: motion and forces (random)',
      description:
        'Each attempt draws three kinematics and two forces questions from the question bank.',
      assessment_type: 'quiz',
      passing_score: 60,
      is_published: false,
      created_by: course.by,
      random_draws: [
        { tag: 'kinematics', count: 3 },
        { tag: 'forces', count: 2 },
      ],
      shuffle_questions: true,
      shuffle_options: true,
    });
  }
}
