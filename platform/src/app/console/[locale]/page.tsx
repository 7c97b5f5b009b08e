import { ConsoleHomePage } from '@/modules/operator-console/console-pages';
import { consoleMetadata } from '@/modules/operator-console/console-metadata';

export const generateMetadata = consoleMetadata('home.boardsTitle');
export const dynamic = 'force-dynamic';
export default ConsoleHomePage;
