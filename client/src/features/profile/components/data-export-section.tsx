import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { formatDate, formatNumber } from '../../../lib/intl/format';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { toaster } from '../../../lib/toaster';
import type { DataExportsQuery as DataExportsResult } from '../../../gql/graphql';
import { DataExportDownloadQuery, DataExportsQuery } from '../api/data-export-operations';
import { RequestExportButton } from './request-export-button';

type DataExport = DataExportsResult['dataExports'][number];

const STATUS_COLOR = { queued: 'gray', running: 'blue', ready: 'green', failed: 'red', expired: 'gray' } as const;
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** While an export is being prepared the list is asked again this often. */
const POLL_MS = 3_000;

/** Bytes as the reader's language writes them: 812 KB, 1,4 GB. */
function size(bytes: number, lang: 'en' | 'pl'): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${formatNumber(value, lang, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/**
 * Account → Profile: download my data (GDPR art. 15 and 20). What a copy holds, the button that asks for one, and
 * the last month's exports with their state; a ready one downloads through a signed link made for this user alone.
 * The email's link (?export=<id>) brings its export's row into view.
 */
export function DataExportSection() {
  const intl = useIntl();
  const { code: lang } = useLanguage();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const linked = params.get('export');
  const { data, startPolling, stopPolling } = useAppQuery(DataExportsQuery);
  const exports = data?.dataExports ?? [];
  const preparing = exports.some((e) => e.status === 'queued' || e.status === 'running');
  const [downloading, setDownloading] = useState<string | null>(null);

  useEffect(() => {
    if (preparing) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [preparing, startPolling, stopPolling]);

  const linkedShown = linked !== null && exports.some((e) => e.id === linked);
  useEffect(() => {
    if (linkedShown) document.getElementById(`data-export-${linked}`)?.scrollIntoView({ block: 'center' });
  }, [linked, linkedShown]);

  const download = async (item: DataExport) => {
    setDownloading(item.id);
    try {
      const { data: answer } = await client.query({ query: DataExportDownloadQuery, variables: { id: item.id }, fetchPolicy: 'network-only' });
      const result = answer?.dataExportDownload;
      if (result?.__typename !== 'DataExportDownload') {
        const id = result?.__typename === 'ExportExpiredError' ? 'profile.dataExport.expired' : 'profile.dataExport.downloadFailed';
        toaster.create({ type: 'error', title: intl.formatMessage({ id }) });
        return;
      }
      // The signed URL answers with the file as an attachment: the browser saves it and the page stays.
      const link = document.createElement('a');
      link.href = result.url;
      link.download = result.fileName;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'profile.dataExport.downloadFailed' }) });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby="data-export" gap="3" maxW="2xl" data-testid="data-export">
      <Heading as="h2" size="md" id="data-export">
        <FormattedMessage id="profile.dataExport.title" />
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="profile.dataExport.lead" />
      </Text>
      <RequestExportButton label={<FormattedMessage id="profile.dataExport.request" />} />
      {exports.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={intl.formatMessage({ id: 'profile.dataExport.listLabel' })}>
          {exports.map((item) => (
            <HStack
              as="li"
              key={item.id}
              id={`data-export-${item.id}`}
              gap="3"
              p="3"
              borderWidth="1px"
              borderRadius="l2"
              borderColor={item.id === linked ? 'colorPalette.solid' : undefined}
              colorPalette="blue"
              flexWrap="wrap"
              data-testid="data-export-row"
              data-status={item.status}
            >
              <Stack gap="0.5" flex="1" minW="48">
                <Text fontSize="sm" fontWeight="medium">
                  <FormattedMessage
                    id={item.teamId ? 'profile.dataExport.teamItem' : 'profile.dataExport.item'}
                    values={{ date: formatDate(item.createdAt as string, lang, { dateStyle: 'medium', timeStyle: 'short' }) }}
                  />
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {item.status === 'ready' && item.expiresAt ? (
                    <FormattedMessage
                      id="profile.dataExport.readyDetails"
                      values={{ files: item.fileCount, size: size(item.sizeBytes ?? 0, lang), until: formatDate(item.expiresAt as string, lang, { dateStyle: 'medium' }) }}
                    />
                  ) : (
                    <FormattedMessage id={`profile.dataExport.details${capitalized(item.status)}`} />
                  )}
                </Text>
              </Stack>
              <Badge colorPalette={STATUS_COLOR[item.status]} variant="subtle">
                <FormattedMessage id={`profile.dataExport.status${capitalized(item.status)}`} />
              </Badge>
              {item.status === 'ready' && (
                <Button size="sm" loading={downloading === item.id} onClick={() => void download(item)} data-testid="download-export">
                  <FormattedMessage id="profile.dataExport.download" />
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
