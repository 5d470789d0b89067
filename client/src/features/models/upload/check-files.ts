import { MAX_TRAINING_PHOTOS } from '../shared/model-status';

/** The spec's upload messages (§5), as error codes shared with the server. */
export type UploadProblem = 'TOO_MANY_FILES' | 'NO_FILES' | 'INVALID_FILE_FORMAT' | 'FILE_TOO_LARGE';

export const acceptedTypes: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};

const extensions = Object.values(acceptedTypes).flat();

interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface FileCheck<F extends FileLike> {
  /** Refuses the whole drop (nothing is uploaded). */
  problem?: 'TOO_MANY_FILES' | 'NO_FILES';
  accepted: F[];
  refused: { file: F; code: 'INVALID_FILE_FORMAT' | 'FILE_TOO_LARGE' }[];
}

/** Browsers often leave the type of HEIC files empty; the extension decides then. */
export function isAcceptedFormat(file: FileLike): boolean {
  if (file.type && file.type in acceptedTypes) return true;
  const name = file.name.toLowerCase();
  return !file.type && extensions.some((ext) => name.endsWith(ext));
}

/**
 * The checks the browser can make before uploading: format by type or extension, size, and the total count
 * (photos already on the model plus uploads under way). The server checks the real content again.
 */
export function checkFiles<F extends FileLike>(files: readonly F[], { existing, maxMb }: { existing: number; maxMb: number }): FileCheck<F> {
  if (files.length === 0) return { problem: 'NO_FILES', accepted: [], refused: [] };
  const refused: FileCheck<F>['refused'] = [];
  const accepted: F[] = [];
  for (const file of files) {
    if (!isAcceptedFormat(file)) refused.push({ file, code: 'INVALID_FILE_FORMAT' });
    else if (file.size > maxMb * 1024 * 1024) refused.push({ file, code: 'FILE_TOO_LARGE' });
    else accepted.push(file);
  }
  if (existing + accepted.length > MAX_TRAINING_PHOTOS) return { problem: 'TOO_MANY_FILES', accepted: [], refused: [] };
  return { accepted, refused };
}
