/**
 * The learning side's category taxonomy: the Educational Subjects Directory is keyed by these
 * names, and the topics detected in users' questions are filed under them, so an interest and the
 * subjects (and learning paths) that serve it meet under one name.
 */
export const LEARNING_CATEGORIES = [
  'Computer Science',
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Earth and Space',
  'History',
  'Geography',
  'Economics and Finance',
  'Business',
  'Languages',
  'Literature and Writing',
  'Arts and Music',
  'Health and Medicine',
  'Philosophy and Psychology',
] as const;
export type LearningCategory = (typeof LEARNING_CATEGORIES)[number];

/** Where a topic that fits no category goes (interests only; the directory has no such section). */
export const GENERAL_LEARNING_CATEGORY = 'General Knowledge';
