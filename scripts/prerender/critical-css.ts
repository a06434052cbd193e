/**
 * The rules of the built stylesheets that the prerendered markup uses, to inline in index.html: a rule stays when
 * one of its selectors matches an element of the page (states such as :hover and pseudo-elements set aside, so a
 * button's hover rule comes with the button). What cannot be judged (a selector the DOM here does not parse) stays.
 * Layers, media and supports blocks keep their place around what they hold; keyframes stay when a kept rule
 * animates with them.
 */
import { Window } from 'happy-dom';
import postcss, { type Container, type Rule } from 'postcss';

/** User-action states and pseudo-elements: the element they style exists whether or not the state holds now. */
const stateOrPseudoElement =
  /::?(?:hover|focus-visible|focus-within|focus|active|visited|link|before|after|placeholder|selection|marker|backdrop|-webkit-[a-z-]+|-moz-[a-z-]+)(?:\([^)]*\))?/g;

function matchesSomething(document: Document, rule: Rule): boolean {
  return rule.selectors.some((selector) => {
    const subject = selector.replace(stateOrPseudoElement, '').trim() || '*';
    try {
      return document.querySelector(subject) !== null;
    } catch {
      return true;
    }
  });
}

const animationName = /animation(?:-name)?\s*:\s*([^;}]+)/g;

function usedAnimationNames(css: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ''] of css.matchAll(animationName)) {
    for (const word of value.split(/[\s,]+/)) if (word) names.add(word);
  }
  return names;
}

const blockAtRules = new Set(['layer', 'media', 'supports', 'container']);

function prune(container: Container, document: Document): void {
  container.each((node) => {
    if (node.type === 'rule') {
      if (node.parent?.type === 'atrule' && /keyframes$/.test(node.parent.name)) return;
      if (!matchesSomething(document, node)) node.remove();
    } else if (node.type === 'atrule' && blockAtRules.has(node.name) && node.nodes) {
      prune(node, document);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

function dropUnusedKeyframes(root: Container): void {
  const used = usedAnimationNames(root.toString());
  root.walkAtRules(/keyframes$/, (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
}

export function criticalCss(css: string, pageHtml: string): string {
  const window = new Window();
  try {
    window.document.write(pageHtml);
    const root = postcss.parse(css);
    prune(root, window.document as unknown as Document);
    dropUnusedKeyframes(root);
    return root.toString();
  } finally {
    void window.happyDOM.close();
  }
}
