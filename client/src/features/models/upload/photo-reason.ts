import { useIntl } from 'react-intl';
import type { PhotoReason } from '../api/models-rest';

/** The message of each reason code the server's photo checks give (models.photoReason.* in the locales). */
const REASON_IDS: Record<string, string> = {
  RESOLUTION_TOO_LOW: 'models.photoReason.resolutionTooLow',
  NO_FACE: 'models.photoReason.noFace',
  MULTIPLE_FACES: 'models.photoReason.multipleFaces',
  FACE_TOO_SMALL: 'models.photoReason.faceTooSmall',
  FACE_TURNED: 'models.photoReason.faceTurned',
  HEAD_TILTED_UP_DOWN: 'models.photoReason.headTiltedUpDown',
  HEAD_TILTED_SIDEWAYS: 'models.photoReason.headTiltedSideways',
  TOO_DARK: 'models.photoReason.tooDark',
  TOO_BRIGHT: 'models.photoReason.tooBright',
  BLURRY: 'models.photoReason.blurry',
  SLIGHTLY_BLURRY: 'models.photoReason.slightlyBlurry',
  IDENTITY_MISMATCH: 'models.photoReason.identityMismatch',
  DUPLICATE_OF: 'models.photoReason.duplicateOf',
};

/** The message id and values of a reason; a code this client does not know yet gets a general message. */
export function photoReasonMessage(reason: Pick<PhotoReason, 'code' | 'params'>): { id: string; values: Record<string, number | string> } {
  const id = REASON_IDS[reason.code] ?? 'models.photoReason.unknown';
  // A repeat names the photo it repeats by its file name; one without a name (an API upload) by its id.
  if (reason.code === 'DUPLICATE_OF') return { id, values: { ...reason.params, name: reason.params.name ?? reason.params.photoId ?? '' } };
  return { id, values: reason.params };
}

/** Words a reason in the UI language. */
export function usePhotoReasonText(): (reason: Pick<PhotoReason, 'code' | 'params'>) => string {
  const intl = useIntl();
  return (reason) => {
    const { id, values } = photoReasonMessage(reason);
    return intl.formatMessage({ id }, values);
  };
}
