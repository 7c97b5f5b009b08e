import { ConsoleAuditPage } from '@/modules/operator-console/audit-page';

export const dynamic = 'force-dynamic';
export default ConsoleAuditPage;
