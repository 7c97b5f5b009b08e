import { ConsoleModerationPage } from '@/modules/operator-console/moderation-page';
import { consoleMetadata } from '@/modules/operator-console/console-metadata';

export const generateMetadata = consoleMetadata('moderation.title');
export const dynamic = 'force-dynamic';
export default ConsoleModerationPage;
