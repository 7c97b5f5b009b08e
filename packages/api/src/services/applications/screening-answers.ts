import { eq } from 'drizzle-orm';
import { offers } from '@jobboard/db/schema/offers';
import type { StoredScreeningAnswer, StoredScreeningQuestion } from '@jobboard/db/schema/screening';
import {
  SCREENING_TEXT_MAX,
  readScreeningNumber,
  type ScreeningAnswerInput,
} from '../../contracts/screening-questions';
import { DomainError, type FieldIssues, type IssueKey } from '../../errors';
import type { Executor } from '../executor';

export interface CheckedScreening {
  answers: StoredScreeningAnswer[];
  /** A knockout answer missed: the application is flagged, never refused. */
  mismatch: boolean;
}

type Read = { value: string | number } | { problem: IssueKey };

/** Accents, case and spacing do not make a text answer different ("Oui" = "oui"). */
const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

function readValue(q: StoredScreeningQuestion, raw: ScreeningAnswerInput['value']): Read {
  if (raw === '' || (typeof raw === 'string' && raw.trim() === '')) {
    return { problem: 'screening_answer_required' };
  }
  switch (q.type) {
    case 'yes_no':
      if (raw === true || raw === 'yes') return { value: 'yes' };
      if (raw === false || raw === 'no') return { value: 'no' };
      return { problem: 'screening_answer_invalid' };
    case 'single_choice': {
      const i = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
      if (typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < q.choices.length) {
        return { value: i };
      }
      return { problem: 'screening_answer_invalid' };
    }
    case 'number': {
      const n = typeof raw === 'boolean' ? null : readScreeningNumber(raw);
      return n === null ? { problem: 'screening_answer_number' } : { value: n };
    }
    case 'short_text':
      if (typeof raw !== 'string') return { problem: 'screening_answer_invalid' };
      if (raw.trim().length > SCREENING_TEXT_MAX) return { problem: 'screening_answer_too_long' };
      return { value: raw.trim() };
  }
}

function misses(q: StoredScreeningQuestion, value: string | number): boolean {
  if (!q.knockout || q.expected === null) return false;
  if (q.type === 'number') return Number(value) < Number(q.expected);
  if (q.type === 'short_text') return fold(String(value)) !== fold(q.expected);
  return String(value) !== q.expected;
}

/**
 * Every question needs its answer, of its type; errors are keyed `answers.<question id>` so the
 * forms put them under their question. Each answer keeps a copy of its question.
 */
export function checkScreeningAnswers(
  questions: StoredScreeningQuestion[],
  input: ScreeningAnswerInput[],
): CheckedScreening {
  const errors: FieldIssues = {};
  const known = new Set(questions.map((q) => q.id));
  const given = new Map<string, ScreeningAnswerInput['value']>();
  for (const answer of input) {
    if (!known.has(answer.question_id) || given.has(answer.question_id)) {
      errors.answers = ['screening_question_unknown'];
      continue;
    }
    given.set(answer.question_id, answer.value);
  }
  const answers: StoredScreeningAnswer[] = [];
  for (const q of questions) {
    const raw = given.get(q.id);
    const read: Read =
      raw === undefined ? { problem: 'screening_answer_required' } : readValue(q, raw);
    if ('problem' in read) {
      errors[`answers.${q.id}`] = [read.problem];
      continue;
    }
    const { id, ...question } = q;
    answers.push({ question_id: id, question, value: read.value, mismatch: misses(q, read.value) });
  }
  if (Object.keys(errors).length > 0) throw DomainError.invalid(errors);
  return { answers, mismatch: answers.some((a) => a.mismatch) };
}

/** The offer's questions, read when applying (the offer is known to be live by then). */
export async function offerScreeningQuestions(
  db: Executor,
  offerId: number,
): Promise<StoredScreeningQuestion[]> {
  const [row] = await db
    .select({ questions: offers.screeningQuestions })
    .from(offers)
    .where(eq(offers.id, offerId));
  return row?.questions ?? [];
}

export async function screeningOfApplication(
  db: Executor,
  offerId: number,
  input: ScreeningAnswerInput[],
): Promise<CheckedScreening> {
  return checkScreeningAnswers(await offerScreeningQuestions(db, offerId), input);
}
