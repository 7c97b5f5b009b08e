import type { ServiceContext } from '../../context';

/** A signed-in employer's request: companies and offers belong to their team. */
export interface EmployerContext extends ServiceContext {
  userId: number;
  teamId: number;
  now: Date;
}
