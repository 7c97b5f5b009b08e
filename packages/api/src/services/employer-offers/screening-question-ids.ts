import { randomUUID } from 'node:crypto';
import type { StoredScreeningQuestion } from '@jobboard/db/schema/screening';
import type { ScreeningQuestionInput } from '../../contracts/screening-questions';

/**
 * A question keeps the id it was sent with (answers already given refer to it); a new one, or a
 * second copy of an id, gets a fresh one.
 */
export function withQuestionIds(questions: ScreeningQuestionInput[]): StoredScreeningQuestion[] {
  const seen = new Set<string>();
  return questions.map(({ id, ...question }) => {
    const kept = id && !seen.has(id) ? id : randomUUID();
    seen.add(kept);
    return { id: kept, ...question };
  });
}
