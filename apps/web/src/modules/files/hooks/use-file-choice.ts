import { useCallback, useState } from 'react';
import { notify } from '../../ui/components/toaster';
import { validateUpload, type UploadKind } from '../utils/file-rules';

export interface FileChoice {
  file: File | null;
  error: string | undefined;
  /** Takes a picked file when it passes the checks; otherwise keeps none and shows why. */
  choose: (file: File | null) => void;
  /** Checks before sending (no file gives 'Please select a file'); the file when it may go. */
  check: () => File | null;
  /** The server refused the file (its message is already shown): drop it and keep the reason inline. */
  drop: (message: string) => void;
  reset: () => void;
}

/** A picked file and its client-side check (spec section 5); a refusal shows inline and as a toast. */
export function useFileChoice(kind: UploadKind): FileChoice {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();

  const refuse = useCallback((message: string) => {
    setError(message);
    notify.error(message);
  }, []);

  const choose = useCallback(
    (next: File | null) => {
      if (next === null) return; // The picker was cancelled: keep what was chosen before.
      const problem = validateUpload(kind, next);
      if (problem) {
        setFile(null);
        refuse(problem);
        return;
      }
      setFile(next);
      setError(undefined);
    },
    [kind, refuse],
  );

  const check = useCallback(() => {
    const problem = validateUpload(kind, file);
    if (problem) {
      refuse(problem);
      return null;
    }
    return file;
  }, [file, kind, refuse]);

  const drop = useCallback((message: string) => {
    setFile(null);
    setError(message);
  }, []);

  const reset = useCallback(() => {
    setFile(null);
    setError(undefined);
  }, []);

  return { file, error, choose, check, drop, reset };
}
