import { ConsoleAuditPage } from '@/modules/operator-console/audit-page';
import { consoleMetadata } from '@/modules/operator-console/console-metadata';

export const generateMetadata = consoleMetadata('audit.title');
export const dynamic = 'force-dynamic';
export default ConsoleAuditPage;
