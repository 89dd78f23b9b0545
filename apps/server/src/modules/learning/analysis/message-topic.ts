/** A topic of a message, normalised, with the category it is filed under. */
export interface MessageTopic {
  topic: string;
  category: string;
}
