/** The reference library: facts about countries, cities and key terms, and its chat finder. Other modules use only this file. */
export { KEY_TERMS } from './key-terms';
export { withReference } from './reference-finder';
export { createReferenceLibrary } from './reference-library';
