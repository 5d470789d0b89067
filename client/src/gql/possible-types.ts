
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddFavoriteResult": [
      "FavoritePayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "AddToCollectionResult": [
      "CollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "CancelTrainingResult": [
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelPayload",
      "NotAuthenticatedError"
    ],
    "ChangeBackgroundResult": [
      "ChangeBackgroundPayload",
      "InsufficientCreditsError",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "ChooseHeldOutPhotosResult": [
      "ChooseHeldOutPhotosPayload",
      "ModelBusyError",
      "ModelNotFoundError",
      "NotAuthenticatedError",
      "ValidationError"
    ],
    "ConfirmEmailResult": [
      "ConfirmEmailSuccess",
      "InvalidTokenError",
      "ValidationError"
    ],
    "CreateCheckoutResult": [
      "CheckoutPayload",
      "ForbiddenError",
      "InvalidPaymentDataError",
      "NoCheckoutUrlError",
      "NotAuthenticatedError",
      "PaymentsUnavailableError",
      "PlanNotFoundError",
      "WithdrawalConsentRequiredError"
    ],
    "CreateCollectionResult": [
      "CollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "CreateModelResult": [
      "ModelPayload",
      "NotAuthenticatedError",
      "ValidationError"
    ],
    "DataExportDownloadResult": [
      "DataExportDownload",
      "ExportExpiredError",
      "ExportNotReadyError",
      "NotAuthenticatedError",
      "NotFoundError"
    ],
    "DeleteAccountResult": [
      "DeleteAccountSuccess",
      "ForbiddenError",
      "NotAuthenticatedError",
      "RateLimitedError",
      "TeamHandoverRequiredError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "DeleteCollectionResult": [
      "DeleteCollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "DeleteImagesResult": [
      "DeleteImagesPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "DeleteModelResult": [
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelPayload",
      "NotAuthenticatedError"
    ],
    "DeleteVideoResult": [
      "DeleteVideoPayload",
      "NotAuthenticatedError",
      "NotFoundError"
    ],
    "Error": [
      "EmailAlreadyExistsError",
      "EmailNotConfirmedError",
      "ExportExpiredError",
      "ExportInProgressError",
      "ExportLimitReachedError",
      "ExportNotReadyError",
      "FirstLookInProgressError",
      "ForbiddenError",
      "InsufficientCreditsError",
      "InvalidCredentialsError",
      "InvalidPaymentDataError",
      "InvalidRefreshTokenError",
      "InvalidSessionError",
      "InvalidTokenError",
      "InvoiceUnavailableError",
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelNotReadyError",
      "NoActiveModelError",
      "NoCheckoutUrlError",
      "NoPortalUrlError",
      "NotAuthenticatedError",
      "NotEnoughPhotosError",
      "NotFoundError",
      "PaymentsUnavailableError",
      "PlanNotFoundError",
      "PremiumRequiredError",
      "RateLimitedError",
      "TeamHandoverRequiredError",
      "ValidationError",
      "VideoUnavailableError",
      "WithdrawalConsentRequiredError",
      "WrongPasswordError"
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
    "GenerateVideoResult": [
      "GenerateVideoPayload",
      "InsufficientCreditsError",
      "ModelNotFoundError",
      "ModelNotReadyError",
      "NoActiveModelError",
      "NotAuthenticatedError",
      "NotFoundError",
      "PremiumRequiredError",
      "ValidationError",
      "VideoUnavailableError"
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
    "OpenBillingPortalResult": [
      "BillingPortal",
      "NoPortalUrlError",
      "NotAuthenticatedError",
      "PaymentsUnavailableError"
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
    "RemoveFavoriteResult": [
      "FavoritePayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "RemoveFromCollectionResult": [
      "CollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "ReorderCollectionResult": [
      "CollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "RequestDataExportResult": [
      "DataExport",
      "ExportInProgressError",
      "ExportLimitReachedError",
      "ForbiddenError",
      "NotAuthenticatedError",
      "ValidationError"
    ],
    "RequestInvoiceResult": [
      "Invoice",
      "InvoiceUnavailableError",
      "NotAuthenticatedError",
      "NotFoundError",
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
    "StartFirstLookResult": [
      "FirstLookInProgressError",
      "InsufficientCreditsError",
      "ModelNotFoundError",
      "NotAuthenticatedError",
      "NotEnoughPhotosError",
      "StartFirstLookPayload",
      "ValidationError"
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
    "UpdateCollectionResult": [
      "CollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "UpdateProfileResult": [
      "ForbiddenError",
      "NotAuthenticatedError",
      "UpdateProfileSuccess",
      "ValidationError"
    ],
    "VerifyPaymentResult": [
      "InvalidSessionError",
      "NotAuthenticatedError",
      "PaymentResult"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddFavoriteResult": [
      "FavoritePayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "AddToCollectionResult": [
      "CollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "CancelTrainingResult": [
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelPayload",
      "NotAuthenticatedError"
    ],
    "ChangeBackgroundResult": [
      "ChangeBackgroundPayload",
      "InsufficientCreditsError",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "ChooseHeldOutPhotosResult": [
      "ChooseHeldOutPhotosPayload",
      "ModelBusyError",
      "ModelNotFoundError",
      "NotAuthenticatedError",
      "ValidationError"
    ],
    "ConfirmEmailResult": [
      "ConfirmEmailSuccess",
      "InvalidTokenError",
      "ValidationError"
    ],
    "CreateCheckoutResult": [
      "CheckoutPayload",
      "ForbiddenError",
      "InvalidPaymentDataError",
      "NoCheckoutUrlError",
      "NotAuthenticatedError",
      "PaymentsUnavailableError",
      "PlanNotFoundError",
      "WithdrawalConsentRequiredError"
    ],
    "CreateCollectionResult": [
      "CollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "CreateModelResult": [
      "ModelPayload",
      "NotAuthenticatedError",
      "ValidationError"
    ],
    "DataExportDownloadResult": [
      "DataExportDownload",
      "ExportExpiredError",
      "ExportNotReadyError",
      "NotAuthenticatedError",
      "NotFoundError"
    ],
    "DeleteAccountResult": [
      "DeleteAccountSuccess",
      "ForbiddenError",
      "NotAuthenticatedError",
      "RateLimitedError",
      "TeamHandoverRequiredError",
      "ValidationError",
      "WrongPasswordError"
    ],
    "DeleteCollectionResult": [
      "DeleteCollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "DeleteImagesResult": [
      "DeleteImagesPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "DeleteModelResult": [
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelPayload",
      "NotAuthenticatedError"
    ],
    "DeleteVideoResult": [
      "DeleteVideoPayload",
      "NotAuthenticatedError",
      "NotFoundError"
    ],
    "Error": [
      "EmailAlreadyExistsError",
      "EmailNotConfirmedError",
      "ExportExpiredError",
      "ExportInProgressError",
      "ExportLimitReachedError",
      "ExportNotReadyError",
      "FirstLookInProgressError",
      "ForbiddenError",
      "InsufficientCreditsError",
      "InvalidCredentialsError",
      "InvalidPaymentDataError",
      "InvalidRefreshTokenError",
      "InvalidSessionError",
      "InvalidTokenError",
      "InvoiceUnavailableError",
      "ModelBusyError",
      "ModelNotFoundError",
      "ModelNotReadyError",
      "NoActiveModelError",
      "NoCheckoutUrlError",
      "NoPortalUrlError",
      "NotAuthenticatedError",
      "NotEnoughPhotosError",
      "NotFoundError",
      "PaymentsUnavailableError",
      "PlanNotFoundError",
      "PremiumRequiredError",
      "RateLimitedError",
      "TeamHandoverRequiredError",
      "ValidationError",
      "VideoUnavailableError",
      "WithdrawalConsentRequiredError",
      "WrongPasswordError"
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
    "GenerateVideoResult": [
      "GenerateVideoPayload",
      "InsufficientCreditsError",
      "ModelNotFoundError",
      "ModelNotReadyError",
      "NoActiveModelError",
      "NotAuthenticatedError",
      "NotFoundError",
      "PremiumRequiredError",
      "ValidationError",
      "VideoUnavailableError"
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
    "OpenBillingPortalResult": [
      "BillingPortal",
      "NoPortalUrlError",
      "NotAuthenticatedError",
      "PaymentsUnavailableError"
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
    "RemoveFavoriteResult": [
      "FavoritePayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "RemoveFromCollectionResult": [
      "CollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "ReorderCollectionResult": [
      "CollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "RequestDataExportResult": [
      "DataExport",
      "ExportInProgressError",
      "ExportLimitReachedError",
      "ForbiddenError",
      "NotAuthenticatedError",
      "ValidationError"
    ],
    "RequestInvoiceResult": [
      "Invoice",
      "InvoiceUnavailableError",
      "NotAuthenticatedError",
      "NotFoundError",
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
    "StartFirstLookResult": [
      "FirstLookInProgressError",
      "InsufficientCreditsError",
      "ModelNotFoundError",
      "NotAuthenticatedError",
      "NotEnoughPhotosError",
      "StartFirstLookPayload",
      "ValidationError"
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
    "UpdateCollectionResult": [
      "CollectionPayload",
      "NotAuthenticatedError",
      "NotFoundError",
      "ValidationError"
    ],
    "UpdateProfileResult": [
      "ForbiddenError",
      "NotAuthenticatedError",
      "UpdateProfileSuccess",
      "ValidationError"
    ],
    "VerifyPaymentResult": [
      "InvalidSessionError",
      "NotAuthenticatedError",
      "PaymentResult"
    ]
  }
};
      export default result;
    