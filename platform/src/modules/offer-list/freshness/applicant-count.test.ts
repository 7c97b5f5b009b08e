import { describe, expect, it } from 'vitest';
import { FEW_APPLICANTS, applicantCountMessage } from './applicant-count';

describe('applicantCountMessage', () => {
  it('invites to be among the first below the threshold, zero included', () => {
    for (const count of [0, 1, FEW_APPLICANTS - 1])
      expect(applicantCountMessage(count)).toEqual({ key: 'beFirst' });
  });

  it('gives the number from the threshold on', () => {
    expect(applicantCountMessage(FEW_APPLICANTS)).toEqual({ key: 'count', count: 10 });
    expect(applicantCountMessage(12)).toEqual({ key: 'count', count: 12 });
  });
});
