import { ConsoleEnrolmentPage } from '@/modules/operator-console/console-pages';
import { consoleMetadata } from '@/modules/operator-console/console-metadata';

export const generateMetadata = consoleMetadata('enrolment.title');
export const dynamic = 'force-dynamic';
export default ConsoleEnrolmentPage;
