import { describe, expect, it } from 'vitest';
import { boards } from '@jobboard/tenants/registry';
import { robotsTxt } from './robots-txt';

describe('robotsTxt', () => {
  it("announces each board's own sitemap", () => {
    for (const board of boards) {
      expect(robotsTxt(board.origin)).toContain(`Sitemap: ${board.origin}/sitemap.xml`);
      expect(robotsTxt(board.origin)).toMatch(/^User-agent: \*$/m);
      expect(robotsTxt(board.origin)).toContain(
        `Sitemap: ${board.origin}/fr/trouver-un-emploi/rss`,
      );
      expect(robotsTxt(board.origin)).toContain(`Sitemap: ${board.origin}/en/find-a-job/rss`);
    }
  });
});
