
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "ConfirmEmailResult": [
      "ConfirmEmailSuccess",
      "InvalidTokenError",
      "ValidationError"
    ],
    "Error": [
      "EmailAlreadyExistsError",
      "EmailNotConfirmedError",
      "ForbiddenError",
      "InvalidCredentialsError",
      "InvalidRefreshTokenError",
      "InvalidTokenError",
      "NotAuthenticatedError",
      "NotFoundError",
      "RateLimitedError",
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
    "ConfirmEmailResult": [
      "ConfirmEmailSuccess",
      "InvalidTokenError",
      "ValidationError"
    ],
    "Error": [
      "EmailAlreadyExistsError",
      "EmailNotConfirmedError",
      "ForbiddenError",
      "InvalidCredentialsError",
      "InvalidRefreshTokenError",
      "InvalidTokenError",
      "NotAuthenticatedError",
      "NotFoundError",
      "RateLimitedError",
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
    "UpdateProfileResult": [
      "ForbiddenError",
      "NotAuthenticatedError",
      "UpdateProfileSuccess",
      "ValidationError"
    ]
  }
};
      export default result;
    