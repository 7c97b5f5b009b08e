import { ConsoleSignInPage } from '@/modules/operator-console/console-pages';

export const dynamic = 'force-dynamic';
export default ConsoleSignInPage;
