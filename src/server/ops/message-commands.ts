/**
 * `messages post`: an operator's message to every user (`--all`) or to one account (`--to EMAIL`). The English
 * title and text come first; `--text LOCALE TITLE TEXT` adds another language's, as often as needed, and
 * `--reference REF` (the operator's own key) makes the command safe to repeat: a user it reached is not sent it
 * again. Each user gets the text of their stored language, else the English one. The server checks the texts
 * (lengths, languages) and the address, and its refusal is printed as it is; a malformed command line is refused
 * here before any call.
 */
import { adminPaths } from '../../common/api-paths';
import type { OpsCommand } from './ops-command';

export interface MessagePostRequest {
  all: boolean;
  to?: string;
  title: string;
  body: string;
  texts: Array<{ locale: string; title: string; body: string }>;
  reference?: string;
}

const recipientsUsage = 'start with --all or --to EMAIL';

/** The post the words describe, or what is wrong with them. */
export function parsePostWords(words: readonly string[]): MessagePostRequest | string {
  const [first, ...rest] = words;
  let all = false;
  let to: string | undefined;
  let remaining: readonly string[];
  if (first === '--all') {
    all = true;
    remaining = rest;
  } else if (first === '--to' && rest[0] !== undefined) {
    to = rest[0];
    remaining = rest.slice(1);
  } else {
    return recipientsUsage;
  }
  const [title, body, ...extra] = remaining;
  if (title === undefined || body === undefined || title.startsWith('--') || body.startsWith('--')) {
    return 'give the English title and text after the recipients';
  }
  const texts: MessagePostRequest['texts'] = [];
  let reference: string | undefined;
  for (let index = 0; index < extra.length;) {
    if (extra[index] === '--reference' && reference === undefined && extra[index + 1] !== undefined) {
      reference = extra[index + 1];
      index += 2;
      continue;
    }
    const [flag, locale, localTitle, localBody] = extra.slice(index, index + 4);
    if (flag !== '--text' || locale === undefined || localTitle === undefined || localBody === undefined) {
      return 'each other language is --text LOCALE TITLE TEXT, and --reference REF is given once';
    }
    texts.push({ locale, title: localTitle, body: localBody });
    index += 4;
  }
  return {
    all,
    ...(to === undefined ? {} : { to }),
    title,
    body,
    texts,
    ...(reference === undefined ? {} : { reference }),
  };
}

export const postMessage: OpsCommand = {
  usage:
    'messages post --all|--to EMAIL TITLE TEXT [--text LOCALE TITLE TEXT]... [--reference REF]  a message to ' +
    'everyone or one user; repeated with the same REF, it reaches only those it had not reached',
  matches: (argv) => argv[0] === 'messages' && argv[1] === 'post',
  async run(client, argv) {
    const request = parsePostWords(argv.slice(2));
    if (typeof request === 'string') {
      process.stderr.write(`messages post: ${request}.\n${postMessage.usage}\n`);
      return 2;
    }
    const { sent } = await client.post<{ sent: number }>(adminPaths.messagePost, request);
    const languages = ['en-US', ...request.texts.map((text) => text.locale)].join(', ');
    if (sent === 0 && request.reference !== undefined) {
      process.stdout.write(`Message ${request.reference} had reached everyone already: not sent again.\n`);
      return 0;
    }
    const recipients = request.all ? `${sent} user${sent === 1 ? '' : 's'}` : request.to;
    process.stdout.write(`Message sent to ${recipients} (texts: ${languages}).\n`);
    return 0;
  },
};
