import { ConsoleEmployersPage } from '@/modules/operator-console/employers-page';
import { consoleMetadata } from '@/modules/operator-console/console-metadata';

export const generateMetadata = consoleMetadata('employers.title');
export const dynamic = 'force-dynamic';
export default ConsoleEmployersPage;
