import { ConsoleReportsPage } from '@/modules/operator-console/reports-page';

export const dynamic = 'force-dynamic';
export default ConsoleReportsPage;
