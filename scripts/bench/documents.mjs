// `npm run bench:documents [-- --pages 40] [--school 5000] [--class 400]`
//
// The documents' cost on this machine, at the renderer (documents/*.ts; no database, no HTTP):
//   - CPU per page (user + system of this process, warm fonts and caches) of a fee voucher (one
//     voucher per file) and of a section's report cards (`--pages` pages in one file), in
//     English and in Urdu, and the Urdu/English ratio per page;
//   - "whole school": `--school` vouchers printed as class files of `--class` pages each (one
//     PDF per class, as a bulk job would), wall and CPU time, in English and in Urdu.
// Prints the figures and the machine's load average (never asserted): on a shared machine the
// wall times move with the load, the CPU times much less.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { renderVoucherPdf, renderVouchersPdf } from '../../apps/api/src/documents/fee-voucher.js';
import { renderReportCards } from '../../apps/api/src/documents/report-card.js';
import { reportCardFacts, voucherFacts } from '../../apps/api/test/documents/fixtures.js';
import { formatTable, parseArgs } from './lib.mjs';

const args = parseArgs(process.argv.slice(2), []);
const pages = Number(args.pages ?? 40);
const school = Number(args.school ?? 5000);
const perClass = Number(args.class ?? 400);

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

async function measure(label, count, work) {
  await work(); // warm: fonts parsed, shaping caches filled
  const start = process.cpuUsage();
  const t0 = performance.now();
  await work();
  return { label, cpu: cpuMs(start) / count, wall: (performance.now() - t0) / count };
}

const rows = [];
const perPage = {};
for (const language of ['en', 'ur']) {
  const voucher = await measure(`voucher, 1 per file (${language})`, pages, async () => {
    for (let i = 0; i < pages; i++) await renderVoucherPdf(voucherOf(language, i), language);
  });
  const cards = await measure(`report cards, ${pages} per file (${language})`, pages, () =>
    renderReportCards(
      Array.from({ length: pages }, (_, i) => ({
        ...reportCardFacts(language),
        student_name: `${reportCardFacts(language).student_name} ${i}`,
        roll_no: i + 1,
      })),
      language,
    ),
  );
  perPage[language] = { voucher, cards };
  rows.push(voucher, cards);
}
console.log(
  `Load average at the start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
console.log(
  formatTable(
    ['document', 'CPU ms/page', 'wall ms/page'],
    rows.map((r) => [r.label, r.cpu.toFixed(1), r.wall.toFixed(1)]),
  ),
);
console.log(
  `Urdu/English CPU per page: voucher ${(perPage.ur.voucher.cpu / perPage.en.voucher.cpu).toFixed(2)}×, report card ${(perPage.ur.cards.cpu / perPage.en.cards.cpu).toFixed(2)}×`,
);

for (const language of ['en', 'ur']) {
  const start = process.cpuUsage();
  const t0 = performance.now();
  let bytes = 0;
  for (let from = 0; from < school; from += perClass) {
    const count = Math.min(perClass, school - from);
    const pdf = await renderVouchersPdf(
      Array.from({ length: count }, (_, i) => voucherOf(language, from + i)),
      language,
    );
    bytes += pdf.length;
  }
  const wall = (performance.now() - t0) / 1000;
  console.log(
    `Whole school (${language}): ${school} vouchers in ${Math.ceil(school / perClass)} class files: ${wall.toFixed(1)} s wall, ${(cpuMs(start) / 1000).toFixed(1)} s CPU, ${(bytes / 1e6).toFixed(1)} MB`,
  );
}
console.log(
  `Load average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
