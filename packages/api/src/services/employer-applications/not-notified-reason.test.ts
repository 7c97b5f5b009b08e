import { describe, expect, it } from 'vitest';
import { notNotifiedReason } from './not-notified-reason';

describe('notNotifiedReason', () => {
  it('never mails a withdrawn application, even of a deleted candidate', () => {
    expect(notNotifiedReason('withdrawn', 'rejected', true)).toBe('withdrawn');
    expect(notNotifiedReason('withdrawn', 'rejected', false)).toBe('withdrawn');
  });
  it('never mails a deleted candidate', () => {
    expect(notNotifiedReason('new', 'interview', false)).toBe('candidate_deleted');
  });
  it('mails nobody about a status the application already had', () => {
    expect(notNotifiedReason('interview', 'interview', true)).toBe('unchanged');
  });
  it('mails a moved application of a candidate', () => {
    expect(notNotifiedReason('new', 'reviewed', true)).toBeNull();
    expect(notNotifiedReason('offer', 'new', true)).toBeNull();
  });
});
