/**
 * Screening questions as stored (issue 42): a JSON list on the offer, and the answers as a JSON
 * list on the application with each question's text copied in, so that an employer who edits
 * the questions later still reads what the candidate was asked.
 */
export const screeningQuestionTypes = ['yes_no', 'single_choice', 'number', 'short_text'] as const;
export type ScreeningQuestionType = (typeof screeningQuestionTypes)[number];

export interface BilingualText {
  fr: string;
  en: string;
}

export interface StoredScreeningQuestion {
  id: string;
  type: ScreeningQuestionType;
  label: BilingualText;
  /** single_choice only; answers name a choice by its position. */
  choices: BilingualText[];
  /** number only, optional ("years", "km"). */
  unit: BilingualText | null;
  /** A knockout: an answer other than `expected` flags the application. */
  knockout: boolean;
  /** yes_no: 'yes' | 'no'; single_choice: the choice's position; number: the minimum; short_text: the text. */
  expected: string | null;
}

export interface StoredScreeningAnswer {
  question_id: string;
  /** The question as the candidate saw it (label, choices, unit), at the time of applying. */
  question: Omit<StoredScreeningQuestion, 'id'>;
  value: string | number;
  /** Whether this answer missed the knockout's expected answer. */
  mismatch: boolean;
}
