import { graphql } from '../../../gql';

/** What Account → Profile shows of an export; the list and the request select the same, so the cache stays whole. */
export const DataExportFieldsFragment = graphql(`
  fragment DataExportFields on DataExport {
    id
    teamId
    status
    sizeBytes
    fileCount
    createdAt
    completedAt
    expiresAt
  }
`);

export const DataExportsQuery = graphql(`
  query DataExports {
    dataExports {
      ...DataExportFields
    }
  }
`);

export const RequestDataExportMutation = graphql(`
  mutation RequestDataExport($teamId: ID, $locale: String) {
    requestDataExport(teamId: $teamId, locale: $locale) {
      __typename
      ... on DataExport {
        ...DataExportFields
      }
      ... on ExportLimitReachedError {
        retryAt
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const DataExportDownloadQuery = graphql(`
  query DataExportDownload($id: ID!) {
    dataExportDownload(id: $id) {
      __typename
      ... on DataExportDownload {
        url
        fileName
      }
      ... on Error {
        code
        message
      }
    }
  }
`);
