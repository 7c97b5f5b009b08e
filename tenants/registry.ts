import type { BoardConfig } from '@jobboard/tenancy/board-config';
import careers from './careers/board';
import hospitality from './hospitality/board';

/** Every board this deployment serves. Adding a board: its folder, plus one line here. */
export const boards: readonly BoardConfig[] = [hospitality, careers];
