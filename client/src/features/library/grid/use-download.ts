import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { downloadImage, downloadLibrary, downloadZip } from '../api/downloads';

/** Downloads of one image, a ZIP of several or of the whole library, with a failure toast. */
export function useDownload() {
  const intl = useIntl();
  const [downloading, setDownloading] = useState(false);

  const run = async (work: () => Promise<void>, failedId = 'library.errors.download') => {
    setDownloading(true);
    try {
      await work();
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: failedId }) });
    } finally {
      setDownloading(false);
    }
  };

  return {
    downloading,
    one: (id: string) => run(() => downloadImage(id)),
    zip: (ids: string[]) => run(() => downloadZip(ids)),
    /** The whole library as one ZIP. */
    all: () => run(() => downloadLibrary(), 'library.errors.downloadAll'),
  };
}
