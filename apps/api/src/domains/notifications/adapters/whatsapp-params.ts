// What Meta accepts in a template message's body parameters, made true before anything is sent
// (public reports of Meta's refusals: netflie/whatsapp-cloud-api issue 201 and
// dimagi/open-chat-studio pull request 4277, "Param text cannot have new-line/tab characters or
// more than 4 consecutive spaces", error 132018):
//   - no newline, no tab, no run of more than four spaces (132018);
//   - no empty parameter (131008, a required parameter missing);
//   - at most 1,024 characters in one body parameter.
// A parameter is flattened (each run of whitespace that holds a line break or a tab, and each
// run of 5+ spaces, becomes ONE space; the approved template keeps its own line breaks). A text
// too long for one parameter is split at a word boundary over several parameters of the
// school's "long" template; nothing is cut and nothing is refused.

const WHATSAPP_PARAM_MAX = 1024;
/** A free-form text message (inside the 24-hour window) holds up to 4,096 characters. */
const WHATSAPP_TEXT_MAX = 4096;
/** What an empty value shows as (an empty parameter is refused with 131008). */
const EMPTY_PARAM = '-';

/** One template parameter as Meta takes it: one line, no long space runs, never empty. */
export function templateParam(value: string): string {
  const flat = value
    // Line breaks of every kind, tabs and the spaces around them: one space.
    .replace(/[ \u00a0]*[\r\n\t\v\f\u0085\u2028\u2029]+[\s]*/g, ' ')
    .replace(/ {5,}/g, ' ')
    .trim();
  return flat.length ? flat : EMPTY_PARAM;
}

/** Splits a flattened text into pieces of at most `max` characters, at spaces where it can. */
export function splitText(text: string, max = WHATSAPP_PARAM_MAX): string[] {
  const pieces: string[] = [];
  let rest = text;
  while ([...rest].length > max) {
    const chars = [...rest];
    const head = chars.slice(0, max).join('');
    const space = head.lastIndexOf(' ');
    // A word longer than half a piece is cut where it must be.
    const cut = space > max / 2 ? space : head.length;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest.length || !pieces.length) pieces.push(rest);
  return pieces.map((piece) => (piece.length ? piece : EMPTY_PARAM));
}

interface TemplateChoice {
  /** The school's approved template for the event (settings `template_<event>`), else ours. */
  name: string;
  /** Its "long" variant (settings `template_<event>_long`), else `<name>_long`. */
  longName: string;
  /** The language code the school's template was approved in (settings `language_en|ur`). */
  language: string;
}

/**
 * The body parameters that go out: each one made valid; when the LAST (the free text of an
 * announcement) is longer than one parameter holds, it is split over several and the long
 * template is named.
 */
export function templateBody(
  params: readonly string[],
  choice: TemplateChoice,
): { name: string; language: string; params: string[] } {
  const clean = params.map(templateParam);
  const last = clean.at(-1);
  if (last === undefined || [...last].length <= WHATSAPP_PARAM_MAX) {
    return { name: choice.name, language: choice.language, params: clean };
  }
  return {
    name: choice.longName,
    language: choice.language,
    params: [...clean.slice(0, -1), ...splitText(last)],
  };
}

/** A free-form text (inside the window): line breaks kept, at most 4,096 characters. */
export function freeText(title: string, body: string): string {
  const text = title.trim() && title.trim() !== body.trim() ? `${title.trim()}\n\n${body}` : body;
  const chars = [...text.trim()];
  return chars.length <= WHATSAPP_TEXT_MAX
    ? chars.join('')
    : `${chars.slice(0, WHATSAPP_TEXT_MAX - 1).join('')}…`;
}

/** The template choice for an event from the WhatsApp channel's settings. */
export function templateChoice(
  settings: Record<string, string>,
  defaultName: string,
  event: string | null,
  language: 'en' | 'ur',
): TemplateChoice {
  const name = (event && settings[`template_${event}`]) || defaultName;
  return {
    name,
    longName: (event && settings[`template_${event}_long`]) || `${name}_long`,
    language: settings[`language_${language}`] || language,
  };
}
