import type { EducationalSubjects, LearningCategory, SubjectCategory } from '@polymath/shared';
import { ARTS_AND_MUSIC } from './categories/arts-and-music';
import { BIOLOGY } from './categories/biology';
import { BUSINESS } from './categories/business';
import { CHEMISTRY } from './categories/chemistry';
import { COMPUTER_SCIENCE } from './categories/computer-science';
import { EARTH_AND_SPACE } from './categories/earth-and-space';
import { ECONOMICS_AND_FINANCE } from './categories/economics-and-finance';
import { GEOGRAPHY } from './categories/geography';
import { HEALTH_AND_MEDICINE } from './categories/health-and-medicine';
import { HISTORY } from './categories/history';
import { LANGUAGES } from './categories/languages';
import { LITERATURE_AND_WRITING } from './categories/literature-and-writing';
import { MATHEMATICS } from './categories/mathematics';
import { PHILOSOPHY_AND_PSYCHOLOGY } from './categories/philosophy-and-psychology';
import { PHYSICS } from './categories/physics';

/**
 * The Educational Subjects Directory (001 §3), keyed by the learning categories so that detected
 * interests and learning paths find their subjects under the same names. `satisfies` makes the
 * compiler reject a missing or misspelled category.
 */
export const EDUCATIONAL_SUBJECTS: EducationalSubjects = {
  'Computer Science': COMPUTER_SCIENCE,
  Mathematics: MATHEMATICS,
  Physics: PHYSICS,
  Chemistry: CHEMISTRY,
  Biology: BIOLOGY,
  'Earth and Space': EARTH_AND_SPACE,
  History: HISTORY,
  Geography: GEOGRAPHY,
  'Economics and Finance': ECONOMICS_AND_FINANCE,
  Business: BUSINESS,
  Languages: LANGUAGES,
  'Literature and Writing': LITERATURE_AND_WRITING,
  'Arts and Music': ARTS_AND_MUSIC,
  'Health and Medicine': HEALTH_AND_MEDICINE,
  'Philosophy and Psychology': PHILOSOPHY_AND_PSYCHOLOGY,
} satisfies Record<LearningCategory, SubjectCategory>;
