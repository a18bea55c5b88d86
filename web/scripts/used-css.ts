/**
 * The part of a stylesheet a given page uses: the rules with a selector that matches an element of
 * `html` (ignoring states and pseudo-elements, so a button's :hover and ::after rules stay), with
 * the @media/@supports around them, the @keyframes they name and every @font-face. Used by
 * scripts/prerender-landing.ts to inline only the antd rules the prerendered landing page needs, and
 * by scripts/prerender-shells.ts. `keep`, if given, must also accept one of a rule's selectors.
 */
import { JSDOM } from 'jsdom';
import postcss, { type Rule } from 'postcss';

/** States and pseudo-elements a static document cannot match: removed before testing a selector. */
const dynamicPart =
  /::?(before|after|placeholder|selection|marker|-webkit-[a-z-]+|-moz-[a-z-]+)|:(hover|focus|focus-visible|focus-within|active|visited|link|target|checked|indeterminate|disabled|enabled|placeholder-shown|autofill|-webkit-autofill)/g;

export function usedCss(
  css: string,
  html: string,
  keep: (selector: string) => boolean = () => true,
): string {
  const { document } = new JSDOM(html).window;
  const matches = (selector: string): boolean => {
    const base = selector.replace(dynamicPart, '').trim() || '*';
    try {
      return document.querySelector(base) !== null;
    } catch {
      return true; // a selector jsdom cannot read: keep the rule rather than lose it
    }
  };
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    if (
      rule.parent?.type === 'atrule' &&
      /keyframes$/i.test((rule.parent as { name: string }).name)
    )
      return;
    if (!rule.selectors.some((selector) => keep(selector) && matches(selector))) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (/^(media|supports|layer|container)$/i.test(atRule.name) && !atRule.nodes?.length)
      atRule.remove();
  });
  // Then the animations no rule left names.
  const named = new Set<string>();
  root.walkDecls(/^animation(-name)?$/i, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) named.add(word);
  });
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!named.has(atRule.params.trim())) atRule.remove();
  });
  return root.toString();
}
