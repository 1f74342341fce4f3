// The message catalogue: plain ICU MessageFormat strings, no code, so any module (and the browser)
// can import a message without the formatter. Format them with formatMessage (messages.ts).
/** Every user-facing string of the spec that the shared rules use, in English. */
export const MESSAGES = {
  emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
  enterValidEmail: 'Please enter a valid email',
  emailsFormattedAs: 'Emails must be formatted as {email}',
  linksFormattedAs: 'Links must be formatted as {host} or {host}',
  notValidPageUrl: '{val} is not a valid page URL',
  notExpectedOption: '{val} is not one of the expected options',
  cartItems: '{n, plural, one {One item in cart} other {# items in cart}}',
  cartMoreThan100: 'More than 100 items in cart',
  recurringPrice: '{price} every {period, plural, one {{unit}} other {# {unit}s}}',
  recurringPriceFor: '{price} every {period, plural, one {{unit}} other {# {unit}s}} for {total} {unit}s',
  zapierCount: '{count, plural, one {# Zap} other {# Zaps}}',
  // Strings other sections' features show; kept here so there is one catalogue.
  /** DATA-011 */
  unableToParseResponse: 'Internal Error: Unable to parse server response...',
  /** DATA-026 */
  somethingWentWrong: 'Something went wrong',
  /** DATA-027 */
  networkError: 'Network error',
  /** DATA-028 */
  unableToLoadResults: 'Unable to load results',
  /** DATA-029 */
  unableToLoadTryAgain: 'Unable to load. Try again.',
  /** DATA-030 */
  unableToConnectPleaseTryAgain: 'Unable to connect. Please try again',
  /** DATA-031 */
  pleaseTryAgain: 'Please try again.',
  /** DATA-032 */
  pleaseCheckYourInternetConnection: 'Please check your internet connection.',
  /** FORM-046 */
  errorProcessingFormSubmissionPleaseReload: 'Error processing form submission. Please reload and try again.',
  /** SHOP-016 */
  unableToUpdateQuantity: 'Unable to update quantity',
  /** SHOP-017 */
  unableToRemoveItem: 'Unable to remove item',
  /** SHOP-036 */
  yourReviewRequestHasExpired: 'Your review request has expired',
  /** SHOP-037 */
  youHaveAlreadyReviewedThisPurchase: 'You have already reviewed this purchase',
  /** SHOP-038 */
  trySubmittingYourReviewAgain: 'Try submitting your review again',
  /** SHOP-039 */
  pleaseSelectAStarRating: 'Please select a star rating',
  /** GAL-106 */
  noImage: 'No image',
  /** GAL-107 */
  noImages: 'No images',
  /** GAL-108 */
  noRootNode: 'No root node',
  /** GAL-122 */
  vimeoBasicAccountsAreUnsupportedPlease:
    'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  /** EDIT-006 */
  unableToLoadCollections: 'Unable to load collections',
  /** EDIT-036 */
  unableToLoadFonts: 'Unable to load fonts',
  /** EDIT-037 */
  unableToLoadPreviewForFontname: 'Unable to load preview for {fontName}',
  /** EDIT-044 */
  unableToUpdateForm: 'Unable to update form',
  /** EDIT-045 */
  unableToOpenForm: 'Unable to open form',
  /** EDIT-046 */
  aListMustBeSelected: 'A List must be selected',
  /** EDIT-056 */
  fileUploadFailedToComplete: 'File upload failed to complete',
  /** EDIT-057 */
  fileProcessingFailed: 'File processing failed',
  /** EDIT-058 */
  fileProcessingCancelled: 'File processing cancelled',
  /** EDIT-059 */
  fileProcessingFailedToComplete: 'File processing failed to complete',
  /** EDIT-060 */
  thereWasAProblemWhileRenaming: 'There was a problem while renaming your file.',
  /** EDIT-061 */
  thereWasAProblemWhileUploading: 'There was a problem while uploading your file.',
  /** EDIT-062 */
  errorUploading: 'Error uploading',
  /** EDIT-063 */
  noResponseDataFromJobRequest: 'No response data from job request',
  /** EDIT-080 */
  codeEditingIsNotAvailableOn: 'Code editing is not available on Android.',
  /** EDIT-081 */
  failedToLoadTimezone: 'Failed to load timezone',
  /** PAGE-017 */
  unableToLocateContent: 'Unable to locate content',
} as const;
