import type { KeyTerm } from './key-term';
import { BIOLOGY_TERMS } from './biology';
import { PHYSICS_TERMS } from './physics';

export type { KeyTerm } from './key-term';

/** Every key term of the subjects directory, category by category. */
export const KEY_TERMS: readonly KeyTerm[] = [...BIOLOGY_TERMS, ...PHYSICS_TERMS];
