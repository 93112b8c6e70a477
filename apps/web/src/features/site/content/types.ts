/** A titled part of a long page: paragraphs, then an optional list of points. */
export type ContentSection = {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
};

/** A short titled card: a value, a step, a track, a tool. */
export type Card = { title: string; text: string };
