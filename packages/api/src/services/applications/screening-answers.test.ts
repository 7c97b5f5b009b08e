import { describe, expect, it } from 'vitest';
import type { StoredScreeningQuestion } from '@jobboard/db/schema/screening';
import { DomainError } from '../../errors';
import { checkScreeningAnswers } from './screening-answers';

const both = (fr: string, en: string) => ({ fr, en });
const question = (
  q: Partial<StoredScreeningQuestion> & Pick<StoredScreeningQuestion, 'id' | 'type'>,
) => ({
  label: both('Q', 'Q'),
  choices: [],
  unit: null,
  knockout: false,
  expected: null,
  ...q,
});

const shift = question({
  id: 'shift',
  type: 'single_choice',
  choices: [both('Jour', 'Day'), both('Nuit', 'Night')],
  knockout: true,
  expected: '1',
});
const years = question({ id: 'years', type: 'number', knockout: true, expected: '2' });
const city = question({ id: 'city', type: 'short_text', knockout: true, expected: 'Montréal' });

const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.options.fields;
  }
  return null;
};

describe('checkScreeningAnswers', () => {
  it('flags a missed knockout of each type, and only those', () => {
    const met = checkScreeningAnswers(
      [shift, years, city],
      [
        { question_id: 'shift', value: 1 },
        { question_id: 'years', value: '2,5' },
        { question_id: 'city', value: '  montreal ' },
      ],
    );
    expect(met.mismatch).toBe(false);
    expect(met.answers.map((a) => a.value)).toEqual([1, 2.5, 'montreal']);
    const missed = checkScreeningAnswers(
      [shift, years, city],
      [
        { question_id: 'shift', value: '0' },
        { question_id: 'years', value: 1 },
        { question_id: 'city', value: 'Laval' },
      ],
    );
    expect(missed.answers.map((a) => a.mismatch)).toEqual([true, true, true]);
    expect(missed.mismatch).toBe(true);
  });

  it('keeps the question as asked with each answer', () => {
    const [answer] = checkScreeningAnswers([shift], [{ question_id: 'shift', value: 0 }]).answers;
    expect(answer?.question.choices[0]).toEqual(both('Jour', 'Day'));
    expect(answer).not.toHaveProperty('question.id');
  });

  it('names each refused answer by its question', () => {
    expect(
      fieldsOf(() =>
        checkScreeningAnswers(
          [shift, years],
          [
            { question_id: 'shift', value: 2 },
            { question_id: 'years', value: true },
          ],
        ),
      ),
    ).toEqual({
      'answers.shift': ['screening_answer_invalid'],
      'answers.years': ['screening_answer_number'],
    });
    expect(
      fieldsOf(() =>
        checkScreeningAnswers(
          [shift],
          [
            { question_id: 'shift', value: 0 },
            { question_id: 'shift', value: 1 },
          ],
        ),
      ),
    ).toEqual({ answers: ['screening_question_unknown'] });
  });
});
