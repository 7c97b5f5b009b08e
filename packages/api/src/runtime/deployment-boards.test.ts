import { describe, expect, it } from 'vitest';
import careers from '@jobboard/tenants/careers/board';
import hospitality from '@jobboard/tenants/hospitality/board';
import { readApiEnv } from '../env';
import { deploymentBoards } from './deployment-boards';

const served = (env: Record<string, string>) =>
  deploymentBoards([hospitality, careers], readApiEnv(env));

describe('the board ad server', () => {
  it('is the board file’s, or where AD_SERVER_SCRIPT_URL moves it', () => {
    expect(served({})[0]?.adServer).toEqual(hospitality.adServer);
    const moved = served({ AD_SERVER_SCRIPT_URL: 'http://127.0.0.1:9/a.js' })[0]?.adServer;
    expect(moved).toEqual({ id: hospitality.adServer?.id, scriptUrl: 'http://127.0.0.1:9/a.js' });
    expect(() => served({ AD_SERVER_SCRIPT_URL: 'javascript:alert(1)' })).toThrow();
  });

  it('stays absent on a board without one, whatever the environment', () => {
    expect(served({ AD_SERVER_SCRIPT_URL: 'http://127.0.0.1:9/a.js' })[1]?.adServer).toBeNull();
    expect(served({})[1]?.adServer).toBeNull();
  });
});
