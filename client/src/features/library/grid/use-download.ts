import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { downloadImage, downloadZip } from '../api/downloads';

/** Downloads of one image or a ZIP of several, with a failure toast. */
export function useDownload() {
  const intl = useIntl();
  const [downloading, setDownloading] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setDownloading(true);
    try {
      await work();
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'library.errors.download' }) });
    } finally {
      setDownloading(false);
    }
  };

  return {
    downloading,
    one: (id: string) => run(() => downloadImage(id)),
    zip: (ids: string[]) => run(() => downloadZip(ids)),
  };
}
