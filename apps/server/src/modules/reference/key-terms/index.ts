import type { KeyTerm } from './key-term';
import { ARTS_AND_MUSIC_TERMS } from './arts-and-music';
import { BIOLOGY_TERMS } from './biology';
import { BUSINESS_TERMS } from './business';
import { CHEMISTRY_TERMS } from './chemistry';
import { COMPUTER_SCIENCE_TERMS } from './computer-science';
import { EARTH_AND_SPACE_TERMS } from './earth-and-space';
import { ECONOMICS_AND_FINANCE_TERMS } from './economics-and-finance';
import { GEOGRAPHY_TERMS } from './geography';
import { HEALTH_AND_MEDICINE_TERMS } from './health-and-medicine';
import { HISTORY_TERMS } from './history';
import { LANGUAGES_TERMS } from './languages';
import { LITERATURE_AND_WRITING_TERMS } from './literature-and-writing';
import { MATHEMATICS_TERMS } from './mathematics';
import { PHILOSOPHY_AND_PSYCHOLOGY_TERMS } from './philosophy-and-psychology';
import { PHYSICS_TERMS } from './physics';

export type { KeyTerm } from './key-term';

/** Every key term of the subjects directory, category by category. */
export const KEY_TERMS: readonly KeyTerm[] = [
  ...ARTS_AND_MUSIC_TERMS,
  ...BIOLOGY_TERMS,
  ...BUSINESS_TERMS,
  ...CHEMISTRY_TERMS,
  ...COMPUTER_SCIENCE_TERMS,
  ...EARTH_AND_SPACE_TERMS,
  ...ECONOMICS_AND_FINANCE_TERMS,
  ...GEOGRAPHY_TERMS,
  ...HEALTH_AND_MEDICINE_TERMS,
  ...HISTORY_TERMS,
  ...LANGUAGES_TERMS,
  ...LITERATURE_AND_WRITING_TERMS,
  ...MATHEMATICS_TERMS,
  ...PHILOSOPHY_AND_PSYCHOLOGY_TERMS,
  ...PHYSICS_TERMS,
];
