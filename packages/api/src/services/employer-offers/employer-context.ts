/** One employer context for companies and offers (the companies feature defines it). */
export type { EmployerContext } from '../employer-companies/employer-context';
