/**
 * Money is never a JS float (ARCHITECTURE section 5). In the ledger and the engines every amount goes through
 * src/common/decimal.ts, so this rule refuses the usual ways a float sneaks in: parseFloat, Number(...),
 * Number.parseFloat, unary `+x`, .toFixed / .toPrecision, and Math's rounding functions. Binary arithmetic on
 * numbers cannot be told apart from index arithmetic without type information, so it is left to review; the
 * listed calls are how a decimal string becomes a float in the first place.
 */
const bannedGlobalCalls = new Set(['parseFloat', 'Number']);
const bannedNumberMembers = new Set(['parseFloat']);
const bannedMathMembers = new Set(['round', 'floor', 'ceil', 'trunc', 'fround']);
const bannedMethods = new Set(['toFixed', 'toPrecision']);
const advice = 'Use src/common/decimal.ts for amounts.';

function memberName(node) {
  if (node.type !== 'MemberExpression') return undefined;
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal') return String(node.property.value);
  return undefined;
}

function objectName(node) {
  return node.type === 'MemberExpression' && node.object.type === 'Identifier' ? node.object.name : undefined;
}

function calleeProblem(callee) {
  if (callee.type === 'Identifier' && bannedGlobalCalls.has(callee.name)) return `${callee.name}(...)`;
  const member = memberName(callee);
  if (member === undefined) return undefined;
  const owner = objectName(callee);
  if (owner === 'Number' && bannedNumberMembers.has(member)) return `Number.${member}(...)`;
  if (owner === 'Math' && bannedMathMembers.has(member)) return `Math.${member}(...)`;
  if (bannedMethods.has(member)) return `.${member}(...)`;
  return undefined;
}

export const noFloatMoney = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'Keeps floats out of the ledger and the engines.' },
  },
  create(context) {
    const checkCall = (node) => {
      const problem = calleeProblem(node.callee);
      if (problem) context.report({ node, message: `${problem} turns money into a float. ${advice}` });
    };
    return {
      CallExpression: checkCall,
      NewExpression: checkCall,
      UnaryExpression(node) {
        if (node.operator !== '+' || node.argument.type === 'Literal') return;
        context.report({ node, message: `Unary + turns money into a float. ${advice}` });
      },
    };
  },
};
