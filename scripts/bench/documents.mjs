// `npm run bench:documents [-- --pages 40] [--cards 20,100] [--rounds 15] [--warm 3] [--school 5000 (0: none)] [--languages en,ur]`
//
// The documents' cost on this machine, at the renderer (documents/*.ts; no database, no HTTP):
//   - CPU per page (user + system of this process, warm fonts and caches; the median of
//     `--rounds` timed rounds, English and Urdu rounds interleaved after `--warm` untimed
//     rounds of each) of a fee voucher (one
//     voucher per file, `--pages` of them) and of a section's report cards (files of 20 and of
//     100 cards, `--cards`), in English and in Urdu, and the Urdu/English ratio per page. A
//     file's own costs (the fonts' subsets deflated, the trailer) are shared by its pages: at 20
//     cards a file they hide part of the per-page cost, at 100 the figure is close to the page's
//     own; the ratio to compare is the one at 100;
//   - "whole school": a school of `--school` students, its month's vouchers printed as ONE bulk
//     print job (print-school.mjs), from the request to the stored ZIP, in each language.
// Prints the figures and the machine's load average (never asserted): on a shared machine the
// wall times move with the load, the CPU times much less.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { renderVoucherPdf } from '../../apps/api/src/documents/fee-voucher.js';
import { renderReportCards } from '../../apps/api/src/documents/report-card.js';
import { reportCardFacts, voucherFacts } from '../../apps/api/test/documents/fixtures.js';
import { formatTable, parseArgs } from './lib.mjs';
import { openBenchSchool, printSchoolVouchers } from './print-school.mjs';

const args = parseArgs(process.argv.slice(2), []);
const pages = Number(args.pages ?? 40);
const cardFiles = String(args.cards ?? '20,100')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const school = Number(args.school ?? 5000);
const languages = String(args.languages ?? 'en,ur').split(',');

const cpuMs = (start) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** Every student a different name, number and amount (so nothing is shaped only once). */
function voucherOf(language, i) {
  const facts = voucherFacts(language);
  const names =
    language === 'ur'
      ? ['عائشہ خان', 'محمد علی', 'فاطمہ بی بی', 'حسن رضا']
      : ['Ayesha Khan', 'Muhammad Ali', 'Fatima Bibi', 'Hassan Raza'];
  return {
    ...facts,
    voucher_no: `202611-${String(i).padStart(6, '0')}`,
    student_name: `${names[i % names.length]} ${i}`,
    admission_no: `IPS-${String(i).padStart(4, '0')}`,
    total: facts.total + (i % 7) * 100,
  };
}

/** Timed rounds per figure: with 15 the median of a 100-card file moves by about ±0.1× in the ratio on a quiet machine; with 3 it moved from 1.2× to 1.9×. */
const ROUNDS = Number(args.rounds ?? 15);
/** Untimed rounds of every language before any is timed (`--warm`, default 3). */
const WARM = Number(args.warm ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Times the same document in English and Urdu with their rounds interleaved (en, ur, then
 * ur, en, …): timed one language after the other, the first paid for the process's young age
 * (V8 still compiling the shared layout code on its helper threads, which process CPU counts)
 * and each saw a different moment of the other users' load; the language timed second came
 * out up to twice as cheap, whichever it was. Both are first warmed `WARM` times.
 */
async function measureLanguages(label, count, work) {
  for (let round = 0; round < WARM; round++)
    for (const language of ['en', 'ur']) await work(language);
  const cpu = { en: [], ur: [] };
  const wall = { en: [], ur: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const language of round % 2 ? ['ur', 'en'] : ['en', 'ur']) {
      const start = process.cpuUsage();
      const t0 = performance.now();
      await work(language);
      cpu[language].push(cpuMs(start) / count);
      wall[language].push((performance.now() - t0) / count);
    }
  }
  const figure = (language) => ({
    label: `${label} (${language})`,
    cpu: median(cpu[language]),
    wall: median(wall[language]),
  });
  return { en: figure('en'), ur: figure('ur') };
}

const perPage = { en: {}, ur: {} };
const figures = [];
const voucher = await measureLanguages('voucher, 1 per file', pages, async (language) => {
  for (let i = 0; i < pages; i++) await renderVoucherPdf(voucherOf(language, i), language);
});
figures.push(['voucher', voucher]);
for (const count of cardFiles) {
  const cards = await measureLanguages(`report cards, ${count} per file`, count, (language) =>
    renderReportCards(
      Array.from({ length: count }, (_, i) => ({
        ...reportCardFacts(language),
        student_name: `${reportCardFacts(language).student_name} ${i}`,
        roll_no: i + 1,
      })),
      language,
    ),
  );
  figures.push([count, cards]);
}
for (const [key, pair] of figures) {
  perPage.en[key] = pair.en;
  perPage.ur[key] = pair.ur;
}
const rows = ['en', 'ur'].flatMap((language) => figures.map(([, pair]) => pair[language]));
console.log(
  `Load average at the start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
console.log(
  formatTable(
    ['document', 'CPU ms/page', 'wall ms/page'],
    rows.map((r) => [r.label, r.cpu.toFixed(2), r.wall.toFixed(2)]),
  ),
);
const ratio = (key) => (perPage.ur[key].cpu / perPage.en[key].cpu).toFixed(2);
console.log(
  `Urdu/English CPU per page: voucher ${ratio('voucher')}×, ${cardFiles
    .map((count) => `report cards ${count} per file ${ratio(count)}×`)
    .join(', ')}`,
);

// The whole school MEASURED as the job runs it (database, voucher facts, barcodes, rendering,
// ZIP, stored file), not extrapolated from one class file.
// `--school 0` leaves the whole-school job out (the per-page figures alone, in seconds).
const benchSchool = school > 0 ? await openBenchSchool(school) : null;
for (const language of benchSchool ? languages : []) {
  const run = await printSchoolVouchers(benchSchool, language);
  console.log(
    `Whole school (${language}): one print job of ${run.total} vouchers (${run.status}, ${run.file_type}, ${(Number(run.bytes) / 1e6).toFixed(1)} MB): ${run.wall.toFixed(1)} s wall, ${run.cpu.toFixed(1)} s CPU; load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
}
await benchSchool?.app.close();
await benchSchool?.database.close();
console.log(
  `Load average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
