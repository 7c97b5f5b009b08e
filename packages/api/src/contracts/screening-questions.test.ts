import { describe, expect, it } from 'vitest';
import { screeningAnswersField, screeningQuestionSchema } from './screening-questions';

const both = (fr: string, en: string) => ({ fr, en });

describe('screeningQuestionSchema', () => {
  it('keeps only what the type uses, and no expected answer without a knockout', () => {
    const q = screeningQuestionSchema.parse({
      id: '',
      type: 'yes_no',
      label: both(' Permis ? ', 'Licence?'),
      choices: [both('a', 'a')],
      unit: both('ans', 'years'),
      knockout: false,
      expected: 'yes',
    });
    expect(q).toEqual({
      id: undefined,
      type: 'yes_no',
      label: both('Permis ?', 'Licence?'),
      choices: [],
      unit: null,
      knockout: false,
      expected: null,
    });
  });

  it('reads a number knockout typed the French way', () => {
    const q = screeningQuestionSchema.parse({
      type: 'number',
      label: both('Années', 'Years'),
      unit: both('', ''),
      knockout: true,
      expected: '2,5',
    });
    expect(q.expected).toBe('2.5');
    expect(q.unit).toBeNull();
  });

  it('refuses an expected choice that is not one of the choices', () => {
    const result = screeningQuestionSchema.safeParse({
      type: 'single_choice',
      label: both('Quart', 'Shift'),
      choices: [both('Jour', 'Day'), both('Nuit', 'Night')],
      knockout: true,
      expected: '2',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['expected', 'screening_expected_invalid'],
    ]);
  });
});

describe('screeningAnswersField', () => {
  it('reads a multipart form’s JSON text, and none as an empty list', () => {
    expect(screeningAnswersField.parse('[{"question_id":"a","value":"yes"}]')).toEqual([
      { question_id: 'a', value: 'yes' },
    ]);
    expect(screeningAnswersField.parse(undefined)).toEqual([]);
    expect(screeningAnswersField.safeParse('{not json').success).toBe(false);
  });
});
