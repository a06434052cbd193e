/** Types of the lint rule in no-float-money.js, for the tests that run it. */
import type { Rule } from 'eslint';

export declare const noFloatMoney: Rule.RuleModule;
