// Build step of the site: every ICU message with an argument ('about {pkr}',
// '{months, plural, one {# month} other {# months}}') in the message catalogues is replaced by its
// parsed form, so the browser formats messages without shipping the ICU parser (FormatJS's
// documented set-up: precompiled messages, and the parser aliased to its `no-parser` build).
// Plain sentences stay strings. Unit tests and Storybook read the catalogues as written.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The catalogue modules: screens' messages and ui's labels. */
const catalogueFile =
  /packages\/(screens\/src\/messages\/(public\/)?[\w.-]+|ui\/src\/i18n\/labels[\w.-]*)\.ts$/;

const stringLiteral = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;

function literalValue(literal: string): string {
  const inner = literal.slice(1, -1);
  const json = literal.startsWith("'") ? inner.replace(/\\'/g, "'").replace(/"/g, '\\"') : inner;
  return JSON.parse(`"${json}"`) as string;
}

/** The module's source with each ICU message that has an argument replaced by its parsed form. */
export function precompileCatalogue(code: string, file: string): string {
  return code
    .split('\n')
    .map((line) => {
      const trimmed = line.trimStart();
      if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('import '))
        return line;
      return line.replace(stringLiteral, (literal) => {
        const value = literalValue(literal);
        if (!value.includes('{')) return literal;
        try {
          return JSON.stringify(parse(value));
        } catch (error) {
          throw new Error(`${file}: not a valid ICU message: ${value} (${String(error)})`);
        }
      });
    })
    .join('\n');
}

export function precompileMessages(): Plugin {
  return {
    name: 'watni-precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      // Catalogues still written as functions (template literals) are left as they are.
      const templateLiteral = code
        .split('\n')
        .some((line) => !line.trimStart().startsWith('//') && line.includes('`'));
      if (!catalogueFile.test(file) || templateLiteral) return null;
      return { code: precompileCatalogue(code, file), map: null };
    },
  };
}

/** The ICU parser is only needed at build time: the browser bundle gets its no-op build. */
export const noIcuParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
};
