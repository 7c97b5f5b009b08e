import { ConsoleReportsPage } from '@/modules/operator-console/reports-page';
import { consoleMetadata } from '@/modules/operator-console/console-metadata';

export const generateMetadata = consoleMetadata('reports.title');
export const dynamic = 'force-dynamic';
export default ConsoleReportsPage;
