import type { ApiEnv } from '../../env';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

/** S3 when a bucket and keys are configured, else the local folder: no setting needed locally. */
export function storageFromEnv(env: ApiEnv): FileStorage {
  return env.s3 ? s3FileStorage(env.s3) : localFileStorage(env.uploadDir);
}
