// Every translation implements its English catalogue: same keys, same ICU arguments, nothing
// empty, and no English left but names and data. Fails on a missing key in any locale.
import { compareCatalogues, uiLabelsEn, uiLabelsUr } from '@watni/ui/i18n-testing';
import { describe, expect, it } from 'vitest';
import { attendanceMessages } from './attendance';
import attendanceMessagesUr from './attendance.ur';
import { dashboardsMessages } from './dashboards';
import dashboardsMessagesUr from './dashboards.ur';
import { datesheetMessages } from './datesheet';
import datesheetMessagesUr from './datesheet.ur';
import { diaryMessages } from './diary';
import diaryMessagesUr from './diary.ur';
import { examsMessages } from './exams';
import examsMessagesUr from './exams.ur';
import { feesMessages } from './fees';
import feesMessagesUr from './fees.ur';
import { hrMessages } from './hr';
import hrMessagesUr from './hr.ur';
import { idCardsMessages } from './id-cards';
import idCardsMessagesUr from './id-cards.ur';
import { learningLoopMessages } from './learning-loop';
import learningLoopMessagesUr from './learning-loop.ur';
import { legalMessages } from './legal';
import legalMessagesUr from './legal.ur';
import { ltiMessages } from './lti';
import ltiMessagesUr from './lti.ur';
import { ltiLaunchMessages } from './ltiLaunch';
import ltiLaunchMessagesUr from './ltiLaunch.ur';
import modulesMessages from './modules.en';
import modulesMessagesUr from './modules.ur';
import { onerosterMessages } from './oneroster';
import onerosterMessagesUr from './oneroster.ur';
import { paymentsOnlineMessages } from './payments-online';
import paymentsOnlineMessagesUr from './payments-online.ur';
import { payrollMessages } from './payroll';
import payrollMessagesUr from './payroll.ur';
import platformMessages from './platform.en';
import platformMessagesUr from './platform.ur';
import { printingMessages } from './printing';
import printingMessagesUr from './printing.ur';
import { publicShellMessages } from './public';
import publicShellMessagesUr from './public.ur';
import { questionBankMessages } from './question-bank';
import questionBankMessagesUr from './question-bank.ur';
import { schoolCertificatesMessages } from './school-certificates';
import schoolCertificatesMessagesUr from './school-certificates.ur';
import teachingMessages from './teaching.en';
import teachingMessagesUr from './teaching.ur';
import { timetableMessages } from './timetable';
import timetableMessagesUr from './timetable.ur';
import { transportMessages } from './transport';
import transportMessagesUr from './transport.ur';
import { urduAllowedWords } from './urduAllowedWords';

// The signed-in areas: each English source (ICU messages) and its Urdu translation.
const areas = [
  ['learner', 'learnerSource'],
  ['console', 'consoleSource'],
  ['staff', 'staffSource'],
  ['staff-assessments', 'staffAssessmentSource'],
  ['staff-lessons', 'staffLessonsSource'],
  ['staff-quiz-builder', 'quizBuilderSource'],
  ['school', 'schoolSource'],
  ['routes', 'routeSource'],
] as const;

const areaPairs = await Promise.all(
  areas.map(
    async ([area, source]) =>
      [
        area,
        (await import(`./${area}.ts`))[source],
        (await import(`./${area}.ur.ts`)).default,
      ] as const,
  ),
);

const pages = [
  'home',
  'nexus',
  'services',
  'products',
  'dehydrator',
  'certifications',
  'pricing',
  'about',
  'contact',
  'terms',
  'privacy',
] as const;

const pagePairs = await Promise.all(
  pages.map(
    async (page) =>
      [
        `public.${page}`,
        (await import(`./public/${page}.en.ts`)).default,
        (await import(`./public/${page}.ur.ts`)).default,
      ] as const,
  ),
);

const pairs: (readonly [string, unknown, unknown])[] = [
  ['ui', uiLabelsEn, uiLabelsUr],
  ['public', publicShellMessages, publicShellMessagesUr],
  ['legal', legalMessages, legalMessagesUr],
  ['modules', modulesMessages, modulesMessagesUr],
  ['attendance', attendanceMessages, attendanceMessagesUr],
  ['timetable', timetableMessages, timetableMessagesUr],
  ['transport', transportMessages, transportMessagesUr],
  ['hr', hrMessages, hrMessagesUr],
  ['payroll', payrollMessages, payrollMessagesUr],
  ['school-certificates', schoolCertificatesMessages, schoolCertificatesMessagesUr],
  ['id-cards', idCardsMessages, idCardsMessagesUr],
  ['exams', examsMessages, examsMessagesUr],
  ['fees', feesMessages, feesMessagesUr],
  ['printing', printingMessages, printingMessagesUr],
  ['oneroster', onerosterMessages, onerosterMessagesUr],
  ['lti', ltiMessages, ltiMessagesUr],
  ['lti-launch', ltiLaunchMessages, ltiLaunchMessagesUr],
  ['payments-online', paymentsOnlineMessages, paymentsOnlineMessagesUr],
  ['platform', platformMessages, platformMessagesUr],
  ['dashboards', dashboardsMessages, dashboardsMessagesUr],
  ['diary', diaryMessages, diaryMessagesUr],
  ['datesheet', datesheetMessages, datesheetMessagesUr],
  ['learning-loop', learningLoopMessages, learningLoopMessagesUr],
  ['question-bank', questionBankMessages, questionBankMessagesUr],
  ...pagePairs,
  ['teaching', teachingMessages, teachingMessagesUr],
  ...areaPairs,
];

// Video sites, file types, payment services and the CSV format.
const teachingAllowedWords = [
  'YouTube',
  'Vimeo',
  'Google',
  'Drive',
  'CSV',
  'JazzCash',
  'Easypaisa',
  'https',
  'mp4',
  'webm',
  'ogg',
  'PK',
  // Question file formats and their keywords (GIFT, Aiken, QTI), written as the formats spell them
  'GIFT',
  'gift',
  'Moodle',
  'Aiken',
  'QTI',
  'XML',
  'xml',
  'txt',
  // A QTI 3.0 package's file type
  'zip',
  'MiB',
  'ANSWER',
  'DOCTYPE',
  'ENTITY',
];

describe('Urdu catalogues', () => {
  it.each(pairs)('%s: every key, argument and word translated', (_name, en, ur) => {
    expect(en).toBeTypeOf('object');
    // Names the teaching catalogue keeps in Latin letters
    const allowedWords = new Set([...urduAllowedWords, ...teachingAllowedWords]);
    expect(compareCatalogues(en, ur, { allowedWords })).toEqual([]);
  });

  it('reports a missing key, a changed argument and English left behind', () => {
    const en = { a: 'Hello {name}', b: { c: 'Bye' }, list: ['x', 'y'] };
    const ur = { a: 'سلام {nam}', b: {}, list: ['ایکس'], extra: 'Watni' };
    expect(
      compareCatalogues(en, ur, { allowedWords: new Set(['Watni']) }).map((p) => p.key),
    ).toEqual(['a', 'b.c', 'list', 'list[1]', 'extra']);
    expect(compareCatalogues({ a: 'Save' }, { a: 'Save' }, { allowedWords: new Set() })).toEqual([
      { key: 'a', problem: 'English left: Save' },
    ]);
  });
});

// Noto Nastaliq's word space is about 0.13 em: after a Latin number ("63 پیغامات") it vanishes
// and the number runs into the word. Urdu plurals put a three-per-em space (U+2004) after `#`.
describe('Urdu plural counts', () => {
  it('separate the number from its word with a visible space', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const folder = import.meta.dirname;
    const files = [
      ...readdirSync(folder).filter((f) => f.endsWith('.ur.ts')),
      ...readdirSync(join(folder, 'public'))
        .filter((f) => f.endsWith('.ur.ts'))
        .map((f) => join('public', f)),
    ];
    const cramped = files.flatMap((file) =>
      readFileSync(join(folder, file), 'utf8')
        .split('\n')
        .filter((line) => /#[ \u00a0]?[\u0600-\u06FF]/u.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(cramped).toEqual([]);
  });
});
