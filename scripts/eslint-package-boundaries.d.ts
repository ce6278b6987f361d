import type { Rule } from 'eslint';

/** `ankerlicht/package-boundaries`: a relative import stays inside its package. */
export declare const packageBoundaries: Rule.RuleModule;
