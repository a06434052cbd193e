/**
 * Line breaks between phrases for Japanese and Chinese, decided when the catalogs are compiled
 * (scripts/compile-catalogs.ts), so the app pays nothing for them at run time. budoux (Google's phrase splitter)
 * finds the phrase boundaries of each translation's prose and a zero-width space (U+200B) marks each one; the
 * stylesheet's `word-break: keep-all` for those languages (src/client/app/styles.css) then lets the browser break
 * a line only there, and the invite poster's canvas wrapping uses the same marks (features/invite/poster-layout.ts).
 *
 * Only prose is marked: a placeholder (`{amount}`, `{count, plural, …}`) and a component tag (`<0>`, `</0>`) pass
 * through untouched, so a value filled in at run time (an address, an amount, a code) never carries a mark.
 */
import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser } from 'budoux';
import { phraseBreak } from '../src/common/phrase-break';

export type Parser = { parse: (sentence: string) => string[] };

/**
 * Words the model cuts although a reader sees one word ("邀请|码", "手续|费", "比|特币"): the product's terms, kept
 * whole. Found by reading every boundary the model marks in the catalogs. A "|" is the one place a compound longer
 * than a narrow box (クイック両替 on an Assets tile, 90 px of text in 70) may break: "クイック / 両替", never
 * "クイック両 / 替".
 */
const keptWhole: Record<string, readonly string[]> = {
  'ja-JP': ['クイック|両替', '暗号資産', '招待コード', 'QRコード'],
  'zh-CN': [
    '邀请码',
    '验证码',
    '二维码',
    '手续费',
    '保证金',
    '白皮书',
    '承诺值',
    '止盈价',
    '止损价',
    '加密货币',
    '比特币',
    '地址',
    '密码',
    '数据',
    '姓名',
    '证件号',
    '应用内',
    '模拟',
    '已读',
    '未读',
    '不存在',
  ],
};

/** Chinese prose of at most this many characters is left unmarked (below). */
const longestUnmarkedChineseLabel = 4;

const parsers: Record<string, () => Parser> = {
  'ja-JP': loadDefaultJapaneseParser,
  'zh-CN': loadDefaultSimplifiedChineseParser,
};

/** A word with any marks the model put inside it, to put it back whole (but for its "|"). */
function markedInside(word: string): RegExp {
  return new RegExp([...word.replace('|', '')].join(`${phraseBreak}?`), 'g');
}

/** The parser for a locale whose catalogs get phrase marks; Korean and English break at their spaces. */
export function phraseParserFor(locale: string): Parser | undefined {
  const load = parsers[locale];
  if (!load) return undefined;
  const model = load();
  const words = (keptWhole[locale] ?? []).map((word) => ({
    word: word.replace('|', phraseBreak),
    pattern: markedInside(word),
  }));
  return {
    parse: (sentence) => {
      // A Chinese label of up to four characters is one unit to its reader (买涨, 申购中); the model, with no
      // sentence around it, cuts it between characters (买|涨, 申购|中).
      if (locale === 'zh-CN' && [...sentence.trim()].length <= longestUnmarkedChineseLabel) return [sentence];
      let marked = model.parse(sentence).join(phraseBreak);
      for (const { word, pattern } of words) marked = marked.replace(pattern, word);
      return marked.split(phraseBreak);
    },
  };
}

const latinOrDigit = /[\p{Script=Latin}\p{Nd}]/u;
const space = /\s/u;

/**
 * A mark belongs between two phrases unless a space already allows the break there, or both sides are Latin
 * letters or digits (a word or a figure that the model happened to cut).
 */
function marksBoundary(before: string, after: string): boolean {
  if (space.test(before) || space.test(after) || before === phraseBreak || after === phraseBreak)
    return false;
  return !(latinOrDigit.test(before) && latinOrDigit.test(after));
}

/** Plain prose with a mark at each phrase boundary. */
export function markPhrases(prose: string, parser: Parser): string {
  if (prose.trim() === '') return prose;
  const phrases = parser.parse(prose);
  let marked = phrases[0] ?? '';
  for (const phrase of phrases.slice(1)) {
    if (marksBoundary(marked.at(-1) ?? '', phrase[0] ?? '')) marked += phraseBreak;
    marked += phrase;
  }
  return marked;
}

/** `{…}` with its nesting (a plural's branches), or a component tag such as `<0>`, `</0>`, `<0/>`. */
function syntaxEnd(message: string, start: number): number {
  if (message[start] === '<') {
    const tag = /^<\/?\d+\/?>/.exec(message.slice(start));
    return tag ? start + tag[0].length : start;
  }
  if (message[start] !== '{') return start;
  let depth = 0;
  for (let index = start; index < message.length; index += 1) {
    if (message[index] === '{') depth += 1;
    else if (message[index] === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return message.length;
}

/** A translation (ICU message source) with marks in its prose only. */
export function markMessagePhrases(message: string, parser: Parser): string {
  let marked = '';
  let prose = '';
  let index = 0;
  while (index < message.length) {
    const end = syntaxEnd(message, index);
    if (end > index) {
      marked += markPhrases(prose, parser) + message.slice(index, end);
      prose = '';
      index = end;
    } else {
      prose += message[index];
      index += 1;
    }
  }
  return marked + markPhrases(prose, parser);
}
