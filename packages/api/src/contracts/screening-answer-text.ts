import type { ScreeningAnswerDto } from './screening-questions';

type Locale = 'fr' | 'en';

/** The reader's language, else the other one (a question is saved in both, but never mind). */
export const inLocale = (text: { fr: string; en: string }, locale: Locale): string =>
  text[locale] || text[locale === 'fr' ? 'en' : 'fr'];

/**
 * An answer as a person reads it, in the reader's language: the choice's text rather than its
 * position, a number with its unit. `yesNo` holds the words for yes and no.
 */
export function screeningAnswerText(
  answer: ScreeningAnswerDto,
  locale: Locale,
  yesNo: { yes: string; no: string },
): string {
  const { question, value } = answer;
  switch (question.type) {
    case 'yes_no':
      return value === 'yes' ? yesNo.yes : yesNo.no;
    case 'single_choice': {
      const choice = question.choices[Number(value)];
      return choice ? inLocale(choice, locale) : String(value);
    }
    case 'number': {
      const number = new Intl.NumberFormat(`${locale}-CA`).format(Number(value));
      const unit = question.unit ? inLocale(question.unit, locale) : '';
      return unit ? `${number} ${unit}` : number;
    }
    case 'short_text':
      return String(value);
  }
}
