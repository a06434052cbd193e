/**
 * The mark of a line break between two phrases: a zero-width space (U+200B), which the compiled Japanese and Chinese
 * catalogs carry at each phrase boundary (scripts/phrase-breaks.ts). The browser breaks there under the
 * stylesheet's `word-break: keep-all`; the invite poster wraps its canvas text there; text that leaves the screen
 * (a mail, a stored notice, a shared text) goes without it.
 */
export const phraseBreak = '\u200b';

export function withoutPhraseBreaks(text: string): string {
  return text.replaceAll(phraseBreak, '');
}
