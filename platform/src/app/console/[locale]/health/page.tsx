import { consoleMetadata } from '@/modules/operator-console/console-metadata';
import { ConsoleHealthPage } from '@/modules/operator-console/health-page';

export const generateMetadata = consoleMetadata('health.title');
export const dynamic = 'force-dynamic';
export default ConsoleHealthPage;
