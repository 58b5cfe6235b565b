// Checks a translation against the English catalogue it implements: the same keys, the same list
// lengths, no empty message, every message valid ICU with the same arguments, and no English left
// in it but the names the caller allows. Pure (no DOM, no CSS): the catalogue tests run it in Node.
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      into.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    } else if (element.type === TYPE.tag) {
      argumentsOf(element.children, into);
    }
  }
  return into;
}

/** The literal text of a message (arguments removed), for the "no English left" check. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((o) => literalText(o.value))
          .join(' ');
      if (element.type === TYPE.tag) return literalText(element.children);
      return ' ';
    })
    .join('');
}

/**
 * Latin words of a text that are not allowed names: emails, web addresses, units and
 * single letters are data, not English.
 */
export function englishWords(text: string, allowed: ReadonlySet<string>): string[] {
  const cleaned = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    // Placeholders a widget fills in ('{hotkey}') are not words.
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b[\w-]+\.(pk|com|org)\b/g, ' ');
  const words = cleaned.match(/[A-Za-z][A-Za-z0-9.'’-]*[A-Za-z0-9]|[A-Za-z]/g) ?? [];
  return words.filter((word) => word.length > 1 && !allowed.has(word));
}

/** `sections[2].id`, `company.phoneHref`: identifiers and addresses, the same in every language. */
const isDataKey = (key: string) => /(^|\.)(id|\w+Href)$/.test(key);

export interface CatalogueProblem {
  key: string;
  problem: string;
}

/** Every difference between `english` and `translation` that a reader or the code would hit. */
export function compareCatalogues(
  english: unknown,
  translation: unknown,
  options: { allowedWords?: ReadonlySet<string> } = {},
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const allowed = options.allowedWords;
  const walk = (en: unknown, tr: unknown, key: string) => {
    if (typeof en === 'string') {
      if (typeof tr !== 'string') return problems.push({ key, problem: 'missing' });
      // Data, not words: anchor ids and link targets stay exactly as in English.
      if (isDataKey(key)) {
        if (tr !== en) problems.push({ key, problem: `data changed: ${tr} instead of ${en}` });
        return;
      }
      if (tr.trim() === '') return problems.push({ key, problem: 'empty' });
      let enArgs: Set<string>;
      let trElements: MessageFormatElement[];
      try {
        enArgs = argumentsOf(parse(en));
      } catch (error) {
        return problems.push({ key, problem: `English is not valid ICU: ${String(error)}` });
      }
      try {
        trElements = parse(tr);
      } catch (error) {
        return problems.push({ key, problem: `not valid ICU: ${String(error)}` });
      }
      const trArgs = argumentsOf(trElements);
      const same = enArgs.size === trArgs.size && [...enArgs].every((a) => trArgs.has(a));
      if (!same)
        problems.push({
          key,
          problem: `arguments {${[...trArgs].join(', ')}} instead of {${[...enArgs].join(', ')}}`,
        });
      if (allowed) {
        const words = englishWords(literalText(trElements), allowed);
        if (words.length > 0) problems.push({ key, problem: `English left: ${words.join(' ')}` });
      }
      return;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(tr)) return problems.push({ key, problem: 'missing list' });
      if (tr.length !== en.length)
        problems.push({ key, problem: `${tr.length} items instead of ${en.length}` });
      en.forEach((item, i) => {
        walk(item, tr[i], `${key}[${i}]`);
      });
      return;
    }
    if (en !== null && typeof en === 'object') {
      if (tr === null || typeof tr !== 'object')
        return problems.push({ key, problem: 'missing group' });
      for (const [k, v] of Object.entries(en))
        walk(v, (tr as Record<string, unknown>)[k], key ? `${key}.${k}` : k);
      for (const k of Object.keys(tr)) {
        if (!(k in en)) problems.push({ key: key ? `${key}.${k}` : k, problem: 'not in English' });
      }
      return;
    }
    problems.push({ key, problem: `unexpected ${typeof en} in the English catalogue` });
  };
  walk(english, translation, '');
  return problems;
}
