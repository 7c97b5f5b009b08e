import { ConsoleLoading } from '@/modules/operator-console/console-loading';

export default ConsoleLoading;
