import type { ServiceContext } from '../../context';

/**
 * A signed-in employer's request as plain data: the team whose offers and companies it may
 * touch, and the board of the host (its own categories and specializations are allowed).
 */
export interface EmployerContext extends ServiceContext {
  userId: number;
  /** Null: an employer without a team owns nothing and sees nothing. */
  teamId: number | null;
  now: Date;
}
