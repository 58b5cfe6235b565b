// Proposes (and with --write, inserts) the limits the OWASP API ruleset asks of openapi.yaml:
// `maxLength` on strings, `maxItems` on arrays, `format` and `minimum`/`maximum` on integers, and
// the shared error answers (400/401/413/415/429/500) on every operation. It edits the YAML as
// text, one inserted key or line at a time, so the file stays hand-written (comments, flow maps
// and order untouched) and a review sees only the added limits. Names it does not know are
// printed and left alone: decide those by hand (docs/contract.md "Limits").
//
//   node scripts/contract-bounds.mjs            # print what it would add
//   node scripts/contract-bounds.mjs --write    # add it
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMap, isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';

const file = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
const write = process.argv.includes('--write');
const source = readFileSync(file, 'utf8');
const doc = parseDocument(source, { keepSourceTokens: true });

const INT32_MAX = 2147483647;
const SAFE_MAX = 9007199254740991; // the largest integer a JSON reader in JavaScript keeps exact

/** Integers by field name: [format, minimum, maximum]. */
const ID = ['int32', 1, INT32_MAX];
const COUNT = ['int32', 0, INT32_MAX];
const MONEY = ['int64', 0, SAFE_MAX];
const INTEGER_RULES = [
  [/^(id|.*_id|.*_ids|created_by|actor_id)$/, ID],
  [
    /^(amount|paid|paid_amount|net|debit|credit|arrears|concession|charged|late_fee_after_due|value)$/,
    MONEY,
  ],
  [/^balance$/, ['int64', -SAFE_MAX, SAFE_MAX]],
  [/^storage_bytes$/, ['int64', 0, SAFE_MAX]],
  [/^(percent|percentage|.*_percent)$/, ['int32', 0, 100]],
  [
    /^(marks|max_marks|passing_marks|max_total|score|max_score|points_awarded|total_points|max_points)$/,
    ['int32', 0, 1000000],
  ],
  [/^roll_no$/, ['int32', 1, 9999]],
  [/^Retry-After$/, ['int32', 1, 86400]],
  [/^max_storage_gb$/, ['int32', 0, 1000000]],
  // Everything else without a bound of its own counts things (rows, students, days, seconds).
  [/./, COUNT],
];

/**
 * Arrays by `Schema.property` (the schema's name in components, then the property path):
 * maxItems. Paged lists hold at most the largest `limit` (500); other bounds follow the request
 * caps of the same data (a section holds at most 500 students, an exam 40 classes of 30 papers,
 * an import 10,000 rows) or the size of a fixed catalogue.
 */
const ARRAY_RULES = [
  [
    /^(UserList|CourseList|EnrollmentList|BankQuestionList|SubmissionList|OrganisationList|ApplicantList|AuditEntryList|StudentList|AdmissionList|NotificationList|DeliveryList|DeadLetterList|AnnouncementList|CourseRoster|VoucherRunList|VoucherList|FeeDefaulterList|OnlinePaymentList|ExamList)\.items$/,
    500,
  ],
  [
    /^(TenantSummaryList\.items|PendingUserList\.users|AttendanceAlertList\.items|FeeLedger\.entries|MarkSheetList\.items)$/,
    10000,
  ],
  [
    /^(LessonList\.items|CourseProgress\.completed_lesson_ids|AssessmentSummaryList\.items|MyAttempts\.items|CertificateList\.items|BankQuestionList\.tags|Child\.courses|MyResultList\.items|MyVoucherList\.items|StaffRegister\.entries|AttendanceToday\.sections|ReportCardRun\.files|RosterEntry\.quiz_scores|CourseRoster\.quizzes|SectionTimetable\.options\.teachers|FeeCollectionReport\.by_month)$/,
    1000,
  ],
  [
    /^(Assessment|AssessmentAdmin)\.questions$|^(Submission\.results|Submission\.questions|AttemptResult\.questions)$/,
    1000,
  ],
  [
    /^(SectionRegister\.entries|SectionMonth\.rows|MarksSheet\.entries|MarksSaved\.entries|SectionResults\.rows|SectionGradebook\.rows)$/,
    500,
  ],
  [
    /^(SchoolClassList\.items|FeeStructure\.classes|Announcement\.section_ids|VoucherRun\.class_ids|SectionTimetable\.options\.subjects)$/,
    200,
  ],
  [/^(ImportPreview|ImportResult)\.problems$/, 200000],
  [
    /^(ModuleList|ModuleAccessList|PlanList|PlanComparisonList|AcademicYearList|ChildList|FeeHeadList|ConcessionList|EnrollmentDecisionResults)\.items$/,
    100,
  ],
  [
    /^(Plan\.features|PlanComparison\.modules|CurrentSubscription\.addons|Subject\.teachers|SchoolClass\.sections|SchoolClass\.subjects|StudentProfile\.placements|Announcement\.class_ids|FeeStructure\.heads|FeeStructure\.classes\.amounts|VoucherDetail\.lines|VoucherDetail\.payments|MyVoucherList\.items\.payments)$/,
    100,
  ],
  [
    /^(SectionGradebook\.columns|SectionGradebook\.courses|SectionGradebook\.rows\.cells|SectionGradebook\.rows\.quiz_averages|ClassCourses\.items)$/,
    1000,
  ],
  [
    /^(ExamClass\.papers|ResultRow\.subjects|SectionResults\.subjects|StudentResult\.subjects)$/,
    30,
  ],
  [/^(Exam\.classes|ExamSummary\.class_names)$/, 40],
  [/^(SectionMonthRow\.marks|SectionMonth\.days|StudentMonth\.days)$/, 31],
  [
    /^(AcademicYear\.terms|StudentProfile\.guardians|FeeDefaulter\.guardians|ModuleCategoryList\.items|GradingScale\.bands)$/,
    20,
  ],
  [
    /^(NotificationChannels\.channels|OnlinePaymentSettings\.items|OnlineProviderList\.items|FeeCollectionReport\.by_method)$/,
    10,
  ],
  [/^FeeCollectionReport\.by_class$/, 200],
];

/** Strings by field name (or media type of a response body): maxLength. */
const STRING_RULES = [
  [/^application\/pdf$/, 50 * 1024 * 1024],
  [/^text\/csv$/, 50 * 1024 * 1024],
  [/^text\/html$/, 1024 * 1024],
  [/^text\/plain$/, 1000],
  [/^rejected_csv$/, 12 * 1024 * 1024],
  [/^(start|end)$/, 5], // HH:MM
  [/^.*_at$/, 40],
  [/^(date|.*_date|paid_on)$/, 10],
  [/^month$/, 7],
  [/^(first_name|last_name)$/, 100],
  [/^(student_name|recipient_name|teacher_name|created_by_name|name)$/, 201],
  [/^(class_name|section_name)$/, 50],
  [/^(subject_name|fee_head_name)$/, 100],
  [/^(title|course_title|school_name|announcement_title)$/, 200],
  [/^options$/, 1000],
  [/^(body|question_text|answer|correct_answer)$/, 10000],
  [/^(reason|.*_reason|error|description)$/, 2000],
  [/^(link|action|fields|receipts_url)$/, 2000],
  [/^base_url$/, 300],
  [/^(address)$/, 254],
  [/^(admission_no)$/, 30],
  [/^(mobile)$/, 13],
  [/^(room|label|relation|provider|merchant_hint)$/, 100],
  [/^(number|code|voucher_no|receipt_no|carried_to_no|txn_ref|bill_reference|reference)$/, 100],
  [/^(provider_message_id|ETag|Cache-Control)$/, 200],
];

const typesOf = (map) => {
  const type = map.get('type');
  if (typeof type === 'string') return [type];
  if (isSeq(type)) return type.items.map((item) => (isScalar(item) ? item.value : item));
  return [];
};

/** The field a schema describes: the nearest key that is not a schema keyword. */
const SKIP = new Set(['items', 'schema', 'additionalProperties', 'allOf', 'oneOf', 'anyOf']);
function fieldName(ancestors) {
  for (let i = ancestors.length - 1; i >= 0; i -= 1) {
    const node = ancestors[i];
    if (!isPair(node)) continue;
    const key = isScalar(node.key) ? String(node.key.value) : '';
    if (!SKIP.has(key)) return key;
  }
  return '';
}
function pointer(ancestors) {
  return ancestors
    .filter(isPair)
    .map((pair) => String(pair.key.value))
    .join('/');
}

const edits = []; // { at, text }
const unknown = [];

function addKeys(map, keys) {
  const entries = Object.entries(keys);
  if (entries.length === 0) return;
  if (map.flow) {
    // `{ type: string }` → `{ type: string, maxLength: 200 }`
    const end = map.range[1];
    let close = source.lastIndexOf('}', end);
    while (close > 0 && /\s/.test(source[close - 1])) close -= 1;
    // A multi-line flow map gets one key a line, and may end with a comma of its own.
    const body = source.slice(map.range[0], close);
    const lastLine = body.slice(body.lastIndexOf('\n') + 1);
    const separator = body.includes('\n') ? `\n${lastLine.match(/^\s*/)[0]}` : ' ';
    const text = entries.map(([k, v]) => `,${separator}${k}: ${v}`).join('');
    edits.push({ at: close, text: source[close - 1] === ',' ? text.slice(1) : text });
    return;
  }
  // Block map: a new line after the `type:` line, at the same indentation.
  const typePair = map.items.find((pair) => pair.key.value === 'type');
  const keyStart = typePair.key.range[0];
  const lineStart = source.lastIndexOf('\n', keyStart) + 1;
  const indent = source.slice(lineStart, keyStart);
  const lineEnd = source.indexOf('\n', keyStart);
  edits.push({ at: lineEnd, text: entries.map(([k, v]) => `\n${indent}${k}: ${v}`).join('') });
}

visit(doc, {
  Map(_key, map, path) {
    const types = typesOf(map);
    if (types.length === 0) return;
    const name = fieldName(path);
    const where = pointer(path);
    if (where.startsWith('x-') || where.includes('/example')) return;
    const keys = {};
    if (types.includes('integer')) {
      const rule = INTEGER_RULES.find(([re]) => re.test(name))[1];
      const hasMin = map.has('minimum') || map.has('exclusiveMinimum');
      const hasMax = map.has('maximum') || map.has('exclusiveMaximum');
      if (!hasMin) keys.minimum = rule[1];
      if (!hasMax) keys.maximum = rule[2];
      if (!map.has('format')) {
        const min = hasMin ? Number(map.get('minimum') ?? map.get('exclusiveMinimum')) : rule[1];
        const max = hasMax ? Number(map.get('maximum') ?? map.get('exclusiveMaximum')) : rule[2];
        keys.format = min >= -INT32_MAX - 1 && max <= INT32_MAX ? 'int32' : 'int64';
      }
    }
    if (
      types.includes('string') &&
      !map.has('maxLength') &&
      !map.has('enum') &&
      !map.has('const')
    ) {
      const rule = STRING_RULES.find(([re]) => re.test(name));
      if (map.get('format') === 'date-time') keys.maxLength = 40;
      else if (map.get('format') === 'date') keys.maxLength = 10;
      else if (map.get('format') === 'uuid') keys.maxLength = 36;
      else if (rule) keys.maxLength = rule[1];
      else unknown.push(`string ${where}`);
    }
    if (types.includes('array') && !map.has('maxItems')) {
      // `components/schemas/A/properties/b/items/properties/c` → `A.b.c`
      const parts = where.replace(/^components\/schemas\//, '').split('/');
      const names = [parts[0]];
      parts.forEach((part, i) => {
        if (parts[i - 1] === 'properties') names.push(part);
      });
      const key = names.join('.');
      const rule = ARRAY_RULES.find(([re]) => re.test(key));
      if (rule) keys.maxItems = rule[1];
      else unknown.push(`array ${key}`);
    }
    if (Object.keys(keys).length) {
      console.log(`${where}: ${JSON.stringify(keys)}`);
      addKeys(map, keys);
    }
  },
});

// ------------------------------------------------------------------- shared error answers
/** Every operation can meet these: a malformed URL or body (400), a limit (429), a bug (500). */
const ALWAYS = { 400: 'BadRequest', 429: 'TooManyRequests', 500: 'InternalError' };
/** An operation with a body can also be sent one too large (413) or not JSON (415). */
const WITH_BODY = { 413: 'PayloadTooLarge', 415: 'UnsupportedMediaType' };
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function lineEndAfter(offset) {
  let at = offset;
  while (at > 0 && /\s/.test(source[at - 1])) at -= 1;
  const end = source.indexOf('\n', at);
  return end === -1 ? source.length : end;
}

const paths = doc.get('paths');
const rootSecured = (doc.get('security')?.items.length ?? 0) > 0;
for (const item of paths.items) {
  for (const opPair of item.value.items) {
    const method = String(opPair.key.value);
    if (!METHODS.includes(method)) continue;
    const op = opPair.value;
    const responses = op.get('responses');
    if (!responses) continue;
    const security = op.get('security');
    const secured = security
      ? security.items.length > 0 && security.items.every((entry) => entry.items.length > 0)
      : rootSecured;
    const wanted = { ...ALWAYS, ...(op.has('requestBody') ? WITH_BODY : {}) };
    if (secured) wanted[401] = 'Unauthorized';
    const have = new Set(responses.items.map((pair) => String(pair.key.value)));
    const first = responses.items[0];
    const keyStart = first.key.range[0];
    const indent = source.slice(source.lastIndexOf('\n', keyStart) + 1, keyStart);
    for (const code of Object.keys(wanted).sort()) {
      if (have.has(code)) continue;
      const line = `${indent}"${code}": { $ref: "#/components/responses/${wanted[code]}" }`;
      const next = responses.items.find((pair) => String(pair.key.value) > code);
      if (next) {
        const start = source.lastIndexOf('\n', next.key.range[0]) + 1;
        edits.push({ at: start, text: `${line}\n`, order: Number(code) });
      } else {
        const last = responses.items[responses.items.length - 1];
        edits.push({
          at: lineEndAfter(last.value.range[1]),
          text: `\n${line}`,
          order: Number(code),
        });
      }
      console.log(`${item.key.value} ${method}: ${code} ${wanted[code]}`);
    }
  }
}

for (const line of unknown) console.log(`decide by hand: ${line}`);
if (write) {
  let text = source;
  for (const edit of edits.sort((a, b) => b.at - a.at || (b.order ?? 0) - (a.order ?? 0))) {
    text = text.slice(0, edit.at) + edit.text + text.slice(edit.at);
  }
  writeFileSync(file, text);
  console.log(`wrote ${edits.length} additions to openapi.yaml`);
}
void isMap;
