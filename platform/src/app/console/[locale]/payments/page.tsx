import { consoleMetadata } from '@/modules/operator-console/console-metadata';
import { ConsolePaymentsPage } from '@/modules/operator-console/payments-page';

export const generateMetadata = consoleMetadata('payments.title');
export const dynamic = 'force-dynamic';
export default ConsolePaymentsPage;
