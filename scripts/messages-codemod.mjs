// Turns a domain's `X_MESSAGES = { key: 'English.' }` object into messages with ids
// (defineMessages, English and Urdu side by side), taking the Urdu from the English-keyed
// catalogues apps/api/src/http/i18n/details.*.ur.ts, and rewrites the calls of parametrised
// messages to named ICU arguments. Run: npx tsx scripts/messages-codemod.mjs <file> [prefix]
// [--allow-missing]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const I18N = 'apps/api/src/http/i18n';
const catalogue = new Map();
for (const file of readdirSync(I18N).filter((f) => /^details\..*ur\.ts$/.test(f))) {
  const mod = await import(join(process.cwd(), I18N, file));
  for (const list of Object.values(mod)) for (const [en, ur] of list) catalogue.set(en, ur);
}
const shape = (s) => s.replace(/\{\w+\}/g, '{}');
const byShape = new Map([...catalogue].map(([en, ur]) => [shape(en), [en, ur]]));

/** The Urdu of an English ICU sentence, its arguments renamed to the English's names. */
function urduOf(en) {
  const exact = catalogue.get(en);
  if (exact) return exact;
  const found = byShape.get(shape(en));
  if (!found) return undefined;
  const from = [...found[0].matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const to = [...en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return found[1].replace(/\{(\w+)\}/g, (_, name) => `{${to[from.indexOf(name)] ?? name}}`);
}

const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
// --allow-missing writes an empty Urdu where the catalogues have none, for a person to write
// (the ids test fails on an empty Urdu, so none is left unwritten).
const allowMissing = process.argv.includes('--allow-missing');
const [file, prefixArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const domainDir = dirname(file);
const prefix = prefixArg ?? domainDir.split('/').pop();
const text = readFileSync(file, 'utf8');
const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
const edits = [];
const params = new Map(); // `${NAME}.${key}` -> parameter names, in order
const missing = [];

ts.forEachChild(source, function visit(node) {
  if (!ts.isVariableStatement(node)) return;
  for (const decl of node.declarationList.declarations) {
    let init = decl.initializer;
    if (init && ts.isAsExpression(init)) init = init.expression;
    if (!init || !ts.isObjectLiteralExpression(init) || !/(^|_)MESSAGES$/.test(decl.name.getText()))
      continue;
    const name = decl.name.getText();
    const entries = [];
    for (const prop of init.properties) {
      if (!ts.isPropertyAssignment(prop)) throw new Error(`${name}: not a plain property`);
      const key = prop.name.getText();
      const v = prop.initializer;
      let en;
      if (ts.isStringLiteral(v) || ts.isNoSubstitutionTemplateLiteral(v)) en = v.text;
      else if (ts.isArrowFunction(v) && ts.isTemplateExpression(v.body)) {
        const names = v.parameters.map((p) => p.name.getText());
        params.set(`${name}.${key}`, names);
        en = v.body.head.text;
        for (const span of v.body.templateSpans) {
          const arg = span.expression.getText();
          if (!names.includes(arg)) throw new Error(`${name}.${key}: ${arg} is not a parameter`);
          en += `{${arg}}${span.literal.text}`;
        }
      } else throw new Error(`${name}.${key}: not a sentence`);
      const ur = urduOf(en);
      if (!ur) missing.push(`${name}.${key}: ${en}`);
      entries.push(`  ${key}: { en: ${quote(en)}, ur: ${quote(ur ?? '')} },`);
    }
    const id = name === 'FEE_MESSAGES' || !prefixArg ? prefix : prefixArg;
    edits.push([
      init.parent.kind === ts.SyntaxKind.AsExpression ? init.parent : init,
      `defineMessages('${id}', {\n${entries.join('\n')}\n})`,
    ]);
  }
});
if (!edits.length) {
  console.error('No _MESSAGES object of sentences in this file.');
  process.exit(1);
}
if (missing.length) {
  console.error(`No Urdu for:\n${missing.join('\n')}`);
  if (!allowMissing) process.exit(1);
}
let out = text;
for (const [node, replacement] of edits.reverse())
  out = out.slice(0, node.getStart()) + replacement + out.slice(node.getEnd());
const importPath = relative(domainDir, `${I18N}/messages.js`);
out = `import { defineMessages } from '${importPath.startsWith('.') ? importPath : `./${importPath}`}';\n${out}`;
writeFileSync(file, out);

// Calls of parametrised messages: NAME.key(a, b) -> NAME.key({ p: a, q: b }).
const roots = ['apps/api/src', 'apps/api/test'];
const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith('.ts') ? [join(d, e.name)] : [],
  );
for (const path of roots.flatMap(walk)) {
  const code = readFileSync(path, 'utf8');
  if (![...params.keys()].some((k) => code.includes(k.split('.')[0]))) continue;
  const sf = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true);
  // Only the names this file imports from the converted file (or its own): other domains have
  // a `MESSAGES` of their own with the same keys.
  const own = new Map(
    path === file ? [...params.keys()].map((k) => [k.split('.')[0], k.split('.')[0]]) : [],
  );
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause?.namedBindings) continue;
    const spec = st.moduleSpecifier.text;
    if (!spec.startsWith('.')) continue;
    if (join(dirname(path), spec.replace(/\.js$/, '.ts')) !== join(file)) continue;
    const bindings = st.importClause.namedBindings;
    if (ts.isNamedImports(bindings))
      for (const el of bindings.elements) own.set(el.name.text, (el.propertyName ?? el.name).text);
  }
  if (!own.size) continue;
  const calls = [];
  (function find(node) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const callee = node.expression.getText().replace(/\s/g, '');
      const [local, key] = callee.split('.');
      const names = own.has(local) ? params.get(`${own.get(local)}.${key}`) : undefined;
      if (names && !(node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])))
        calls.push([node, names]);
    }
    ts.forEachChild(node, find);
  })(sf);
  if (!calls.length) continue;
  let changed = code;
  for (const [call, names] of calls.reverse()) {
    const args = call.arguments.map((a, i) =>
      a.getText() === names[i] ? names[i] : `${names[i]}: ${a.getText()}`,
    );
    const start = call.arguments.pos;
    const end = call.arguments.end;
    changed = `${changed.slice(0, start)}{ ${args.join(', ')} }${changed.slice(end)}`;
  }
  writeFileSync(path, changed);
  console.log(`calls rewritten in ${path}: ${calls.length}`);
}
