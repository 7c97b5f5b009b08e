import type { FileStorage } from '../../adapters/storage/file-storage';
import type { PdfTextExtractor } from '../../adapters/pdf/pdf-text';
import type { PlaceSearch } from '../../adapters/places/place-search';
import type { ServiceContext } from '../../context';

/** A signed-in candidate's request, as plain data: whose profile, on which board, when. */
export interface ProfileContext extends ServiceContext {
  userId: number;
  now: Date;
}

/** The adapters profile services use; the app builds them from the environment. */
export interface ProfileAdapters {
  storage: FileStorage;
  extractPdf: PdfTextExtractor;
  places: PlaceSearch;
  uploadMaxBytes: number;
}
