import type { KeyTerm } from './key-term';
import { BIOLOGY_TERMS } from './biology';
import { BUSINESS_TERMS } from './business';
import { CHEMISTRY_TERMS } from './chemistry';
import { COMPUTER_SCIENCE_TERMS } from './computer-science';
import { EARTH_AND_SPACE_TERMS } from './earth-and-space';
import { ECONOMICS_AND_FINANCE_TERMS } from './economics-and-finance';
import { GEOGRAPHY_TERMS } from './geography';
import { HISTORY_TERMS } from './history';
import { MATHEMATICS_TERMS } from './mathematics';
import { PHYSICS_TERMS } from './physics';

export type { KeyTerm } from './key-term';

/** Every key term of the subjects directory, category by category. */
export const KEY_TERMS: readonly KeyTerm[] = [
  ...BIOLOGY_TERMS,
  ...BUSINESS_TERMS,
  ...CHEMISTRY_TERMS,
  ...COMPUTER_SCIENCE_TERMS,
  ...EARTH_AND_SPACE_TERMS,
  ...ECONOMICS_AND_FINANCE_TERMS,
  ...GEOGRAPHY_TERMS,
  ...HISTORY_TERMS,
  ...MATHEMATICS_TERMS,
  ...PHYSICS_TERMS,
];
