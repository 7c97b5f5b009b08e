import { ConsoleEmployerPage } from '@/modules/operator-console/employer-page';
import { consoleMetadata } from '@/modules/operator-console/console-metadata';

export const generateMetadata = consoleMetadata('employers.title');
export const dynamic = 'force-dynamic';
export default ConsoleEmployerPage;
