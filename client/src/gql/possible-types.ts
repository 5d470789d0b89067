
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CancelTrainingResult": [
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelPayload",
      "NotAuthenticatedError"
    ],
    "ConfirmEmailResult": [
      "ConfirmEmailSuccess",
      "InvalidTokenError",
      "ValidationError"
    ],
    "CreateModelResult": [
      "ModelPayload",
      "NotAuthenticatedError",
      "ValidationError"
    ],
    "DeleteModelResult": [
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelPayload",
      "NotAuthenticatedError"
    ],
    "Error": [
      "EmailAlreadyExistsError",
      "EmailNotConfirmedError",
      "ForbiddenError",
      "InsufficientCreditsError",
      "InvalidCredentialsError",
      "InvalidRefreshTokenError",
      "InvalidTokenError",
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelNotReadyError",
      "NoActiveModelError",
      "NotAuthenticatedError",
      "NotEnoughPhotosError",
      "NotFoundError",
      "RateLimitedError",
      "ValidationError"
    ],
    "GenerateHeadshotsResult": [
      "GenerateHeadshotsPayload",
      "InsufficientCreditsError",
      "ModelNotFoundError",
      "ModelNotReadyError",
      "NoActiveModelError",
      "NotAuthenticatedError",
      "ValidationError"
    ],
    "LoginResult": [
      "AuthSession",
      "EmailNotConfirmedError",
      "InvalidCredentialsError",
      "RateLimitedError",
      "ValidationError"
    ],
    "LogoutResult": [
      "MessageSuccess",
      "ValidationError"
    ],
    "RefreshSessionResult": [
      "AuthTokens",
      "InvalidRefreshTokenError",
      "RateLimitedError",
      "ValidationError"
    ],
    "RegisterResult": [
      "EmailAlreadyExistsError",
      "RateLimitedError",
      "RegisterSuccess",
      "ValidationError"
    ],
    "RequestPasswordResetResult": [
      "MessageSuccess",
      "RateLimitedError",
      "ValidationError"
    ],
    "ResendConfirmationResult": [
      "MessageSuccess",
      "RateLimitedError",
      "ValidationError"
    ],
    "ResetPasswordResult": [
      "InvalidTokenError",
      "MessageSuccess",
      "RateLimitedError",
      "ValidationError"
    ],
    "SetActiveModelResult": [
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelNotReadyError",
      "ModelPayload",
      "NotAuthenticatedError"
    ],
    "StartTrainingResult": [
      "InsufficientCreditsError",
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelPayload",
      "NotAuthenticatedError",
      "NotEnoughPhotosError",
      "ValidationError"
    ],
    "UpdateProfileResult": [
      "ForbiddenError",
      "NotAuthenticatedError",
      "UpdateProfileSuccess",
      "ValidationError"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CancelTrainingResult": [
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelPayload",
      "NotAuthenticatedError"
    ],
    "ConfirmEmailResult": [
      "ConfirmEmailSuccess",
      "InvalidTokenError",
      "ValidationError"
    ],
    "CreateModelResult": [
      "ModelPayload",
      "NotAuthenticatedError",
      "ValidationError"
    ],
    "DeleteModelResult": [
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelPayload",
      "NotAuthenticatedError"
    ],
    "Error": [
      "EmailAlreadyExistsError",
      "EmailNotConfirmedError",
      "ForbiddenError",
      "InsufficientCreditsError",
      "InvalidCredentialsError",
      "InvalidRefreshTokenError",
      "InvalidTokenError",
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelNotReadyError",
      "NoActiveModelError",
      "NotAuthenticatedError",
      "NotEnoughPhotosError",
      "NotFoundError",
      "RateLimitedError",
      "ValidationError"
    ],
    "GenerateHeadshotsResult": [
      "GenerateHeadshotsPayload",
      "InsufficientCreditsError",
      "ModelNotFoundError",
      "ModelNotReadyError",
      "NoActiveModelError",
      "NotAuthenticatedError",
      "ValidationError"
    ],
    "LoginResult": [
      "AuthSession",
      "EmailNotConfirmedError",
      "InvalidCredentialsError",
      "RateLimitedError",
      "ValidationError"
    ],
    "LogoutResult": [
      "MessageSuccess",
      "ValidationError"
    ],
    "RefreshSessionResult": [
      "AuthTokens",
      "InvalidRefreshTokenError",
      "RateLimitedError",
      "ValidationError"
    ],
    "RegisterResult": [
      "EmailAlreadyExistsError",
      "RateLimitedError",
      "RegisterSuccess",
      "ValidationError"
    ],
    "RequestPasswordResetResult": [
      "MessageSuccess",
      "RateLimitedError",
      "ValidationError"
    ],
    "ResendConfirmationResult": [
      "MessageSuccess",
      "RateLimitedError",
      "ValidationError"
    ],
    "ResetPasswordResult": [
      "InvalidTokenError",
      "MessageSuccess",
      "RateLimitedError",
      "ValidationError"
    ],
    "SetActiveModelResult": [
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelNotReadyError",
      "ModelPayload",
      "NotAuthenticatedError"
    ],
    "StartTrainingResult": [
      "InsufficientCreditsError",
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelPayload",
      "NotAuthenticatedError",
      "NotEnoughPhotosError",
      "ValidationError"
    ],
    "UpdateProfileResult": [
      "ForbiddenError",
      "NotAuthenticatedError",
      "UpdateProfileSuccess",
      "ValidationError"
    ]
  }
};
      export default result;
    