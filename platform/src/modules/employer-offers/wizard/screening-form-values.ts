import type { ScreeningQuestionDto } from '@jobboard/api/contracts/screening-questions';
import type { FieldValues } from 'react-hook-form';

/** A question as the form holds it: every field a string (the contract reads them). */
export interface ScreeningQuestionFormValue {
  id: string;
  type: ScreeningQuestionDto['type'];
  label: { fr: string; en: string };
  choices: { fr: string; en: string }[];
  unit: { fr: string; en: string };
  knockout: boolean;
  expected: string;
}

export interface ScreeningForm extends FieldValues {
  screening_questions: ScreeningQuestionFormValue[];
}

/** The form's values of an offer's saved questions (blank strings where nothing is set). */
export function screeningFormValues(
  questions: ScreeningQuestionDto[],
): ScreeningQuestionFormValue[] {
  return questions.map((q) => ({
    ...q,
    unit: q.unit ?? { fr: '', en: '' },
    expected: q.expected ?? '',
  }));
}
