/** Types of the lint rule in server-boundaries.js, for the tests that run it. */
import type { Rule } from 'eslint';

export declare const serverBoundaries: Rule.RuleModule;
export declare const ledgerSchemaModules: string[];
