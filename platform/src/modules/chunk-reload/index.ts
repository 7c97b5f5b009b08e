/** The public surface of the chunk-reload feature, used by the root layout. */
export { ChunkReload } from './chunk-reload';
