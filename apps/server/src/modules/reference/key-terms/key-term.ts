/** A term of the subjects directory with a definition written for the offline answer engine. */
export interface KeyTerm {
  /**
   * As a reader writes it, lower case unless a proper name: 'photosynthesis', 'Andromeda Galaxy'.
   */
  term: string;
  /** Other names and spellings a question may use ('galaxy' for 'galaxies', 'M31'). */
  aliases?: readonly string[];
  /** The directory subject (its key) whose material teaches it. */
  subjectId: string;
  /** Two or three sentences, the first defining the term and naming it: 'Photosynthesis is …'. */
  definition: string;
}
