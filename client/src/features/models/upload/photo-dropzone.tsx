import { Center, Stack, Text } from '@chakra-ui/react';
import { useDropzone } from 'react-dropzone';
import { FormattedMessage, useIntl } from 'react-intl';
import { UploadIcon } from '../../../components/ui/icons';
import { acceptedTypes } from './check-files';

/** The drop area (also a button that opens the file picker); every dropped file goes to `onFiles`. */
export function PhotoDropzone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const intl = useIntl();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: acceptedTypes,
    multiple: true,
    disabled,
    // Type and size are checked by our own rules (with the spec's messages), so rejected files come along too.
    onDrop: (accepted, rejections) => onFiles([...accepted, ...rejections.map((r) => r.file)]),
  });
  return (
    <Center
      {...getRootProps()}
      data-testid="photo-dropzone"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={isDragActive ? 'blue.solid' : 'border.emphasized'}
      bg={isDragActive ? 'blue.subtle' : 'bg.subtle'}
      borderRadius="l3"
      minH="48"
      p="6"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
      textAlign="center"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
    >
      <input {...getInputProps()} aria-label={intl.formatMessage({ id: 'models.dropzone.inputLabel' })} />
      <Stack align="center" gap="2">
        <UploadIcon boxSize="8" color="fg.muted" aria-hidden />
        <Text fontWeight="semibold">
          <FormattedMessage id={isDragActive ? 'models.dropzone.active' : 'models.dropzone.label'} />
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="models.dropzone.hint" />
        </Text>
      </Stack>
    </Center>
  );
}
