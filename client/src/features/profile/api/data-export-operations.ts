import { graphql } from '../../../gql';

export const DataExportsQuery = graphql(`
  query DataExports {
    dataExports {
      id
      teamId
      status
      sizeBytes
      fileCount
      createdAt
      completedAt
      expiresAt
    }
  }
`);

export const RequestDataExportMutation = graphql(`
  mutation RequestDataExport($teamId: ID, $locale: String) {
    requestDataExport(teamId: $teamId, locale: $locale) {
      __typename
      ... on DataExport {
        id
        teamId
        status
        sizeBytes
        fileCount
        createdAt
        completedAt
        expiresAt
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
